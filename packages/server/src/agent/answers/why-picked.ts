import type { Entities } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { moneyText } from './money-text.js';

// A Chinese comparative the shopper said ("轻一点的"): said back as theirs, "更轻", rather than "更小" of a weight.
const PLAIN = /轻|重|薄|厚/;

/**
 * Why the product decided on is that one, said before how to buy it: "更便宜的是 Find X8（¥2999）。", "The cheaper one
 * is the Linen Shirt ($47.20 after promotions).", "电池：Find X9 更大（7025mAh）。", "Battery: the Find X9 has more
 * (7025mAh)." Price is what it costs to pay now, as the pick compared it; empty when the figure is not at hand.
 */
export function whyPicked(
  product: ProductView,
  by: NonNullable<Entities['chosenBy']>,
  words: string,
  lexicon: Pick<ProductLexicon, 'attributeCues' | 'payable' | 'prices' | 'currency'>,
  lang: AnswerLanguage,
): string {
  const two = by.among === 2;
  const more = by.order === 'most';
  if (by.attribute === undefined) {
    const payable = (lexicon.payable ?? lexicon.prices)?.get(product.productId);
    if (payable === undefined) return '';
    const listed = lexicon.prices?.get(product.productId);
    const price = moneyText({ amount: payable, currency: lexicon.currency }, lang);
    const promoted = listed !== undefined && payable < listed;
    if (lang === 'en') {
      const which = more ? (two ? 'pricier one' : 'priciest') : two ? 'cheaper one' : 'cheapest';
      return `The ${which} is the ${product.title} (${price}${promoted ? ' after promotions' : ''}).`;
    }
    return `${two ? '更' : '最'}${more ? '贵' : '便宜'}的是 ${product.title}（${promoted ? '优惠后 ' : ''}${price}）。`;
  }
  // The attribute as the product is shown in the answer's language ("电池" is "Battery" in English): the cue knows both.
  const names = lexicon.attributeCues.find((cue) => cue.names.includes(by.attribute!))?.names ?? [by.attribute];
  const name = names.find((candidate) => product.attributes[candidate] !== undefined) ?? by.attribute;
  const value = product.attributes[name];
  if (value === undefined) return '';
  if (lang === 'en') return `${name}: the ${product.title} has ${two ? (more ? 'more' : 'less') : more ? 'the most' : 'the least'} (${value}).`;
  return `${name}：${product.title} ${two ? '更' : '最'}${PLAIN.exec(words)?.[0] ?? (more ? '大' : '小')}（${value}）。`;
}
