import { RETAIL_WORDS } from './retail-words.js';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "best seller", "most popular", "热销", and the ways of asking what sells most that are no standing a tag may name.
const STANDING = new RegExp(
  [
    ...RETAIL_WORDS.standings.flat().map((word) => (/^[a-z]/i.test(word) ? `\\b${escape(word)}\\b` : escape(word))),
    '\\bsells? (?:the )?(?:best|most)\\b',
    '\\bselling (?:the )?(?:best|most)\\b',
    '卖得(?:最好|最多|最火)',
    '销量(?:最高|最好|最多)',
    '最火',
  ].join('|'),
  'i',
);

/** Whether a message asks which products sell best or are most popular ("what's your best seller?", "哪款卖得最好"). */
export function asksStanding(text: string): boolean {
  return STANDING.test(text);
}
