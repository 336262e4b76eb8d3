import type { Money } from '../../shop/model/index.js';
import { minorUnitDigits } from '../../shop/model/index.js';
import type { AnswerLanguage } from './answer-language.js';

/**
 * Money in answer text, in the answer's language with Intl ("¥3999", "$19.99", "¥12,999"): no decimals when the
 * amount is whole, and digits grouped only from five on, so a price reads as shoppers type it.
 */
export function moneyText(money: Money, lang: AnswerLanguage): string {
  const digits = minorUnitDigits(money.currency);
  const whole = money.amount % 10 ** digits === 0;
  return formatter(lang === 'en' ? 'en' : 'zh-CN', money.currency, whole ? 0 : digits, digits).format(money.amount / 10 ** digits);
}

// Building an Intl.NumberFormat costs more than formatting with it (it was a tenth of a rules-path turn's own work):
// one per locale, currency and decimals, a handful in a shop.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: 'min2',
    });
    formatters.set(key, format);
  }
  return format;
}
