import { createRequire } from 'node:module';
import pluralize from 'pluralize';
import type { Product, ShopProfile } from '../../ports/commerce-backend.js';
import { optionValueNames } from '../commerce/match-color.js';
import { normalizeName, productNames, typeNames } from '../commerce/match-products.js';
import { pathKinds } from './category-path-words.js';
import { lowestPrice } from '../../shop/product-price.js';
import { applicablePromotions } from '../../shop/applicable-promotions.js';
import { retailTagWords, retailTitleWords, retailTypeWords, sameLanguageTypeWords } from './retail-categories.js';
import { RETAIL_WORDS } from './retail-words.js';
import { letterSizeWords, plusSizeWords, retailOptionWords } from './retail-option-words.js';
import { retailAttributeCues } from './retail-attribute-cues.js';
import { recordsAudience } from './product-audience.js';
import { isAddOn } from './add-on-product.js';

// stopword's short English list (an, the, with, for…): words titles share that name nothing sold.
const ENGLISH_STOPWORDS: ReadonlySet<string> = new Set((createRequire(import.meta.url)('stopword') as { eng: string[] }).eng);

/** A product name or alias, normalised for matching. */
interface LexiconEntry {
  key: string;
  productId: string;
}

/** A word that names something of the catalog, lower-cased as the rules engine's text is, and what it names. */
export interface LexiconWord {
  key: string;
  /** The catalog's own value (option value, type, tag). */
  value: string;
  /** The word as the catalog or the built-in words write it ("T恤", "Polos"), where that is not `key`: what a reply shows. */
  written?: string;
}

/** What the rules engine recognises in a shop's messages, all derived from its catalog and its folder's lexicon. */
export interface ProductLexicon {
  /** Longest first, so "find x9 pro" wins over "x9". */
  readonly entries: readonly LexiconEntry[];
  /** Option values in every language and their synonyms ("星野黑", "stellar black", "12g"), longest first. */
  readonly optionValues: readonly LexiconWord[];
  /** Product types in every language and their synonyms ("手机", "phones"), longest first. */
  readonly types: readonly LexiconWord[];
  /** Promotion names in every language and their synonyms ("summer sale", "clearance"), lower-cased. */
  readonly promotionWords: readonly string[];
  /** Cues for the catalog's tags. */
  readonly tagCues: ReadonlyArray<{ tag: string; pattern: RegExp }>;
  /** How shoppers write the shop's currency after an amount ("dollars", "bucks"), plus its ISO code. */
  readonly currencyWords: readonly string[];
  /** The shop's currency (ISO 4217). */
  readonly currency: string;
  /** Product display names by id. */
  readonly names: ReadonlyMap<string, string>;
  /** Each product's lowest variant price (minor units), by product id: "the cheaper one" of two in focus. */
  readonly prices?: ReadonlyMap<string, number>;
  /**
   * Each product's lowest variant price less the promotions running when the lexicon was built (minor units), by product
   * id: what "the cheaper one" of two compared means, as the comparison showed them ("$59, $47.20 after promotions").
   */
  readonly payable?: ReadonlyMap<string, number>;
  /** Each product's attributes as the catalog writes them ("电池": "7025mAh"): which of those in view a spec word picks. */
  readonly attributes?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Each product's type as the catalog writes it, by product id: "the shoes order" finds the order by its items' type. */
  readonly productTypes?: ReadonlyMap<string, string>;
  /** The warranty months of each product whose data gives them, by product id: a damaged one bought is offered a repair. */
  readonly warrantyMonths?: ReadonlyMap<string, number>;
  /** Cues of spec questions, each with every name of its attribute (own and translated). */
  readonly attributeCues: ReadonlyArray<{ names: readonly string[]; pattern: RegExp }>;
  /** Products of other makers the shop does not carry (its lexicon's `otherMakers`). */
  readonly otherMakers: readonly RegExp[];
  /** Spellings of those names by lower-cased word. */
  readonly spellings: Readonly<Record<string, string>>;
  /** The shop's own intent cues (its lexicon's `intentCues`), as keywords of the intent tables. */
  readonly intentCues: ReadonlyArray<{ intent: string; cue: string | RegExp; weight: number }>;
  /** The shop's own typo-tolerant words, by intent. */
  readonly fuzzyWords: Readonly<Record<string, string>>;
  /** The catalog's product types, as it writes them. */
  readonly typeList: readonly string[];
  /**
   * Words that several product titles share, in both numbers ("tees" → "tee", "hoodie" → "hoodie"): what a shop
   * without product types sells, for a search by name.
   */
  readonly titleWords?: readonly LexiconWord[];
  /** The option groups (lower-cased names) each option value belongs to, by the value as the catalog writes it. */
  readonly optionGroupsOf?: ReadonlyMap<string, readonly string[]>;
  /** The names of the catalog's option groups in every language, lower-cased ("size", "color", "尺码"). */
  readonly optionNames?: readonly string[];
  /** The shop's profile, when known: its name and what it sells (also in other languages), for the model's prompts. */
  readonly shop?: Pick<ShopProfile, 'name' | 'sells'> & { sellsIn?: Readonly<Record<string, string>> };
  /** Each catalog type's own names, as the catalog writes it and translates it ("手机", "Phones"). */
  readonly typeNames?: ReadonlyMap<string, readonly string[]>;
  /** Whether any product says who it is for (kids, women…): only then is an audience asked searched for. */
  readonly recordsAudience?: boolean;
}

