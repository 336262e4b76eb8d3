import type { AnswerLanguage } from './answer-language.js';

/** Items said in running text: "a, b and c" in English, "a、b、c" in Chinese. */
export function inRunningText(items: readonly string[], lang: AnswerLanguage = 'en'): string {
  if (lang !== 'en') return items.join('、');
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}
