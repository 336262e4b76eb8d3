import pluralize from 'pluralize';
import { kindPlural } from './kind-plural.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { shownWord } from './shown-word.js';
import { inRunningText } from './in-running-text.js';

const HAN = /\p{Script=Han}/u;
const MAX_KINDS = 4;

/** Each of the catalog's types in the answer's language (its Latin or Chinese name), else the title words it sells by. */
function kindsIn(lexicon: Pick<ProductLexicon, 'typeList' | 'types' | 'titleWords' | 'typeNames'>, lang: AnswerLanguage): string[] {
  // In the answer's script when the catalog or the words shoppers use for the type have it: the catalog's own
  // translation of a type ("Phones") before any synonym of it ("smartphones"), an English catalog's "Bracelet" as 手镯.
  const inScript = (word: string) => (lang === 'en' ? !HAN.test(word) : HAN.test(word));
  const nameOf = (type: string) =>
    (inScript(type) ? type : undefined) ??
    lexicon.typeNames?.get(type)?.find(inScript) ??
    shownWord(lexicon.types.find((word) => word.value === type && inScript(word.key)));
  // A category path ("Apparel > Clothing > Shirts") is said by its last part.
  const lastPart = (type: string) => type.split('>').at(-1)!.trim();
  // Types that are one kind ("Swimwear > Onepieces" and "One-Pieces" of one export) are said once, by the first name
  // in the answer's script any of them has; a Chinese answer says an untranslated type as the catalog writes it.
  const kinds = [...byKind(lexicon.typeList, lastPart).values()].flatMap((types) => {
    const name = types.map(nameOf).find((found) => !!found) ?? (lang === 'en' ? undefined : types[0]);
    return name ? [lastPart(name)] : [];
  });
  if (kinds.length) return kinds.slice(0, MAX_KINDS);
  return [...new Set((lexicon.titleWords ?? []).map((word) => word.value))].slice(0, MAX_KINDS);
}

/** Types by the kind they are, in first-appearance order: "Onepieces" and "One-Pieces", "Dress" and "Dresses" are one. */
function byKind(types: readonly string[], kindOf: (type: string) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const type of types) {
    const key = pluralize.singular(
      kindOf(type)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ''),
    );
    groups.set(key, [...(groups.get(key) ?? []), type]);
  }
  return groups;
}

/** "bracelets, earrings and necklaces": kinds said in running English text, in the plural. */
function inEnglish(kinds: readonly string[]): string {
  return inRunningText(kinds.map(kindPlural));
}

/**
 * "你们卖什么", "what do you sell?": the shop's own line about what it sells when it is in the answer's language, else
 * the catalog's kinds of products, with those kinds as quick replies that search them.
 */
export function whatWeSell(
  index: number,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'typeList' | 'types' | 'titleWords' | 'typeNames' | 'shop'>,
): BranchAnswer {
  const en = lang === 'en';
  const kinds = kindsIn(lexicon, lang);
  const lines = [lexicon.shop?.sellsIn?.[lang], lexicon.shop?.sells, ...Object.values(lexicon.shop?.sellsIn ?? {})];
  const ownLine = lines.find((line) => line && HAN.test(line) === !en);
  const line = ownLine ?? (en ? inEnglish(kinds) : kinds.join('、'));
  if (!line) return { index, text: en ? 'Ask me about any product you have in mind.' : '想了解哪款商品，直接告诉我就好。', parts: [], resolved: true };
  return {
    index,
    text: en ? `We sell ${line}. What are you looking for?` : `我们主要销售${line}。您想看看哪一类？`,
    parts: kinds.length ? [{ type: 'quick_replies', replies: kinds.map((kind) => ({ text: kind })) }] : [],
    resolved: true,
  };
}
