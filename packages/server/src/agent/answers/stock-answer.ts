import { colorWord } from '../../adapters/commerce/match-color.js';
import { availabilityOf, type Availability } from '../../shop/product-price.js';
import type { Variant } from '../../shop/model/index.js';
import type { OptionsAsked, ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { isPluralTitle } from './title-number.js';

const MAX_LISTED = 12;

/** Availability summed over variants: a count when every one is counted, otherwise the best of them. */
function combined(variants: readonly Pick<Variant, 'inventory'>[]): Availability {
  const all = variants.map(availabilityOf);
  if (all.some((a) => a.kind === 'untracked')) return { kind: 'untracked' };
  const count = all.reduce((sum, a) => sum + (a.kind === 'count' ? a.quantity : 0), 0);
  if (count > 0) return { kind: 'count', quantity: count };
  return all.some((a) => a.kind === 'backorder') ? { kind: 'backorder' } : { kind: 'sold_out' };
}

function words(availability: Availability, lang: AnswerLanguage): string {
  const en = lang === 'en';
  switch (availability.kind) {
    case 'count':
      return en ? `${availability.quantity} left` : `有货（剩 ${availability.quantity} 件）`;
    case 'untracked':
      return en ? 'in stock' : '有货';
    case 'backorder':
      return en ? 'out of stock, back-orders accepted' : '暂时缺货，可预订';
    case 'sold_out':
      return en ? 'sold out' : '暂时缺货';
  }
}

const label = (variant: Variant) => variant.optionValues.join(' / ');

/**
 * The answer to a stock question, per variant (or, with `listBy`, per value of that option group among them) ("Blue / M: 3 left", "out of stock, back-orders accepted"): the
 * variants with the option values asked about, or — without any — each value of the option group asked about (else
 * the first) with the stock of its variants together; an asked value the product does not come in is said so ("does not come in XL"),
 * the values of its group then listed with those that can be bought first.
 * The product is already in the answer's language.
 */
export function stockAnswer(product: ProductView, asked: OptionsAsked | undefined, lang: AnswerLanguage, listBy?: number): string {
  const en = lang === 'en';
  const sep = en ? '; ' : '；';
  const colon = en ? ': ' : '：';
  const missing = asked?.missing.length
    ? en
      ? `The ${product.title} ${isPluralTitle(product.title) ? 'do' : 'does'} not come in ${asked.missing.map((value) => `"${colorWord(value, 'en')}"`).join(' or ')}. `
      : `${product.title} 没有 ${asked.missing.map((value) => `“${colorWord(value, 'zh-CN')}”`).join('或')} 这个选项。`
    : '';
  // "do they come in silver?" of earrings tagged Silver: yes, that is what they are.
  const is = asked?.tagged?.length
    ? en
      ? `Yes, the ${product.title} ${isPluralTitle(product.title) ? 'are' : 'is'} ${asked.tagged.join(' and ')}. `
      : `有的，${product.title} 就是 ${asked.tagged.join('、')} 的。`
    : '';
  // Each value of the option group asked about ("what sizes does it come in?" on a Color × Size product), else of the
  // first, with the stock of its variants together.
  const by = listBy !== undefined && product.options[listBy] ? listBy : 0;
  const summary = (skip: readonly string[] = []): string => {
    const group = product.options[by];
    if (!group) return words(combined(product.variants), lang);
    const listed = group.values
      .filter((value) => !skip.includes(value))
      .map((value) => ({ value, availability: combined(product.variants.filter((variant) => variant.optionValues[by] === value)) }));
    // Offered instead of a value it does not come in, the ones that can be bought come first.
    if (asked?.missing.length) listed.sort((a, b) => Number(a.availability.kind === 'sold_out') - Number(b.availability.kind === 'sold_out'));
    return listed
      .slice(0, MAX_LISTED)
      .map(({ value, availability }) => `${value}${colon}${words(availability, lang)}`)
      .join(sep);
  };
  if (!asked || !asked.found.length) {
    const rest = summary();
    return en ? `${is}${missing}${product.title} — ${rest}.` : `${is}${missing}${product.title}：${rest}。`;
  }
  const variants = asked.variantIndexes.map((index) => product.variants[index]!);
  if (!variants.length) {
    const combination = asked.found.join(' / ');
    return en
      ? `${missing}The ${product.title} does not come in ${combination}. Available: ${summary()}.`
      : `${missing}${product.title} 没有 ${combination} 这个组合。现有：${summary()}。`;
  }
  // "in blue?" → "what sizes are left?": the blue variants, each size with their stock together.
  const group = listBy === undefined ? undefined : product.options[listBy];
  if (group && asked.found.every((value) => !group.values.includes(value))) {
    const bySize = group.values
      .filter((value) => variants.some((variant) => variant.optionValues[listBy!] === value))
      .slice(0, MAX_LISTED)
      .map((value) => `${value}${colon}${words(combined(variants.filter((variant) => variant.optionValues[listBy!] === value)), lang)}`);
    const found = asked.found.join(' / ');
    return en ? `${missing}${product.title} in ${found} — ${bySize.join(sep)}.` : `${missing}${product.title}（${found}）${bySize.join(sep)}。`;
  }
  const listed = variants.slice(0, MAX_LISTED).map((variant) => `${label(variant) || product.title}${colon}${words(availabilityOf(variant), lang)}`);
  const anyLeft = variants.some((variant) => availabilityOf(variant).kind !== 'sold_out');
  const rest = summary(asked.found);
  const others = anyLeft || !rest ? '' : en ? ` Other options: ${rest}.` : `其他选项：${rest}。`;
  return en ? `${missing}${product.title} — ${listed.join(sep)}.${others}` : `${missing}${product.title} ${listed.join(sep)}。${others}`;
}
