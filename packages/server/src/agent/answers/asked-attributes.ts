import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';

/**
 * The attribute names, of those given, that a question asks about: named outright ("battery") or by one of the shop's
 * cues for it ("拍照" for 影像, "photos" for Camera). Names are in the answer's language; the cues know every name.
 */
export function askedAttributes(names: readonly string[], question: string, lexicon: Pick<ProductLexicon, 'attributeCues'>): string[] {
  const lower = question.toLowerCase();
  return names.filter(
    (name) => lower.includes(name.toLowerCase()) || lexicon.attributeCues.some((cue) => cue.names.includes(name) && cue.pattern.test(question)),
  );
}
