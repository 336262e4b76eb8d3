import { availabilityOf } from '../../shop/product-price.js';
import type { Money } from '../../shop/model/money.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { moneyText } from './money-text.js';

/** The one option group whose value alone sets the price (the metal of a ring, the size of a print), if there is one. */
function pricedGroup(product: ProductView): number | undefined {
  const prices = new Set(product.variants.map((variant) => variant.price.amount));
  if (prices.size < 2) return undefined;
  const group = product.options.findIndex((_, group) => {
    const priceOf = new Map<string, number>();
    return product.variants.every((variant) => {
      const value = variant.optionValues[group]!;
      const seen = priceOf.get(value);
      priceOf.set(value, variant.price.amount);
      return seen === undefined || seen === variant.price.amount;
    });
  });
  return group < 0 ? undefined : group;
}

const soldOut = (product: ProductView, group: number, value: string) =>
  product.variants.filter((variant) => variant.optionValues[group] === value).every((variant) => availabilityOf(variant).kind === 'sold_out');

/**
 * Every option group of a product with its values — the price beside each value of the group that sets it, else the
 * range — and the values no longer in stock marked: what a shop assistant says to "which versions are there?".
 * The product is already in the answer's language.
 */
export function versionsAnswer(product: ProductView, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const money = (amount: number, currency: Money['currency']) => moneyText({ amount, currency }, lang);
  const currency = product.variants[0]?.price.currency;
  const amounts = product.variants.map((variant) => variant.price.amount);
  const groups = product.options.filter((group) => group.values.length > 0);
  if (!currency || product.variants.length < 2 || !groups.length) {
    const price = currency ? money(Math.min(...amounts), currency) : '';
    return en ? `The ${product.title} comes in one version${price ? `, at ${price}` : ''}.` : `${product.title} 只有一个版本${price ? `，${price}` : ''}。`;
  }
  const priced = pricedGroup(product);
  const described = product.options.map((group, index) => {
    const values = group.values.map((value) => {
      const price = priced === index ? product.variants.find((variant) => variant.optionValues[index] === value)?.price.amount : undefined;
      const notes = [price === undefined ? '' : money(price, currency), soldOut(product, index, value) ? (en ? 'sold out' : '暂时缺货') : '']
        .filter(Boolean)
        .join(en ? ', ' : '，');
      return notes ? (en ? `${value} (${notes})` : `${value}（${notes}）`) : value;
    });
    return `${group.name}${en ? ': ' : '：'}${values.join(' / ')}`;
  });
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const range =
    priced === undefined && high > low
      ? en
        ? ` Prices run from ${money(low, currency)} to ${money(high, currency)}.`
        : `价格 ${money(low, currency)}–${money(high, currency)}。`
      : '';
  const count = product.variants.length;
  return en
    ? `The ${product.title} comes in ${count} versions — ${described.join('; ')}.${range}`
    : `${product.title} 共 ${count} 个版本：${described.join('；')}。${range}`;
}
