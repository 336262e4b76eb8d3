import type { Locale } from '@kefu/protocol';
import type { Product } from '../../ports/commerce-backend.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';

/** A basic colour: the character Chinese colour names end in (雾凇白) and the word English ones contain (Frost White). */
export interface BasicColor {
  zh: string;
  en: string;
  /** The English word, and its other spellings. */
  pattern: RegExp;
  /** A shade's basic colour ("藏青" / navy is a blue): one word read as the shade is not read as that colour too. */
  shadeOf?: string;
}

// Colour words are the languages' own, not one shop's: any catalog's "Frost White" or "雾凇白" is a white.
/** The basic colours shoppers ask for ("白色", "white") when they do not name the catalog's colour. */
export const BASIC_COLORS: readonly BasicColor[] = [
  // Shades first, so "navy" is read as navy before it is read as a blue. Shoppers writing Chinese to a shop whose
  // catalog is in English ask for 藏青 (navy) or 酒红 (burgundy) by the shade's own name. Left out: characters
  // other words hold (米 in 厘米, 黄 in 黄金, 咖啡 in 咖啡机).
  { zh: '藏青', en: 'navy', pattern: /\bnavy\b/i, shadeOf: '蓝' },
  { zh: '酒红', en: 'burgundy', pattern: /\b(?:burgundy|wine|maroon|bordeaux)\b/i, shadeOf: '红' },
  { zh: '橄榄', en: 'olive', pattern: /\bolive\b/i, shadeOf: '绿' },
  { zh: '玫瑰金', en: 'rose gold', pattern: /\brose[- ]gold\b/i, shadeOf: '金' },
  { zh: '卡其', en: 'khaki', pattern: /\bkhaki\b/i },
  { zh: '驼', en: 'camel', pattern: /\bcamel\b/i },
  { zh: '棕', en: 'brown', pattern: /\b(?:brown|chocolate)\b/i },
  { zh: '橙', en: 'orange', pattern: /\borange\b/i },
  { zh: '黑', en: 'black', pattern: /\bblack\b/i },
  { zh: '白', en: 'white', pattern: /\bwhite\b/i },
  { zh: '蓝', en: 'blue', pattern: /\b(?:blue|navy)\b/i },
  { zh: '紫', en: 'purple', pattern: /\b(?:purple|violet)\b/i },
  { zh: '灰', en: 'grey', pattern: /\bgr[ae]y\b/i },
  { zh: '金', en: 'gold', pattern: /\bgold(?:en)?\b/i },
  { zh: '银', en: 'silver', pattern: /\bsilver\b/i },
  { zh: '绿', en: 'green', pattern: /\bgreen\b/i },
  { zh: '粉', en: 'pink', pattern: /\bpink\b/i },
  { zh: '红', en: 'red', pattern: /\bred\b/i },
];

// Each colour's English word as the whole text, compiled once: asked for every option value of every variant a search scans.
const WHOLE_WORD = new Map(BASIC_COLORS.map((basic) => [basic, new RegExp(`^${basic.pattern.source}$`, 'i')]));
const isBasic = (word: string) => (basic: BasicColor) => basic.zh === word || WHOLE_WORD.get(basic)!.test(word);

// Only a bare colour word ("白", "白色", "white") is a basic colour: "stellar black" names one colour, not every black.
/** The basic colour a word names ("white", "白色"), if it is one. */
export const basicColorOf = (wanted: string) => BASIC_COLORS.find(isBasic(wanted.replace(/色$/, '')));

/** Every name of one of a product's option values: the shop's own and its translations. */
export function optionValueNames(product: Pick<Product, 'i18n'>, value: string): string[] {
  return [value, ...Object.values(product.i18n ?? {}).flatMap((text) => (text?.optionValues?.[value] ? [text.optionValues[value]] : []))];
}

const LATIN = /[a-z0-9]/i;
/** Whether `part` is in `text` and, where it starts or ends with a Latin letter or digit, not inside a longer word. */
function containsAsWords(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    const before = text[at - 1];
    const after = text[at + part.length];
    const openEdge = !LATIN.test(part[0]!) || before === undefined || !LATIN.test(before);
    const closeEdge = !LATIN.test(part.at(-1)!) || after === undefined || !LATIN.test(after);
    if (openEdge && closeEdge) return true;
  }
  return false;
}

/**
 * Whether an option value, by all its names ({@link optionValueNames}), is the one asked for, in either language:
 * the value or part of one ("雾凇白", "frost white", "12gb"), or a basic colour ("白", "white") that a name contains.
 */
export function valueMatches(names: readonly string[], wanted: string): boolean {
  const asked = wanted.trim().toLowerCase();
  if (!asked) return false;
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  if (names.some((name) => squash(name) === squash(asked))) return true;
  // Part of a name as whole words: "XL" is not part of "XXL", nor "M" of "Mint".
  if (asked.length >= 2 && names.some((name) => containsAsWords(name.toLowerCase(), asked))) return true;
  const basic = basicColorOf(asked);
  return !!basic && names.some((name) => name.includes(basic.zh) || basic.pattern.test(name));
}

/** Whether one of a product's option values is the one asked for, by any of its names. */
export function optionValueMatches(product: Pick<Product, 'i18n'>, value: string, wanted: string): boolean {
  return valueMatches(optionValueNames(product, value), wanted);
}

/**
 * "金色耳环" on a shop whose earrings come in one version, tagged or titled Gold: a basic colour asked for is in the
 * product's tags, or in its colour attribute or title when none of its options is a colour (a "Golden Hour Dress" in
 * red is not gold).
 */
export function colourNamedBy(product: Pick<Product, 'title' | 'tags' | 'options'> & Partial<Pick<Product, 'attributes'>>, wanted: string): boolean {
  const basic = basicColorOf(wanted.trim().toLowerCase());
  if (!basic) return false;
  const names = (text: string) => text.includes(basic.zh) || basic.pattern.test(text);
  if (product.tags.some(names)) return true;
  const colourOptions = product.options.some((group) =>
    group.values.some((value) => BASIC_COLORS.some((other) => value.includes(other.zh) || other.pattern.test(value))),
  );
  if (colourOptions) return false;
  // A colour the catalog lists as an attribute ("Color: white; multicolor", Shopify's color-pattern metafield).
  const colourAttributes = Object.entries(product.attributes ?? {}).filter(([name]) => optionGroupKind(name) === 'colour');
  return colourAttributes.some(([, value]) => names(value)) || names(product.title);
}

/** An option value the shopper asked for, worded in `locale` when it is a basic colour ("白" → "white", "white" → "白色"). */
export function colorWord(wanted: string, locale: Locale): string {
  const asked = wanted.trim().toLowerCase().replace(/色$/, '');
  const basic = BASIC_COLORS.find(isBasic(asked));
  if (!basic) return wanted;
  return locale === 'en' ? basic.en : `${basic.zh}色`;
}
