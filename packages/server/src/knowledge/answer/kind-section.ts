import type { ReadableUnit } from './readable-units.js';

// A bold lead-in: "**Jeans and chinos** use your waist size…", "**上装、连衣裙、外套**：XS–XXL".
const BOLD_LEAD = /^\*\*([^*]+)\*\*/;
const isHan = (word: string) => /\p{Script=Han}/u.test(word);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a heading or lead-in names one of the words: a Latin word whole ("dresses" in "tops, dresses"), a Chinese one anywhere. */
function names(text: string, words: readonly string[]): boolean {
  return words.some((word) => (isHan(word) ? text.includes(word) : new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text)));
}

/**
 * The part of an article about one kind of product, found by the words naming the kind ("jeans", "牛仔裤"): the
 * section under a heading naming it; a bold line naming it alone ("**Size guide (tops, dresses, outerwear)**") with the
 * table or list after it; a list item or paragraph led by a bold name ("**Jeans and chinos** use your waist size…").
 * Undefined when no heading or lead-in names the kind: the excerpt chosen by the question's words stands then.
 */
export function kindSection(runs: readonly ReadableUnit[][], words: readonly string[]): ReadableUnit[] | undefined {
  if (!words.length) return undefined;
  for (const units of runs) {
    for (const [index, unit] of units.entries()) {
      if (unit.kind === 'heading') {
        if (!names(unit.text, words)) continue;
        const end = units.findIndex((other, at) => at > index && other.kind === 'heading');
        return units.slice(index, end === -1 ? undefined : end);
      }
      const lead = BOLD_LEAD.exec(unit.text)?.[1];
      if (!lead || !names(lead, words)) continue;
      // A bold line alone (or ending in ":") introduces the block after it.
      if (/^\*\*[^*]+\*\*\s*[:：]?$/.test(unit.text)) {
        const next = units[index + 1];
        return next ? [unit, ...units.filter((other) => other.block === next.block)] : [unit];
      }
      return unit.kind === 'sentence' ? units.filter((other) => other.block === unit.block) : [unit];
    }
  }
  return undefined;
}
