import pluralize from 'pluralize';
import type { Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { AnswerLanguage } from './answer-language.js';
import { shownWord } from './shown-word.js';
import { kindPlural } from './kind-plural.js';

const HAN = /\p{Script=Han}/u;

/**
 * The kind a search asked for, as the shopper's language says it: "tees" for the title word tee; a type by the last
 * part of its path in English ("polos"), by a Chinese word of it in Chinese ("T恤" for T-Shirts); undefined when the
 * search named no kind (or only in the other language).
 */
export function kindWord(intent: Intent, lexicon: Pick<ProductLexicon, 'types'>, lang: AnswerLanguage): string | undefined {
  const { named, type } = intent.entities;
  const en = lang === 'en';
  if (named) return en ? pluralize.plural(named) : named;
  if (!type) return undefined;
  // A category path ("Apparel > Clothing > Polos") is said by its last part.
  const last = type.split('>').at(-1)!.trim();
  if (en) return HAN.test(last) ? undefined : kindPlural(last);
  return shownWord(lexicon.types.find((candidate) => candidate.value === type && HAN.test(candidate.key))) ?? last;
}

/** "No boxy tees; we have these tees: …": no product of the kind carries the words, the kind's products instead. */
export function noneDescribed(words: readonly string[], kind: string | undefined, names: readonly string[], lang: AnswerLanguage): string {
  const described = words.join(' ');
  if (lang === 'en')
    return kind ? `No ${described} ${kind}; we have these ${kind}: ${names.join(', ')}.` : `Nothing ${described}; we have these: ${names.join(', ')}.`;
  return kind ? `没有找到“${described}”的${kind}，现有这些${kind}：${names.join('、')}。` : `没有找到“${described}”的商品，现有这些：${names.join('、')}。`;
}
