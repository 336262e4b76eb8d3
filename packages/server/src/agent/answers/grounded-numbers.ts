import { toMajorUnits, type Money } from '../../shop/model/index.js';
import { escapeRegExp } from '../../adapters/rules/product-lexicon.js';

const NUMBER = /\d+(?:[.,]\d+)*/g;
const isMoney = (value: unknown): value is Money =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Money).amount === 'number' &&
  typeof (value as Money).currency === 'string' &&
  /^[A-Z]{3}$/.test((value as Money).currency);

// A number that states a price, a discount or a stock level: "1999 <currency word>", "¥3,499", "价格是 1999",
// "300 件", "5 left". The shop's own currency words come from its lexicon.
const UNIT_AFTER = /^\s*(?:台|件|部|个|units?|pcs|pieces|left|in stock|available)/i;
// An ISO 4217 code after the amount ("3999 CNY"), upper case only: "12 gb" or "50 mph" state no money.
const CODE_AFTER = /^\s*[A-Z]{3}\b/;
const CUE_BEFORE = /(?:[¥￥$€£]|价|优惠|减|省|库存|剩|price[sd]?|costs?|discount|off|promotion|stock)[^\d]{0,4}$/i;

const canonical = (raw: string) => raw.replace(/,/g, '').replace(/\.0+$/, '');
const numbersIn = (text: string) => new Set((text.match(NUMBER) ?? []).map(canonical));

/** The numeric fields of the tool results (prices, discounts, stock, totals): digits inside strings ("50W") are not amounts. */
function numericFields(value: unknown, into = new Set<string>()): Set<string> {
  if (isMoney(value)) {
    // Money is stored in minor units; an answer states it in the main unit ("3999" for 399900 fen).
    into.add(canonical(String(toMajorUnits(value))));
    into.add(canonical(String(value.amount)));
    return into;
  }
  if (typeof value === 'number') into.add(canonical(String(value)));
  else if (Array.isArray(value)) for (const item of value) numericFields(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) numericFields(item, into);
  return into;
}

/**
 * Whether every number in a model's answer appears in the tool results (seed 003: prices and stock come only from
 * tools; an answer that invents one is replaced by the rule-written text). A price, discount or stock figure must be
 * a numeric field of a result, whatever the shopper wrote ("is it $1999?" is no source for 1999) and whatever
 * digits a spec string holds ("50W" is no 50-dollar discount). Other numbers may appear anywhere in the results, echo
 * the shopper's words, or be a day, month or hour below 61 derived from a tool's timestamp.
 */
export function numbersAreGrounded(answer: string, toolResults: unknown, shopperText: string, currencyWords: readonly string[] = []): boolean {
  const amounts = numericFields(toolResults);
  const currencyAfter = currencyWords.length ? new RegExp(`^\\s*(?:${currencyWords.map(escapeRegExp).join('|')})`, 'i') : undefined;
  const anywhere = numbersIn(JSON.stringify(toolResults));
  const fromShopper = numbersIn(shopperText);
  for (const match of answer.matchAll(NUMBER)) {
    const n = canonical(match[0]);
    const after = answer.slice(match.index + match[0].length);
    const statesAmount =
      UNIT_AFTER.test(after) ||
      CODE_AFTER.test(after) ||
      !!currencyAfter?.test(after) ||
      CUE_BEFORE.test(answer.slice(Math.max(0, match.index - 8), match.index));
    if (statesAmount) {
      if (!amounts.has(n)) return false;
    } else if (!anywhere.has(n) && !fromShopper.has(n) && !(Number(n) <= 60 && !n.includes('.'))) return false;
  }
  return true;
}
