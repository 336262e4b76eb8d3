import { termsCoverage } from '../text/coverage.js';
import { hasCjk, queryTerms } from '../text/tokenize.js';
import type { TermAlternatives } from '../text/word-groups.js';
import { askedTopicMatch } from './asked-topic.js';

/** Whether a topic word is weak evidence by itself: one Chinese character (店, 单) is part of too many words. */
const weak = (term: string) => hasCjk(term) && term.length === 1;

/**
 * Whether an article meets the question in one weak word only: "你们有实体店吗" shares 店 with the repair article's
 * "到店维修", not 实体. Such an article does not answer, unless its heading names the policy asked about ("下单后一般几天
 * 能到" reads as 单 alone, and the shipping article answers it), or the question has no other word. Two single
 * characters held are a word's worth ("寄过去修要几天": 寄 and 修 of the repair article's 寄修).
 */
export function onlyWeakEvidence(question: string, article: { text: string; heading: string }, alternatives?: TermAlternatives): boolean {
  const terms = queryTerms(question);
  if (terms.every(weak) || askedTopicMatch(question, article.heading) > 0) return false;
  const text = `${article.heading}\n${article.text}`;
  const held = terms.filter((term) => termsCoverage([term], text, undefined, alternatives) > 0);
  return held.every(weak) && held.length < 2;
}