const byLength = (a: LexiconWord, b: LexiconWord) => b.key.length - a.key.length;
const words = (pairs: Iterable<[string, string]>): LexiconWord[] => {
  const seen = new Map<string, { value: string; written: string }>();
  for (const [key, value] of pairs) if (key.trim() && !seen.has(key.trim().toLowerCase())) seen.set(key.trim().toLowerCase(), { value, written: key.trim() });
  return [...seen].map(([key, { value, written }]) => ({ key, value, ...(written !== key ? { written } : {}) })).sort(byLength);
};

/** Each product's lowest price less the promotions that apply to it at `now`, as the comparison answer shows it. */
function payablePrices(products: readonly Product[], profile: Pick<ShopProfile, 'currency' | 'promotions'>, now: number): Map<string, number> {
  return new Map(
    products.flatMap((product) => {
      if (!product.variants.length) return [];
      const off = applicablePromotions(product, profile, 'en', now).reduce((sum, promotion) => sum + promotion.amount.amount, 0);
      return [[product.productId, Math.max(0, lowestPrice(product).amount - off)] as const];
    }),
  );
}

/** Builds the lexicon from the catalog and the shop's profile (its promotions, currency and `lexicon.yaml`). */
export function buildProductLexicon(
  products: readonly Product[],
  profile?: Pick<ShopProfile, 'currency' | 'promotions' | 'lexicon'> & Partial<Pick<ShopProfile, 'name' | 'sells' | 'i18n'>>,
  /** When the lexicon is built: the promotions running then set what each product costs to pay ({@link ProductLexicon.payable}). */
  now?: number,
): ProductLexicon {
  const extra = profile?.lexicon;
  const entries: LexiconEntry[] = [];
  for (const product of products) {
    const typos = productNames(product).flatMap((name) => extra?.typos[normalizeName(name)] ?? extra?.typos[name] ?? []);
    const keys = new Set([...productNames(product), ...typos].map(normalizeName).filter((key) => key.length >= 2));
    for (const key of keys) entries.push({ key, productId: product.productId });
  }
  entries.sort((a, b) => b.key.length - a.key.length);
  const optionValues = words(
    products.flatMap((product) =>
      product.options.flatMap((group) =>
        group.values.flatMap((value) =>
          [...optionValueNames(product, value), ...(extra?.optionValueSynonyms[value] ?? [])].map((name): [string, string] => [name, value]),
        ),
      ),
    ),
  );
  // The built-in words of the prints the values name ("豹纹" for Leopard) come after the shop's own, which win a word both name.
  const shopOptionKeys = new Set(optionValues.map((word) => word.key));
  const allValues = [...new Set(products.flatMap((product) => product.options.flatMap((group) => group.values)))];
  optionValues.push(
    ...words([...retailOptionWords(allValues), ...letterSizeWords(allValues), ...plusSizeWords(allValues)]).filter((word) => !shopOptionKeys.has(word.key)),
  );
  optionValues.sort(byLength);
  const shopTypeWords = words(
    products.flatMap((product) => {
      if (!product.type) return [];
      const own = product.type;
      const leaves = typeNames(product)
        .flatMap((name) => [name, name.split('>').at(-1)!.trim()])
        .flatMap((name) => [name, ...otherNumberOf(name)])
        // "One-Pieces" is written "one pieces" or "onepieces" by shoppers.
        .flatMap((name) => (name.includes('-') ? [name, name.replaceAll('-', ' '), name.replaceAll('-', '')] : [name]));
      return [...leaves, ...(extra?.typeSynonyms[own] ?? [])].map((name): [string, string] => [name, own]);
    }),
  );
  // "pants" of "… > Pants > Cargo Pants" and "… > Pants > Trousers", "jackets" of "… > Coats & Jackets": after the
  // leaves, so "cargo pants" stays the leaf's.
  // A segment that is a type of its own ("Swimwear" of "Swimwear > Bottoms" beside SWIMWEAR) is that type's already.
  const ownTypes = new Set(products.flatMap((product) => (product.type ? [normalizeName(product.type)] : [])));
  const kindsOfPaths = [
    ...new Map(products.flatMap((product) => (product.type ? pathKinds(product.type) : [])).map((kind) => [kind.type, kind])).values(),
  ].filter((kind) => !(kind.type === kind.names[0] && ownTypes.has(normalizeName(kind.type))));
  shopTypeWords.push(
    ...words(
      kindsOfPaths.flatMap(({ type, names }) => names.flatMap((name) => [name, ...otherNumberOf(name)]).map((name): [string, string] => [name, type])),
    ).filter((word) => !shopTypeWords.some((own) => own.key === word.key)),
  );
  // The built-in bilingual category words ("项链" for a Necklace type) come after the shop's own, which win a word both name.
  const typeNamesOf = new Map(products.flatMap((product) => (product.type ? [[product.type, typeNames(product)] as const] : [])));
  const shopTypeKeys = new Set(shopTypeWords.map((word) => word.key));
  // A segment several leaves share comes first: "裤子" asks for every kind of pants, not the trousers alone.
  const catalogTypes = [...kindsOfPaths.filter((kind) => !typeNamesOf.has(kind.type)), ...[...typeNamesOf].map(([type, names]) => ({ type, names }))];
  const builtInTypeWords = words([
    ...retailTypeWords(catalogTypes),
    ...sameLanguageTypeWords(
      catalogTypes,
      products.map((product) => product.title),
      products.flatMap((product) => product.tags),
    ),
  ]).filter((word) => !shopTypeKeys.has(word.key));
  const typeWords = [...shopTypeWords, ...builtInTypeWords].sort(byLength);
  const promotionWords = [
    ...new Set(
      [
        ...(profile?.promotions ?? []).flatMap((promotion) => [
          promotion.name,
          ...Object.values(promotion.i18n ?? {}).flatMap((text) => (text?.name ? [text.name] : [])),
        ]),
        ...(extra?.promotionSynonyms ?? []),
      ].map((word) => word.toLowerCase()),
    ),
  ];
  const tags = new Set(products.flatMap((product) => product.tags));
  const tagCues = [
    ...Object.entries(extra?.tagCues ?? {}).map(([tag, cue]) => ({ tag, pattern: new RegExp(cue, 'i') })),
    ...[...tags]
      .filter((tag) => !extra?.tagCues[tag])
      .map((tag) => ({ tag, pattern: wholeWordPattern(tag, retailTagWords(tag, [...typeNamesOf.values()].flat())) })),
  ];
  const currency = profile?.currency ?? products[0]?.variants[0]?.price.currency ?? 'USD';
  const currencyWords = [
    ...new Set([...(extra?.currencyWords ?? []), currency, ...(RETAIL_WORDS.currencies[currency] ?? [])].map((word) => word.toLowerCase())),
  ];
  const shopAttributeCues = Object.entries(extra?.attributeCues ?? {}).map(([name, cue]) => ({
    names: [
      ...new Set([
        name,
        ...products.flatMap((product) =>
          // A cue may be keyed by an option group's name too ("how fast is it?" is answered by a group as well).
          Object.values(product.i18n ?? {}).flatMap((text) => [text?.attributeNames?.[name], text?.optionNames?.[name]].filter((n): n is string => !!n)),
        ),
      ]),
    ],
    pattern: new RegExp(cue, 'i'),
  }));
  // "how do I wash it?" of a catalog listing "Wash Instructions": the built-in cues, where the shop wrote none.
  const builtInAttributeCues = retailAttributeCues(products, new Set(Object.keys(extra?.attributeCues ?? {})));
  const attributeCues = [...shopAttributeCues, ...builtInAttributeCues];
  const optionNames = [
    ...new Set(
      products.flatMap((product) =>
        product.options.flatMap((group) => [
          group.name,
          ...Object.values(product.i18n ?? {}).flatMap((text) => {
            const translated = text?.optionNames?.[group.name];
            return translated ? [translated] : [];
          }),
        ]),
      ),
    ),
  ].map((name) => name.toLowerCase());
  const optionGroupsOf = new Map<string, string[]>();
  for (const product of products)
    for (const group of product.options)
      for (const value of group.values) {
        const groups = optionGroupsOf.get(value) ?? [];
        if (!groups.includes(group.name.toLowerCase())) groups.push(group.name.toLowerCase());
        optionGroupsOf.set(value, groups);
      }
  const takenKeys = new Set([...optionValues, ...typeWords].map((word) => word.key));
  // "有卫衣吗" to an English catalog whose hoodies are a type of another name: the built-in Chinese words of a kind its titles name.
  const builtInTitleWords = words(retailTitleWords([...products.map((product) => product.title)], [...typeNamesOf.values()].flat())).filter(
    (word) => !takenKeys.has(word.key),
  );
  const titleWords = [...sharedTitleWords(products, takenKeys), ...builtInTitleWords].sort(byLength);
  // The kinds it sells: a type only add-ons are filed under ("Insurance") is none of them.
  const typeList = [...new Set(products.flatMap((product) => (product.type && !isAddOn(product) ? [product.type] : [])))];
  // What it sells in each language it says it in (shop.yaml `sells` and its translations).
  const sellsIn = Object.entries(profile?.i18n ?? {}).flatMap(([locale, text]) => (text?.sells ? [[locale, text.sells] as const] : []));
  const shop = profile?.name
    ? { shop: { name: profile.name, ...(profile.sells ? { sells: profile.sells } : {}), ...(sellsIn.length ? { sellsIn: Object.fromEntries(sellsIn) } : {}) } }
    : {};
  return {
    entries,
    optionValues,
    types: typeWords,
    promotionWords,
    tagCues,
    currencyWords,
    currency,
    typeList,
    typeNames: typeNamesOf,
    recordsAudience: recordsAudience(products),
    optionNames,
    optionGroupsOf,
    titleWords,
    attributeCues,
    intentCues: [
      ...Object.entries(extra?.intentCues ?? {}).flatMap(([intent, cues]) =>
        cues.map((cue) => ({ intent, cue: 'text' in cue ? cue.text : new RegExp(cue.pattern, 'i'), weight: cue.weight })),
      ),
      // Asking about a listed attribute is a spec question.
      ...builtInAttributeCues.map(({ pattern }) => ({ intent: 'params_query', cue: pattern, weight: 0.9 })),
    ],
    fuzzyWords: extra?.fuzzyWords ?? {},
    otherMakers: (extra?.otherMakers ?? []).map((source) => new RegExp(source, 'i')),
    spellings: extra?.spellings ?? {},
    ...shop,
    names: new Map(products.map((product) => [product.productId, product.title])),
    productTypes: new Map(products.flatMap((product) => (product.type ? [[product.productId, product.type] as const] : []))),
    warrantyMonths: new Map(products.flatMap((product) => (product.warrantyMonths ? [[product.productId, product.warrantyMonths] as const] : []))),
    prices: new Map(products.flatMap((product) => (product.variants.length ? [[product.productId, lowestPrice(product).amount] as const] : []))),
    attributes: new Map(products.map((product) => [product.productId, product.attributes] as const)),
    ...(profile && now !== undefined ? { payable: payablePrices(products, profile, now) } : {}),
  };
}

