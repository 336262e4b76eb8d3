import pluralize from 'pluralize';
import { RETAIL_WORDS, asWritten, groupOf, type RetailGroup } from './retail-words.js';

const isLatin = (word: string) => /[a-z]/i.test(word);
const isHan = (word: string) => /\p{Script=Han}/u.test(word);

/**
 * The words of a built-in category group a catalog's names leave out: those of a script none of the names is written
 * in. "Necklace" (an English export) gets 项链 and 吊坠; a type named in both languages gets nothing, and no English
 * word is added to an English type ("knitwear" stays a tag where a shop tags it so).
 */
function otherScriptWords(names: readonly string[], group: RetailGroup): string[] {
  const latin = names.some(isLatin);
  const han = names.some(isHan);
  return group.filter((word) => (isHan(word) ? !han : !latin));
}

/** The built-in category group a name belongs to: the name itself, or the last part of a path ("Jewelry > Necklaces"). */
function categoryOf(names: readonly string[]): RetailGroup | undefined {
  const keys = names.flatMap((name) => [name, name.split('>').at(-1)!]).map((name) => name.trim().toLowerCase());
  return RETAIL_WORDS.categories.find((group) => keys.some((key) => group.includes(key)));
}

/**
 * Shoppers' words in the other language for each of a catalog's product types ("有耳环吗" to a shop whose types are
 * English), as [word, type] pairs to be added after the shop's own words, so that its lexicon.yaml always wins.
 */
export function retailTypeWords(types: ReadonlyArray<{ type: string; names: readonly string[] }>): Array<[string, string]> {
  return types.flatMap(({ type, names }) => {
    const group = categoryOf(names);
    return group ? otherScriptWords(names, group).map((word): [string, string] => [asWritten(word), type]) : [];
  });
}

/**
 * Shoppers' other words in the catalog's own language for each of its types ("swimsuits" for a type SWIMWEAR,
 * "jumpers" for Sweaters), as [word, type] pairs after the shop's own words. Only words no title or tag of the shop
 * uses: a word the shop writes itself ("knitwear" as a tag, "tee" in its titles) keeps the meaning the shop gave it.
 */
export function sameLanguageTypeWords(
  types: ReadonlyArray<{ type: string; names: readonly string[] }>,
  titles: readonly string[],
  tags: readonly string[],
): Array<[string, string]> {
  // In either number: titles saying "Tee" keep "tees" theirs too.
  const written = new Set(
    [...titles.flatMap((title) => wordRuns(title.toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? [])), ...tags.map((tag) => tag.trim().toLowerCase())].flatMap(
      (word) => [word, pluralize.plural(word), pluralize.singular(word)],
    ),
  );
  return types.flatMap(({ type, names }) => {
    const group = categoryOf(names);
    if (!group) return [];
    const others = new Set(otherScriptWords(names, group));
    const own = new Set(names.flatMap((name) => [name, name.split('>').at(-1)!]).map((name) => name.trim().toLowerCase()));
    return group.filter((word) => !others.has(word) && !own.has(word) && !written.has(word)).map((word): [string, string] => [asWritten(word), type]);
  });
}

/**
 * The words in the other language of a tag that names a category ("BIKINI" → 比基尼), to be found as the tag is; none
 * when a product type of the catalog is that category (项链 then asks for the type, not for what is tagged Necklace).
 */
export function retailTagWords(tag: string, typeNames: readonly string[]): string[] {
  // A season tagged ("summer") gets its words in the other language (夏天, 夏季) as a category does.
  const season = groupOf(RETAIL_WORDS.seasons, tag);
  if (season) return otherScriptWords([tag], season);
  // "BEST SELLER" is what "most popular", "best-selling" and 热销 ask for, in either language.
  const standing = groupOf(RETAIL_WORDS.standings, tag);
  if (standing) return standing.filter((word) => word !== tag.trim().toLowerCase());
  const group = categoryOf([tag]);
  return group && !typeNames.some((name) => categoryOf([name]) === group) ? otherScriptWords([tag], group) : [];
}

/**
 * Shoppers' Chinese words for a kind of product the catalog names only in its English titles ("卫衣" for a "Fleece
 * Hoodie" whose type is Sweaters), as [word, title word] pairs: a search of the titles for that word. None for a kind
 * a type of the catalog already is (those words go to the type), nor for a catalog titled in Chinese. A kind that is
 * also a tag still gets them: "上衣" of a swimwear export that copied the tag TOP onto bottoms and one-pieces searches
 * the titles with Top, as "tops" does (the tag then drops out, extract-entities.ts).
 */
export function retailTitleWords(titles: readonly string[], typeNames: readonly string[]): Array<[string, string]> {
  // Each title's runs of one to three words once, so each built-in word is a set lookup: "hoodie" in "ash zip hoodie",
  // not "tee" in "steel" nor "shirt" in "t-shirt" (a hyphen joins one word).
  const titleWords = new Set(titles.flatMap((title) => wordRuns(title.toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? [])));
  const covered = new Set(typeNames.map((name) => categoryOf([name])));
  const kinds = RETAIL_WORDS.categories.flatMap((group) => {
    if (covered.has(group)) return [];
    const inTitles = group.find((word) => isLatin(word) && !isHan(word) && titleWords.has(word));
    return inTitles ? group.filter(isHan).map((word): [string, string] => [asWritten(word), inTitles]) : [];
  });
  // "牛津衬衫", "法兰绒衬衫": a fabric a title names ("Oxford Button-Down Shirt") is searched in the titles by its Chinese
  // words too. Words of two characters or more: one (麻, 棉, 木) is inside too many other words (麻烦, 棉袄, 木头).
  const fabrics = RETAIL_WORDS.materials.flatMap((group) => {
    const inTitles = group.find((word) => isLatin(word) && !isHan(word) && titleWords.has(word));
    return inTitles ? group.filter((word) => isHan(word) && [...word].length >= 2).map((word): [string, string] => [asWritten(word), inTitles]) : [];
  });
  return [...kinds, ...fabrics];
}

/** Every run of one to three consecutive words, joined by a space ("gift", "gift card", "gift card holder", "card", …). */
function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start += 1)
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) runs.push(words.slice(start, end).join(' '));
  return runs;
}
