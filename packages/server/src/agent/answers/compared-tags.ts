import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/**
 * "哪个更适合老人", "which is better for gaming?" about products in view: which of them the shop tags for that use,
 * named in the shopper's own word for it ("gaming", "老人"). Empty when the question names no tag. The shop's tags are
 * the evidence: a product not tagged is not called unsuitable, only not the one the shop suggests for it. With
 * `specsShown` (the question's spec is already side by side: "哪个续航好"), a tag every product carries tells the
 * products apart no more than the figures did, so it is left out; with `figuresDiffer` (those figures differ), the
 * figures answer and no tag is said.
 */
export function comparedForUse(
  products: readonly ProductView[],
  question: string,
  tags: readonly string[] | undefined,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'tagCues'>,
  specsShown = false,
  figuresDiffer = false,
): string {
  const en = lang === 'en';
  const two = products.length === 2;
  const these = two ? '这两款' : '这几款';
  const lines = (tags ?? []).flatMap((tag) => {
    const word = lexicon.tagCues.find((cue) => cue.tag === tag)?.pattern.exec(question)?.[0] ?? tag;
    // "the oxford or the linen?": a word naming one of the products is not a use asked about.
    if (products.some((product) => product.title.toLowerCase().includes(word.toLowerCase()))) return [];
    const fits = products.filter((product) => product.tags.includes(tag)).map((product) => product.title);
    if (fits.length === products.length && specsShown) return [];
    // Figures that tell the products apart are the evidence: "更适合续航的是 X9" beside a battery figure larger for the
    // other one read as a contradiction (a tag says what the shop markets a product for, not which has more of it).
    if (figuresDiffer) return [];
    if (fits.length === products.length) return en ? `${two ? 'Both' : 'All of them'} suit ${word}.` : `${these}都适合${word}。`;
    if (fits.length) return en ? `For ${word}, the shop suggests the ${fits.join(' and the ')}.` : `更适合${word}的是 ${fits.join('、')}。`;
    return en ? `${two ? 'Neither' : 'None of them'} is marked as suited to ${word}.` : `${these}都没有标注适合${word}。`;
  });
  return lines.join(en ? ' ' : '');
}
