/**
 * What a shopper typed, quoted back in an assistant message as data, not as the assistant's own words. The widget
 * renders an assistant message's Markdown (bold, code, links, list lines) and the delivery's phishing filter drops a
 * line pairing phishing words with an outside link: a note quoted as typed would speak in the shop's voice, or take
 * the shop's explanation down with it. So its links lose their scheme (shown as text, "evil.example/x", never a link),
 * "[label](url)" its link shape, "**" and "`" show as the characters typed (their full-width forms: the widget has no
 * escape), and line breaks are spaces (no quoted line starts a list). The request the human gets keeps the value as it is.
 */
export function quotedValue(value: string): string {
  return value
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\//gi, '')
    .replace(/\]\(/g, '] (')
    .replace(/\*/g, '＊')
    .replace(/`/g, '｀');
}
