import { allUnitsToldIn, unitsToldIn } from './units-told.js';

/**
 * "return one shirt and both tees", "退两件衬衫和一件T恤": a count said for each of several lines in one message. The
 * message is cut where lines are joined ("and", "和", "、"); a part naming one line only, with a count or "both" /
 * "全部" in it, counts that line. Language, not shop: the lines' words come from the catalog (productTerms).
 */
const JOINED = /\s*(?:[,，、&/;；]|和|与|跟|及|以及|还有|\band\b|\bplus\b)\s*/i;

const EN_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
// "one shirt", "2 tees", "two linen shirts": a number before the words of what is counted.
const EN_COUNT_BEFORE = new RegExp(`\\b(\\d{1,2}|${EN_NUMBERS.join('|')})\\s+[a-z]`, 'gi');

/** The number said before a word in a part ("one shirt"), the last one when several. */
function countBefore(part: string): number | undefined {
  const word = [...part.matchAll(EN_COUNT_BEFORE)].at(-1)?.[1]?.toLowerCase();
  if (!word) return undefined;
  const units = /^\d+$/.test(word) ? Number(word) : EN_NUMBERS.indexOf(word) + 1;
  return units > 0 ? units : undefined;
}

/** Whether `part` holds `term`: Latin words as whole words (a plural too), other scripts as they are. */
function holds(part: string, term: string): boolean {
  const word = term.toLowerCase().trim();
  if (!word) return false;
  if (!/[a-z]/.test(word)) return part.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9])${escaped}(?:s|es)?(?![a-z0-9])`, 'i').test(part);
}

export interface TermsOfLine {
  ref: string;
  /** How many units of it can still be returned. */
  left: number;
  /** Its names and kind words, either language. */
  terms: readonly string[];
}

/**
 * Units per line ref said in `text`, for the lines it counts one by one (a count may be more than `left`: "5 tees" of
 * two); empty unless two parts each count a line.
 */
export function unitsPerLineToldIn(text: string, lines: readonly TermsOfLine[]): Record<string, number> {
  const parts = text.toLowerCase().split(JOINED);
  if (parts.length < 2 || lines.length < 2) return {};
  const counted: Record<string, number> = {};
  for (const part of parts) {
    const named = lines.filter((line) => line.terms.some((term) => holds(part, term)));
    if (named.length !== 1) continue;
    const line = named[0]!;
    const units = allUnitsToldIn(part) ? line.left : (unitsToldIn(part) ?? countBefore(part));
    // More than the line holds is kept too: the question asked of that line says how many it holds.
    if (units) counted[line.ref] = units;
  }
  return counted;
}
