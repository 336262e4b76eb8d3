import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';

const MAX_PAIRS = 4;

/**
 * "compare the two" right after a list of three or more: which two is still asked, now with the listed products as
 * the example and, as quick replies, pairs of them in the order listed (each a comparison when tapped).
 */
export function whichTwoOfList(index: number, lang: AnswerLanguage, listed: readonly string[]): BranchAnswer {
  const en = lang === 'en';
  const pairs: string[] = [];
  for (let a = 0; a < listed.length && pairs.length < MAX_PAIRS; a++)
    for (let b = a + 1; b < listed.length && pairs.length < MAX_PAIRS; b++)
      pairs.push(en ? `Compare ${listed[a]} and ${listed[b]}` : `对比 ${listed[a]} 和 ${listed[b]}`);
  return {
    index,
    text: en
      ? `Which two should I compare? You were shown ${listed.join(', ')}; name two, or say "the first two".`
      : `要对比哪两款？刚才列出的有 ${listed.join('、')}，请说出其中两款，或者说“前两个”。`,
    parts: [{ type: 'quick_replies', replies: pairs.map((text) => ({ text })) }],
    resolved: true,
  };
}
