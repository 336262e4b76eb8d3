import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { WHICH_PLAIN } from '../../adapters/rules/superlative-words.js';

/**
 * The attribute names, of those given, that a question asks about: named outright ("battery") or by one of the shop's
 * cues for it ("拍照" for 影像, "photos" for Camera). Names are in the answer's language; the cues know every name.
 * "哪个轻" names the weight by its plain adjective alone, which a shop's cue may know only as "更轻".
 */
export function askedAttributes(names: readonly string[], question: string, lexicon: Pick<ProductLexicon, 'attributeCues'>): string[] {
  const lower = question.toLowerCase();
  const asked = (text: string) =>
    names.filter((name) => lower.includes(name.toLowerCase()) || lexicon.attributeCues.some((cue) => cue.names.includes(name) && cue.pattern.test(text)));
  const named = asked(question);
  const plain = named.length ? undefined : WHICH_PLAIN.exec(question)?.[1];
  return plain && /[轻重薄厚]/.test(plain) ? asked(`更${plain}`) : named;
}
