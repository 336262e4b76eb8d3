import { textForAgent } from '../../privacy/mask-for-agent.js';
import { UNANSWERED_MAX_CHARS } from '../../ports/unanswered-questions.js';

/**
 * The question as the ledger keeps it, and the key one wording is counted under: personal data masked before
 * anything is stored (a phone number or an address asked along is not the merchant's to read) and no bidi control
 * (an RTL override would show the reader a link's host backwards), and the key
 * folded so "能开专票吗" and " 能开专票吗？" count as one.
 */
export function unansweredEntry(question: string): { text: string; key: string } {
  const text = textForAgent(question.trim().replace(/\s+/g, ' ')).slice(0, UNANSWERED_MAX_CHARS);
  const key = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, '');
  return { text, key: key || text };
}
