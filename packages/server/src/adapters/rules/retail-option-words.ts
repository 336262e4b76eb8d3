import { RETAIL_WORDS, type RetailGroup } from './retail-words.js';

const isHan = (word: string) => /\p{Script=Han}/u.test(word);
const LATIN_EDGE = /[a-z0-9]/i;

/** Whether a lower-cased value holds a word: a Latin word as a whole word ("palm" not in "napalm"), a Chinese one anywhere. */
function holds(value: string, word: string): boolean {
  if (isHan(word)) return value.includes(word);
  for (let at = value.indexOf(word); at >= 0; at = value.indexOf(word, at + 1)) {
    const before = value[at - 1];
    const after = value[at + word.length];
    if ((before === undefined || !LATIN_EDGE.test(before)) && (after === undefined || !LATIN_EDGE.test(after))) return true;
  }
  return false;
}

/**
 * Shoppers' words in the other language for the prints the catalog's option values name ("豹纹" for a Leopard colour,
 * "leopard" for 豹纹), as [word, value] pairs added after the shop's own option words. A word goes to the value that is
 * the print itself, else to the one value naming it; where several values name it ("Pink Gingham", "Blue Gingham") it
 * names none of them, rather than one picked at random.
 */
export function retailOptionWords(values: readonly string[], groups: readonly RetailGroup[] = RETAIL_WORDS.prints): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const group of groups) {
    const naming = values.filter((value) => group.some((word) => holds(value.toLowerCase(), word)));
    if (!naming.length) continue;
    const itself = naming.find((value) => group.includes(value.trim().toLowerCase()));
    const value = itself ?? (naming.length === 1 ? naming[0] : undefined);
    if (!value) continue;
    const han = isHan(value);
    for (const word of group) if (isHan(word) !== han) pairs.push([word, value]);
  }
  return pairs;
}
