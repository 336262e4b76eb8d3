/**
 * Where a help article's link may go: a path on this site or an http(s) address — never javascript: or data:, and
 * never a path a browser resolves to another host ("/\evil.example", "//evil.example"). Undefined: show it as text.
 */
export function articleHref(href: string): string | undefined {
  return /^(\/(?![/\\])|https?:\/\/)[^\\\s]*$/i.test(href) ? href : undefined;
}
