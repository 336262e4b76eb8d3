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

// How shoppers say the letter sizes catalogs write ("large" for L, "大号" for L, "加大码" for XL), by the letter size.
const LETTER_SIZE_WORDS: Readonly<Record<string, readonly string[]>> = {
  XS: ['extra small', 'x-small', 'xsmall', '加小码', '特小号'],
  S: ['small', '小码', '小号'],
  M: ['medium', '中码', '中号'],
  L: ['large', '大号'],
  XL: ['extra large', 'x-large', 'xlarge', '加大码', '加大号', '特大号'],
  XXL: ['xx-large', 'xxlarge', 'double xl', '2xl'],
};

/**
 * The words for the letter sizes a catalog sells as [word, value] pairs ("large" → the catalog's "L"), for the values
 * that are exactly a letter size (case aside: "l" too). Only the sizes it sells: "large" names nothing on a shop
 * that sells none.
 */
export function letterSizeWords(values: readonly string[]): Array<[string, string]> {
  return values.flatMap((value) => (LETTER_SIZE_WORDS[value.trim().toUpperCase()] ?? []).map((word): [string, string] => [word, value]));
}

// "plus size", "大码": no one letter size but the sizes from XL up, in the order a catalog grows them.
const PLUS_SIZE_WORDS: readonly string[] = ['plus size', 'plus-size', 'plus sizes', 'big sizes', 'bigger sizes', 'larger sizes', '大码', '大尺码', '特大码'];
const PLUS_SIZES: readonly string[] = ['XL', '1X', 'XXL', '2XL', '2X', 'XXXL', '3XL', '3X', '4XL', '5XL'];

/**
 * "有没有大码的", "do you have plus sizes?": the words for the smallest plus size a catalog sells, XL on most, as
 * [word, value] pairs, so a search for them lists what comes in it; nothing on a catalog that sells none.
 */
export function plusSizeWords(values: readonly string[]): Array<[string, string]> {
  const sold = values.filter((value) => PLUS_SIZES.includes(value.trim().toUpperCase()));
  const smallest = sold.sort((a, b) => PLUS_SIZES.indexOf(a.trim().toUpperCase()) - PLUS_SIZES.indexOf(b.trim().toUpperCase()))[0];
  return smallest ? PLUS_SIZE_WORDS.map((word): [string, string] => [word, smallest]) : [];
}
