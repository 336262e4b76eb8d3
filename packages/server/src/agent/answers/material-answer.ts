import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

/** "What is it made of?", "材质是什么", "is it real silver?": a question about what a product is made of. */
export const ASKS_MATERIAL =
  /材质|面料|材料|成分|什么(?:做|制成|料)的|纯银|纯金|真皮|纯棉|是(?:不是)?(?:金|银|真皮|纯棉|真丝)的|\b(?:made (?:of|from|with)|materials?|fabrics?|(?:real|genuine|solid|pure) (?:silver|gold|leather|wool|cotton|silk|wood)|(?:is|are) (?:(?:it|they|this|that|these|those)(?: ones?)?|the \w+(?: one)?) (?:made of |in )?(?:silver|gold|leather|wool|cotton|silk|wood|linen|steel|brass|titanium))\b/i;

// Materials by their common names, for shops whose catalog has no material attribute but says it in the description.
const MATERIAL_WORDS =
  /棉|麻|羊毛|羊绒|真丝|蚕丝|涤纶|锦纶|尼龙|氨纶|皮革|真皮|纯银|银|黄金|金|铂|钛|不锈钢|铜|陶瓷|玻璃|塑料|铝|木|\b(?:cotton|linen|wool|merino|cashmere|alpaca|silk|polyester|nylon|spandex|elastane|lycra|viscose|rayon|modal|lyocell|tencel|bamboo|hemp|fleece|down|leather|suede|denim|canvas|sterling|silver|gold|platinum|titanium|stainless|steel|brass|copper|bronze|ceramic|porcelain|glass|plastic|aluminium|aluminum|wood(?:en)?|oak|walnut|bamboo|rubber|silicone|pearl|diamond|crystal|gemstone|vermeil|plated|filled)\b/i;

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
  return en ? `${product.title}: ${said.join(' ')}` : `${product.title}：${said.join(' ')}`;
}
