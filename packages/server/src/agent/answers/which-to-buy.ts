import { LIMITS } from '@kefu/protocol';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';

/**
 * "Which one would you like to buy: the … or the …?" of a decision to buy said of two in view
 * (buys-one-of-two.ts), a quick reply for each that decides for it by name ("I'll take the …", "我要 …").
 */
export function whichToBuy(titles: readonly string[], index: number, lang: AnswerLanguage): BranchAnswer {
  const en = lang === 'en';
  const text = en ? `Which one would you like to buy: ${titles.map((title) => `the ${title}`).join(' or ')}?` : `要买哪一款：${titles.join(' 还是 ')}？`;
  const replies = titles.map((title) => ({ text: (en ? `I'll take the ${title}` : `我要 ${title}`).slice(0, LIMITS.maxLabelLength), label: title }));
  return { index, text, parts: [{ type: 'quick_replies', replies }], resolved: true };
}
