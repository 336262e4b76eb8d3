import type { Locale } from '@kefu/protocol';
import type { Product } from '../../ports/commerce-backend.js';

/** A basic colour: the character Chinese colour names end in (雾凇白) and the word English ones contain (Frost White). */
export interface BasicColor {
  zh: string;
  en: string;
  /** The English word, and its other spellings. */
  pattern: RegExp;
}

/** The basic colours shoppers ask for ("白色", "white") when they do not name the catalog's colour. */
export const BASIC_COLORS: readonly BasicColor[] = [
  { zh: '黑', en: 'black', pattern: /\bblack\b/i },
  { zh: '白', en: 'white', pattern: /\bwhite\b/i },
  { zh: '蓝', en: 'blue', pattern: /\bblue\b/i },
  { zh: '紫', en: 'purple', pattern: /\b(?:purple|violet)\b/i },
  { zh: '灰', en: 'grey', pattern: /\bgr[ae]y\b/i },
  { zh: '金', en: 'gold', pattern: /\bgold(?:en)?\b/i },
  { zh: '绿', en: 'green', pattern: /\bgreen\b/i },
  { zh: '粉', en: 'pink', pattern: /\bpink\b/i },
];

const basicColorOf = (wanted: string) => BASIC_COLORS.find((basic) => basic.zh === wanted || basic.pattern.test(wanted));

/** Every name of one of a product's colours: the shop's own and its translations. */
export function colorNames(product: Pick<Product, 'i18n'>, name: string): string[] {
  return [name, ...Object.values(product.i18n ?? {}).flatMap((text) => (text?.colors?.[name] ? [text.colors[name]] : []))];
}

/**
 * Whether a colour, by all its names ({@link colorNames}), is the one asked for, in either language: a name or
 * part of one ("雾凇白", "frost white"), or a basic colour ("白", "white") that a name contains.
 */
export function colorMatches(names: readonly string[], wanted: string): boolean {
  const asked = wanted.trim().toLowerCase();
  if (!asked) return false;
  if (names.some((name) => name.toLowerCase().includes(asked))) return true;
  const basic = basicColorOf(asked);
  return !!basic && names.some((name) => name.includes(basic.zh) || basic.pattern.test(name));
}

/** A colour the shopper asked for, worded in `locale` when it is a basic one ("白" → "white", "white" → "白色"). */
export function colorWord(wanted: string, locale: Locale): string {
  const asked = wanted.trim().toLowerCase().replace(/色$/, '');
  const basic = BASIC_COLORS.find((candidate) => candidate.zh === asked || new RegExp(`^${candidate.pattern.source}$`, 'i').test(asked));
  if (!basic) return wanted;
  return locale === 'en' ? basic.en : `${basic.zh}色`;
}
