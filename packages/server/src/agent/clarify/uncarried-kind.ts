import { RETAIL_WORDS } from '../../adapters/rules/retail-words.js';
import { containsWord, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';

// Every built-in kind word, longest first: "earrings" is read before "rings" could be.
const KIND_WORDS = RETAIL_WORDS.categories
  .flat()
  .map((word) => word.toLowerCase())
  .sort((a, b) => b.length - a.length);

/**
 * The kind of product a short message asks for that nothing of the shop is ("gold rings", "有戒指吗" in a shop of
 * bracelets, earrings and necklaces): none of its types, tags or titles says it. Undefined when the first kind word
 * named is one the shop has, or none is named.
 */
export function uncarriedKind(core: string, lexicon: ProductLexicon): string | undefined {
  const text = core.toLowerCase();
  const word = KIND_WORDS.find((kind) => containsWord(text, kind));
  if (!word) return undefined;
  const carried =
    lexicon.types.some((type) => type.key === word) ||
    lexicon.tagCues.some((cue) => cue.pattern.test(word)) ||
    (lexicon.titleWords ?? []).some((title) => title.key === word) ||
    [...lexicon.names.values()].some((name) => containsWord(name.toLowerCase(), word));
  return carried ? undefined : word;
}
