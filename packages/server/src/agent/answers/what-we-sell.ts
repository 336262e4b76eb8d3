import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';

const HAN = /\p{Script=Han}/u;
const MAX_KINDS = 4;

/** Each of the catalog's types in the answer's language (its Latin or Chinese name), else the title words it sells by. */
function kindsIn(lexicon: Pick<ProductLexicon, 'typeList' | 'types' | 'titleWords'>, lang: AnswerLanguage): string[] {
  const fits = (word: string) => (lang === 'en' ? !HAN.test(word) : true);
  const named = lexicon.typeList.map((type) => (fits(type) ? type : lexicon.types.find((word) => word.value === type && fits(word.key))?.key));
  // A category path ("Apparel > Clothing > Shirts") is said by its last part.
  const kinds = named.filter((kind): kind is string => !!kind).map((kind) => kind.split('>').at(-1)!.trim());
  if (kinds.length) return [...new Set(kinds)].slice(0, MAX_KINDS);
  return [...new Set((lexicon.titleWords ?? []).map((word) => word.value))].slice(0, MAX_KINDS);
}

/**
 * "你们卖什么", "what do you sell?": the shop's own line about what it sells when it is in the answer's language, else
 * the catalog's kinds of products, with those kinds as quick replies that search them.
 */
export function whatWeSell(index: number, lang: AnswerLanguage, lexicon: Pick<ProductLexicon, 'typeList' | 'types' | 'titleWords' | 'shop'>): BranchAnswer {
  const en = lang === 'en';
  const kinds = kindsIn(lexicon, lang);
  const sells = lexicon.shop?.sells;
  const ownLine = sells && HAN.test(sells) === !en ? sells : undefined;
  const line = ownLine ?? kinds.join(en ? ', ' : '、');
  if (!line) return { index, text: en ? 'Ask me about any product you have in mind.' : '想了解哪款商品，直接告诉我就好。', parts: [], resolved: true };
  return {
    index,
    text: en ? `We sell ${line}. What are you looking for?` : `我们主要销售${line}。您想看看哪一类？`,
    parts: kinds.length ? [{ type: 'quick_replies', replies: kinds.map((kind) => ({ text: kind })) }] : [],
    resolved: true,
  };
}
