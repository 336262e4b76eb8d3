import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { askedAttributes } from './asked-attributes.js';
import { specExtreme } from './spec-extreme.js';

/**
 * What a comparison question asks about, side by side: "哪个拍照更好" about two phones answers with each one's camera
 * before the price summary, as an assistant at the counter would. Empty when the question names no attribute the
 * products list. Which value is "better" is left to the shopper: higher is not better for every spec (weight, price).
 */
export function comparedSpecs(
  products: readonly ProductView[],
  question: string,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'attributeCues'>,
): string {
  const en = lang === 'en';
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes)))];
  const asked = askedAttributes(names, question, lexicon);
  if (!asked.length) return '';
  const lines = asked.map((name) => {
    const values = products.map((product) => `${product.title} ${product.attributes[name] ?? (en ? 'not listed' : '未标注')}`);
    return en ? `${name}: ${values.join('; ')}` : `${name}：${values.join('；')}`;
  });
  // "哪个最轻": the lightest named first, then every value to compare.
  const extreme = asked.length === 1 ? specExtreme(products, asked[0]!, question, lang) : '';
  const all = en ? `${lines.join('. ')}.` : `${lines.join('。')}。`;
  return extreme ? `${extreme}${en ? ' ' : ''}${all}` : all;
}
