import { waysToPayNamed } from '../../adapters/rules/payment-words.js';
import { paymentMethodsNamed } from '../../adapters/rules/payment-method-names.js';
import type { AnswerLanguage } from './answer-language.js';

/**
 * "can I pay cash on delivery?", "可以货到付款吗" answered with the shop's payment article: when the part of it shown lists
 * the ways to pay (two or more named) and the one asked is not among them, the answer says plainly that it is not
 * accepted before that list ("Cash on delivery is not accepted.", "本店不支持货到付款。"). '' when the shopper names no way
 * to pay, the one asked is listed, or the part shown is no list (the article may name more than it shows).
 */
export function wayToPayNotAccepted(question: string, shown: string, lang: AnswerLanguage): string {
  if (waysToPayNamed(shown) < 2) return '';
  const missing = paymentMethodsNamed(question).filter((method) => !method.words.test(shown));
  if (!missing.length) return '';
  if (lang !== 'en') return `本店不支持${missing.map((method) => method.zh).join('、')}。`;
  const names = missing.map((method) => method.en).join(' or ');
  return `${names[0]!.toUpperCase()}${names.slice(1)} ${missing.length > 1 ? 'are' : 'is'} not accepted.`;
}
