import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';

/**
 * The tags of a search less those that only repeat the name of the type it asks for ("one piece swimsuits": type
 * One-Pieces, tag ONE PIECE). Live exports copy such tags onto bottoms and leave them off one-pieces, so searching the
 * tag first would list the tagged ones rather than the type, which (with the titles naming it) is what the word means.
 * A tag the shop's lexicon only relates to the type ("sneakers" as a word for Shoes) still narrows it. The tags stay
 * on the intent: they still say the message was a wish.
 */
export function tagsBesideType(tags: readonly string[] | undefined, type: string | undefined, lexicon: Pick<ProductLexicon, 'tagCues'>): string[] | undefined {
  if (!tags?.length || !type) return tags && [...tags];
  const leaf = type.split('>').at(-1)!.trim().toLowerCase();
  // "One-Pieces" is also written "one pieces" and "onepieces".
  const names = [leaf, leaf.replaceAll('-', ' '), leaf.replaceAll('-', '')];
  const repeats = (tag: string) => lexicon.tagCues.some((cue) => cue.tag === tag && names.some((name) => cue.pattern.test(name)));
  return tags.filter((tag) => !repeats(tag));
}
