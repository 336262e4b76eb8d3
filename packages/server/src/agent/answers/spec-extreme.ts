import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { LEAST, MOST, WHICH_PLAIN } from '../../adapters/rules/superlative-words.js';

const FIRST_NUMBER = /\d+(?:\.\d+)?/;

/**
 * The product (or products, on a tie) with the least or the most of one spec, as a superlative asks: "Lightest: K12
 * (186g)." Empty when the question has no superlative (nor "哪个屏幕大": the plain adjective after 哪个), or some
 * value holds no number to rank by. The first number of each value is compared, so values must share a unit, as one
 * attribute of one catalog does.
 */
export function specExtreme(products: readonly ProductView[], attribute: string, question: string, lang: AnswerLanguage): string {
  const plain = LEAST.test(question) || MOST.test(question) ? null : WHICH_PLAIN.exec(question);
  const least = plain ? (/[轻小短薄]/.test(plain[1]!) ? plain : null) : LEAST.exec(question);
  // "哪个屏幕大" of two: "更大的是…"; of more: "最大的是…".
  const word = plain ? `${products.length > 2 ? '最' : '更'}${plain[1]}` : (least ?? MOST.exec(question))?.[0];
  if (!word) return '';
  const valued = products.map((product) => {
    const value = product.attributes[attribute];
    const number = value ? FIRST_NUMBER.exec(value)?.[0] : undefined;
    return { product, value, number: number === undefined ? undefined : Number(number) };
  });
  if (valued.some((entry) => entry.number === undefined)) return '';
  const numbers = valued.map((entry) => entry.number!);
  const extreme = least ? Math.min(...numbers) : Math.max(...numbers);
  const winners = valued.filter((entry) => entry.number === extreme).map((entry) => `${entry.product.title} (${entry.value})`);
  if (lang === 'en') return `${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()}: ${winners.join(', ')}.`;
  return `${word}的是 ${winners.join('、').replace(/ \(/g, '（').replace(/\)/g, '）')}。`;
}
