import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { listingQuote } from './listing-quote.js';
import { materialAnswer, sentencesOf } from './material-answer.js';

/**
 * "质量怎么样", "how is the quality?" of one product: a shop's listing grades nothing, so the answer is what the listing
 * says it is made of, else the first sentences of its description, as the listing's words (quoted in Chinese: an
 * English listing's sentences are not Kefu's own); or that it says nothing about it.
 */
export function buildQualityAnswer(product: ProductView, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const made = materialAnswer(product, lang);
  if (!/^The shop does not say|^店铺没有标注/.test(made)) return made;
  const said = sentencesOf(product.description ?? '').slice(0, 2);
  if (said.length)
    return en ? `The listing for the ${product.title} says: ${listingQuote(said, lang)}` : `${product.title} 的商品说明：${listingQuote(said, lang)}`;
  return en ? `The listing for the ${product.title} says nothing about its quality.` : `商品信息没有写明 ${product.title} 的质量。`;
}
