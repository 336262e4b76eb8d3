import { extractEntities, type ProductLexicon } from '../../adapters/rules/index.js';
import { RETAIL_WORDS, groupOf } from '../../adapters/rules/retail-words.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { whatWeSell } from './what-we-sell.js';

// "gopro防水吗", "kindle多少钱": a Latin word as the subject of a Chinese question about a product's property, price or
// stock. Chinese names a product in Latin letters (a maker's or model's name); the help articles never answer it.
const SUBJECT_ASKED =
  /^\s*([a-z][a-z0-9+-]{2,}(?: [a-z0-9+-]+)?)\s*(?:的)?(?:防水|防摔|防尘|多少钱|价格|什么价|有货|有没有货|还有吗|有吗|卖吗|有卖|怎么样|好用|好不好|耐用|续航|多重|重吗|尺寸|多大|颜色|材质|是什么材质)/i;

/**
 * The Latin word a Chinese product question names when the shop knows nothing by it: no product, kind, option value or
 * built-in retail word. Undefined otherwise, and for English (a sentence is full of Latin words).
 */
export function unknownProductWord(text: string, lexicon: ProductLexicon): string | undefined {
  const word = SUBJECT_ASKED.exec(text)?.[1]?.trim();
  if (!word) return undefined;
  const lower = word.toLowerCase();
  const entities = extractEntities(lower, lexicon);
  if (entities.productIds?.length || entities.candidates?.length || entities.type || entities.options?.length) return undefined;
  const known = [...lexicon.names.values()].some((name) =>
    name
      .toLowerCase()
      .split(/[^a-z0-9+]+/)
      .includes(lower),
  );
  const retail = [...RETAIL_WORDS.categories, ...RETAIL_WORDS.materials, ...RETAIL_WORDS.qualities];
  if (known || lexicon.spellings[lower] || groupOf(retail, lower)) return undefined;
  return word;
}

/** "gopro防水吗" where the shop sells nothing by that name: says so, with what the shop does sell. */
export function unknownProductAnswer(word: string, index: number, lang: AnswerLanguage, lexicon: ProductLexicon): BranchAnswer {
  const sells = whatWeSell(index, lang, lexicon);
  const text = lang === 'en' ? `I couldn't find “${word}” in this shop. ${sells.text}` : `没有找到“${word}”相关的商品。${sells.text}`;
  return { ...sells, text, resolved: true };
}
