import { escapeRegExp } from './product-lexicon.js';

const LATIN = /[a-z0-9]/i;

/**
 * Whether a message names an option group of the catalog ("Fit", "表带长度"): a Latin name as a whole word, a Chinese
 * one whole or by its end of two characters or more ("长度" of "表带长度"; Chinese puts the head noun last, and "表带"
 * alone names no group).
 */
export function namesOptionGroup(text: string, name: string): boolean {
  const group = name.trim().toLowerCase();
  if (!group) return false;
  const lower = text.toLowerCase();
  if (LATIN.test(group)) return new RegExp(`(?<![a-z0-9])${escapeRegExp(group)}(?![a-z0-9])`, 'i').test(lower);
  for (let start = 0; start <= group.length - 2; start++) if (lower.includes(group.slice(start))) return true;
  return false;
}
