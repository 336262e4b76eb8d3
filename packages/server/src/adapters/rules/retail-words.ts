import data from './retail-words.json' with { type: 'json' };

/** One thing in every language Kefu knows, lower-cased: "necklace", "necklaces", "项链", "吊坠". */
export type RetailGroup = readonly string[];

const lower = (groups: readonly string[][]): RetailGroup[] => groups.map((group) => group.map((word) => word.toLowerCase()));

/**
 * The built-in bilingual retail words (retail-words.json): product categories, materials and qualities a product may
 * have, prints an option value may name, each a group of the words that name it in English and Chinese, and currency words. A shop's own words come
 * first; these fill in the language its catalog is not written in.
 */
export const RETAIL_WORDS: {
  readonly categories: readonly RetailGroup[];
  readonly materials: readonly RetailGroup[];
  readonly qualities: readonly RetailGroup[];
  /** Prints an option value may name (leopard / 豹纹), for the language the catalog's values are not written in. */
  readonly prints: readonly RetailGroup[];
  /** Seasons a tag may name (summer / 夏天), for the language the catalog's tags are not written in. */
  readonly seasons: readonly RetailGroup[];
  /** A standing a tag may give a product (BEST SELLER / popular / 热销): every word of it, in either language. */
  readonly standings: readonly RetailGroup[];
  /** How shoppers write a currency after an amount, by ISO 4217 code (bucks or 美元 after 40), added to the shop's own. */
  readonly currencies: Readonly<Record<string, readonly string[]>>;
} = {
  categories: lower(data.categories),
  materials: lower(data.materials),
  qualities: lower(data.qualities),
  prints: lower(data.prints),
  seasons: lower(data.seasons),
  standings: lower(data.standings),
  currencies: data.currencies as Readonly<Record<string, readonly string[]>>,
};

/** The group of `groups` holding a word (any case), if any. */
export function groupOf(groups: readonly RetailGroup[], word: string): RetailGroup | undefined {
  const key = word.trim().toLowerCase();
  return groups.find((group) => group.includes(key));
}

// Each built-in word as the file first writes it, by its lower-cased form: a reply says "T恤", not "t恤".
const WRITTEN = new Map<string, string>();
for (const word of [...data.categories, ...data.materials, ...data.qualities, ...data.prints, ...data.seasons, ...data.standings].flat())
  if (!WRITTEN.has(word.toLowerCase())) WRITTEN.set(word.toLowerCase(), word);

/** A built-in word (lower-cased, as the groups hold it) as retail-words.json writes it ("t恤" → "T恤"). */
export function asWritten(word: string): string {
  return WRITTEN.get(word) ?? word;
}
