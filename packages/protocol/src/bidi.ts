// Embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI) plus the invisible marks (LRM RLM ALM).
// Kefu speaks zh-CN and en, which never need them; a link text with U+202E shows "moc.pohs" as "shop.com".
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional control characters, so what it shows is what it says. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
