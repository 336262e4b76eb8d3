// Characters that reorder or hide what follows: bidi embeddings, overrides, isolates and marks, zero-width spaces and
// joiners (an emoji sequence falls apart into its emoji, still readable), the byte-order mark, soft hyphens, and
// control characters other than a line break or a tab.
// What a shopper types for a write (a request's note, an address, a repair's issue) travels to the merchant's service
// desk, a warehouse label and an agent's card, where "U+202E 8210 6543 U+202C" reads "3456 0128".
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Words a shopper typed for a write, as kept: without characters that reorder or hide text, trimmed ("" when nothing is left). */
export function visibleText(typed: string): string {
  return typed.replace(HIDDEN, '').trim();
}