/**
 * The other English number of a type name or tag, so "Necklace" is found in "necklaces" and "Shirts" in "a shirt"
 * ("Gift Card" → "Gift Cards", "Dresses" → "Dress", "Accessories" → "Accessory"); none for other scripts.
 */
function otherNumberOf(name: string): string[] {
  if (!/^[a-z][a-z &'-]*[a-z]$/i.test(name)) return [];
  const last = name.split(' ').at(-1)!;
  const other = pluralize.isPlural(last) ? pluralize.singular(last) : pluralize.plural(last);
  return other.toLowerCase() === last.toLowerCase() ? [] : [`${name.slice(0, name.length - last.length)}${other}`];
}

/**
 * Latin words of at least three letters in two or more product titles, except function words and words that are
 * already option values or types: "Boxy Tee", "Graphic Tee" → "tee" (and "tees").
 */
function sharedTitleWords(products: readonly Product[], taken: ReadonlySet<string>): LexiconWord[] {
  const productsOf = new Map<string, Set<string>>();
  for (const product of products)
    for (const word of product.title.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      if (!productsOf.has(word)) productsOf.set(word, new Set());
      productsOf.get(word)!.add(product.productId);
    }
  const pairs: Array<[string, string]> = [];
  for (const [word, ids] of productsOf) {
    if (ids.size < 2 || ENGLISH_STOPWORDS.has(word) || taken.has(word)) continue;
    pairs.push([word, word], ...otherNumberOf(word).map((other): [string, string] => [other.toLowerCase(), word]));
  }
  return words(pairs);
}

/**
 * A tag as a pattern that finds it as a word: a Latin edge must not touch a letter or digit, so the tag "S" (a size,
 * as shops tag them) is not found in every "s" and "Gold" not in "Golden"; a Chinese tag is found anywhere.
 */
function wholeWordPattern(tag: string, otherLanguage: readonly string[] = []): RegExp {
  const latin = (char: string) => /[a-z0-9]/i.test(char);
  // "bikinis" asks for the tag BIKINI: a word tag is found in either number (not a size tag like "S" or "XL"), and
  // in the other language when it names a category ("比基尼").
  const names = [tag, ...(tag.length >= 3 ? otherNumberOf(tag) : []), ...otherLanguage].map(escapeRegExp).join('|');
  return new RegExp(`${latin(tag[0]!) ? '(?<![a-z0-9])' : ''}(?:${names})${latin(tag.at(-1)!) ? '(?![a-z0-9])' : ''}`, 'i');
}

/** Escapes text for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a lower-cased text contains a lexicon word: a Latin word only as a whole word ("shirt" is not in "tshirt"). */
export function containsWord(text: string, key: string): boolean {
  if (!/[a-z0-9]/i.test(key)) return text.includes(key);
  let from = 0;
  for (;;) {
    const at = text.indexOf(key, from);
    if (at < 0) return false;
    const before = text[at - 1] ?? ' ';
    const after = text[at + key.length] ?? ' ';
    const edge = (char: string, inner: string) => !/[a-z0-9]/i.test(inner) || !/[a-z0-9]/i.test(char);
    if (edge(before, key[0]!) && edge(after, key.at(-1)!)) return true;
    from = at + 1;
  }
}

/** Where a product is named: its id and the span of the text that names it. */
interface ProductMention {
  productId: string;
  start: number;
  end: number;
}

// Compiled once: the scan below tests every character of every message.
const SEPARATOR = /[\s_-]/;
const LATIN_LETTER = /[a-z]/;
const DIGIT = /[0-9]/;

function productMentions(text: string, lexicon: ProductLexicon): ProductMention[] {
  // Strip separators as normalizeName does, but remember where a word began ("the find x8" must match "findx8") and
  // where each character came from.
  const starts: boolean[] = [];
  const origin: number[] = [];
  let haystack = '';
  let gap = true;
  // Indexes count code points, as `[...text]` does for the callers that cut mentions out.
  let index = -1;
  for (const char of text) {
    index++;
    if (SEPARATOR.test(char)) {
      gap = true;
      continue;
    }
    for (const lower of char.toLowerCase()) {
      starts.push(gap);
      origin.push(index);
      haystack += lower;
      gap = false;
    }
  }
  const found: ProductMention[] = [];
  for (const entry of lexicon.entries) {
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(entry.key, from);
      if (at < 0) break;
      const before = haystack[at - 1] ?? '';
      const after = haystack[at + entry.key.length] ?? '';
      // "x9" must not match inside "x90" or "ax9", but may be followed by a separate number ("x9 16g", "x9 pro 16+512");
      // a longer alias has already consumed "x9pro".
      const end = at + entry.key.length;
      if ((starts[at] || !LATIN_LETTER.test(before)) && (!DIGIT.test(after) || starts[end])) {
        found.push({ productId: entry.productId, start: origin[at]!, end: origin[end - 1]! + 1 });
        haystack = haystack.slice(0, at) + '\u0000'.repeat(entry.key.length) + haystack.slice(at + entry.key.length);
      }
      from = at + entry.key.length;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The products a text names, in order of appearance, each once. */
export function findProducts(text: string, lexicon: ProductLexicon): string[] {
  return [...new Set(productMentions(text, lexicon).map((mention) => mention.productId))];
}

/** The text without the product names in it: what a search of help articles, which never name products, should see. */
export function withoutProducts(text: string, lexicon: ProductLexicon): string {
  const chars = [...text];
  for (const { start, end } of productMentions(text, lexicon).reverse()) chars.splice(start, end - start);
  return chars.join('').replace(/\s+/g, ' ').trim();
}
