import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/** A product's warranty from its own data: how long, and from when (the warranty policy counts from delivery). */
export function warrantyLine(product: ProductView, lang: AnswerLanguage): string {
  const months = product.warrantyMonths;
  if (months === undefined) return lang === 'en' ? `The shop states no warranty period for the ${product.title}.` : `${product.title} 暂无保修期信息。`;
  // "an 8-month", "an 18-month": the article follows the number as spoken.
  const article = /^(8|11|18|8\d)$/.test(String(months)) ? 'an' : 'a';
  return lang === 'en'
    ? `The ${product.title} has ${article} ${months}-month warranty, counted from the day of delivery.`
    : `${product.title} 保修 ${months} 个月，自签收之日起计算。`;
}
