import { saysFault, type ProductLexicon } from '../adapters/rules/index.js';

// "能修吗", "I want it repaired", "保修吗": the request itself, not the fault it is for.
const ASKS_REPAIR = /修|保修|售后|(?<![a-z])(?:repair(?:ed|s)?|fix(?:ed)?|warranty)(?![a-z])|[吗呢?？]\s*$/i;

/**
 * The fault the words that started a repair describe ("拉链坏了，能修吗" → "拉链坏了"), to fill in the repair form's
 * description so the shopper is not asked to say it again; undefined when they describe none.
 */
export async function toldIssue(told: string | null | undefined, lexicon?: () => Promise<ProductLexicon>): Promise<string | undefined> {
  if (!told) return undefined;
  const words = lexicon ? await lexicon() : { intentCues: [] };
  const clauses = told
    .split(/[，,。.!！?？;；\n]+/)
    .map((clause) => clause.trim())
    .filter((clause) => clause && !ASKS_REPAIR.test(clause) && saysFault(clause, words));
  const issue = clauses.join(', ').slice(0, 500);
  return issue.length >= 4 ? issue : undefined;
}
