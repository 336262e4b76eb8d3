import { RETAIL_WORDS } from '../../adapters/rules/retail-words.js';
import { escapeRegExp } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { listingQuote } from './listing-quote.js';

/** "What is it made of?", "材质是什么", "is it real silver?": a question about what a product is made of. */
export const ASKS_MATERIAL =
  /材质|面料|材料|成分|什么(?:做|制成|料)的|纯银|纯金|真皮|纯棉|是(?:不是)?(?:金|银|真皮|纯棉|真丝)的|\b(?:made (?:of|from|with)|materials?|fabrics?|(?:real|genuine|solid|pure) (?:silver|gold|leather|wool|cotton|silk|wood)|(?:is|are) (?:(?:it|they|this|that|these|those)(?: ones?)?|the \w+(?: one)?) (?:made of |in )?(?:silver|gold|leather|wool|cotton|silk|wood|linen|steel|brass|titanium))\b/i;

// What a description names a material by: the built-in material words (retail-words.json), the same the yes/no
// material questions ask by, a Latin word whole ("gold" is not in "golden"), a Chinese word anywhere.
const MATERIAL_WORDS = (() => {
  const words = RETAIL_WORDS.materials.flat();
  const latin = words.filter((word) => /^[a-z0-9]/.test(word)).sort((a, b) => b.length - a.length);
  const han = words.filter((word) => !/^[a-z0-9]/.test(word)).sort((a, b) => b.length - a.length);
  return new RegExp(`${han.map(escapeRegExp).join('|')}|\\b(?:${latin.map(escapeRegExp).join('|')})\\b`, 'i');
})();

/** What catalogs call the material of a product, as an option group or an attribute. */
const MATERIAL_NAME = /材质|面料|材料|成分|\b(?:materials?|fabrics?|metals?|composition)\b/i;

/** The sentences of a description, as a shopper would read them. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？；;])\s*|\n+/)
    .map((sentence) => sentence.replace(/^[\s•·*-]+/, '').trim())
    .filter(Boolean);

/**
 * What a product is made of, in the shop's own words: its material option or attribute, else the sentences of its
 * description that name a material (at most two), else that the shop does not say. Used when the question names no
 * attribute or option of the catalog.
 */
export function materialAnswer(product: ProductView, lang: AnswerLanguage): string {
  const en = lang === 'en';
  // A catalog that sells it in several materials says so as an option ("Material: Satin / Silk"), or as an attribute.
  const group = product.options.find((option) => MATERIAL_NAME.test(option.name) && option.values.length);
  if (group)
    return en
      ? `The ${product.title} comes in ${group.values.join(' / ')} (${group.name}).`
      : `${product.title} 的${group.name}：${group.values.join(' / ')}。`;
  const attribute = Object.keys(product.attributes).find((name) => MATERIAL_NAME.test(name));
  if (attribute) {
    // The catalog's value may end its own sentence ("100% Cotton.").
    const value = product.attributes[attribute]!.replace(/[.。\s]+$/, '');
    return en ? `${product.title} — ${attribute}: ${value}.` : `${product.title} 的${attribute}：${value}。`;
  }
  const said = sentencesOf(product.description ?? '')
    .filter((sentence) => MATERIAL_WORDS.test(sentence))
    .slice(0, 2);
  if (!said.length) return en ? `The shop does not say what the ${product.title} is made of.` : `店铺没有标注 ${product.title} 的材质。`;
  return describedAs(product, said, lang);
}

/**
 * Sentences of a product's description as an answer gives them: "Linen Shirt: Woven from…" in English; in Chinese quoted
 * as the listing's words ("Linen Shirt 的商品说明：“Woven from…”"), as an English listing's sentences are not Kefu's own.
 */
export function describedAs(product: ProductView, sentences: readonly string[], lang: AnswerLanguage): string {
  return lang === 'en' ? `${product.title}: ${sentences.join(' ')}` : `${product.title} 的商品说明：${listingQuote(sentences, lang)}`;
}
