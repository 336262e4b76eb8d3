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
  return new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN', {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
    useGrouping: 'min2',
  }).format(money.amount / 10 ** digits);
}
