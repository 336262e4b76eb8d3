import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { askedAttributes } from './asked-attributes.js';
import { ASKS_MATERIAL, materialAnswer, sentencesOf } from './material-answer.js';
import { moneyText } from './money-text.js';
import { listingQuote } from './listing-quote.js';
import { lowestPrice } from '../../shop/product-price.js';
import { featureAnswer, qualityAnswer, unsaidFeature, unsaidQuality, unsaidText } from './quality-answer.js';
import type { Unsaid } from './unsaid.js';
import { featureAsked, featureHad } from '../../adapters/rules/feature-question.js';
import { qualityQuestion } from '../../adapters/rules/quality-question.js';
import { featureIs } from '../../adapters/rules/feature-is-question.js';
import { boxAsked } from '../../adapters/rules/box-question.js';
import { boxAnswer } from './box-answer.js';
import { measureAsked } from '../../adapters/rules/measure-question.js';
import { measureAnswer } from './measure-answer.js';
import { asksBuildQuality } from '../../adapters/rules/build-quality-question.js';
import { buildQualityAnswer } from './build-quality-answer.js';

/** A spec answer, and what the listing left unsaid when that is all it says (several such are answered together). */
export interface SpecAnswer {
  text: string;
  unsaid?: Unsaid;
}

/**
 * The answer to a spec question: the attributes it asks about (by the shop's cues or by naming the attribute), and
 * the option groups it names, or every attribute when it names none. The product is already in the answer's language.
 */
export function specAnswer(product: ProductView, question: string, lang: AnswerLanguage, lexicon: Pick<ProductLexicon, 'attributeCues'>): string {
  return specAnswerOf(product, question, lang, lexicon).text;
}

/** {@link specAnswer}, saying when the listing leaves the question unanswered. */
export function specAnswerOf(product: ProductView, question: string, lang: AnswerLanguage, lexicon: Pick<ProductLexicon, 'attributeCues'>): SpecAnswer {
  const en = lang === 'en';
  // "包装里有充电器吗" names the charging attribute's word, but asks what is in the box.
  // "does it come with pads?" asks whether it is padded, not what is in the box.
  const box = qualityQuestion(question.toLowerCase())?.has ? undefined : boxAsked(question);
  if (box !== undefined) return boxAnswer(product, box, lang);
  const lower = question.toLowerCase();
  const names = Object.keys(product.attributes);
  const asked = askedAttributes(names, question, lexicon);
  // A group named, or one the shop's cues tie to the question ("流畅吗" to the group that bears on how fast it runs).
  const cued = lexicon.attributeCues.filter((cue) => cue.pattern.test(question)).flatMap((cue) => cue.names);
  const groups = product.options.filter((group) => (lower.includes(group.name.toLowerCase()) || cued.includes(group.name)) && group.values.length);
  // "is it silver?", "它是纯银的吗": yes or no from the listing, unless an attribute or option asked about answers it.
  const quality = !asked.length && !groups.length ? qualityQuestion(lower) : undefined;
  if (quality && !lexicon.attributeCues.some((cue) => cue.pattern.test(question))) {
    const text = qualityAnswer(product, quality, lang);
    const unsaid = unsaidQuality(quality, lang);
    return text === unsaidText(product.title, unsaid, lang) ? { text, unsaid } : { text };
  }
  // "支持5G吗": yes or no from the listing, rather than every spec.
  const feature = !asked.length && !groups.length ? featureAsked(question) : undefined;
  if (feature) {
    const text = featureAnswer(product, feature, lang);
    const unsaid = unsaidFeature(feature, lang);
    return text === unsaidText(product.title, unsaid, lang) ? { text, unsaid } : { text };
  }
  // "X9有NFC吗", "can the Pad 3 take a SIM card?": what it has or can do, yes or no from the listing in those words;
  // "is it chlorine resistant?", "这件抗氯吗", "X9是5G的吗": what it is, any words, the same way.
  // A word the shop's cues tie to a spec ("waterproof") is that spec's, said unlisted below when the product lacks it.
  const cuedSpec = lexicon.attributeCues.some((cue) => cue.pattern.test(question));
  const had = !asked.length && !groups.length ? (featureHad(question) ?? (cuedSpec ? undefined : featureIs(question))) : undefined;
  if (had) {
    const text = featureAnswer(product, had.feature, lang, had);
    const unsaid = unsaidFeature(had.feature, lang, had);
    return text === unsaidText(product.title, unsaid, lang) ? { text, unsaid } : { text };
  }
  // "how long is it?", "这条项链多长": its measure attribute or the description's sentence holding one, not every spec.
  const measure = !asked.length && !groups.length ? measureAsked(question) : undefined;
  if (measure) return measureAnswer(product, measure, lang);
  // Asked what it is made of, and no attribute says: the description does, or the answer says the shop does not.
  if (!asked.length && !groups.length && ASKS_MATERIAL.test(question)) return { text: materialAnswer(product, lang) };
  // "质量怎么样", "how is the quality?": what the listing says it is made of, not every spec.
  if (!asked.length && !groups.length && asksBuildQuality(question)) return { text: buildQualityAnswer(product, lang) };
  // Asked about a spec the shop's cues know ("waterproof?") that this product does not list: say so, not every spec.
  const unlisted = !asked.length && !groups.length ? lexicon.attributeCues.find((cue) => cue.pattern.test(question)) : undefined;
  if (unlisted) {
    const name = unlisted.names.find((candidate) => (en ? /[a-z]/i.test(candidate) : /\p{Script=Han}/u.test(candidate))) ?? unlisted.names[0]!;
    const spec = en ? name.toLowerCase() : name;
    return { text: en ? `The shop does not list ${spec} for the ${product.title}.` : `${product.title} 暂未标注${name}信息。`, unsaid: { spec } };
  }
  // A catalog's value may end its own sentence ("100% Cotton."): the answer adds the full stop.
  const line = (name: string, raw: string) => {
    const value = raw.replace(/[.。\s]+$/, '');
    return en ? `${name}: ${value}` : `${name}：${value}`;
  };
  const lines = [
    ...(asked.length || groups.length ? groups : product.options.filter((group) => group.values.length)).map((group) =>
      line(group.name, group.values.join(' / ')),
    ),
    ...(asked.length ? asked : groups.length ? [] : names).map((name) => line(name, product.attributes[name]!)),
  ];
  if (!lines.length) return { text: withoutSpecs(product, lang) };
  if (asked.length || groups.length) return { text: en ? `${product.title} — ${lines.join('; ')}.` : `${product.title} 的${lines.join('；')}。` };
  return { text: en ? `${product.title} specs: ${lines.join('; ')}.` : `${product.title} 主要参数：${lines.join('；')}。` };
}

/**
 * "tell me about the comet earrings" of a product listing no options or attributes (most jewellery exports): what its
 * description says and its price, rather than only that the shop lists no specs.
 */
function withoutSpecs(product: ProductView, lang: AnswerLanguage): string {
  const en = lang === 'en';
  const price = moneyText(lowestPrice(product), lang);
  const about: string[] = [];
  for (const sentence of sentencesOf(product.description ?? '')) {
    if (about.length && about.join(' ').length + sentence.length > 240) break;
    about.push(sentence);
  }
  if (!about.length) return en ? `The shop lists no specs for ${product.title}; it is ${price}.` : `${product.title} 暂无参数信息，售价 ${price}。`;
  // In Chinese the description is quoted as the listing's words (often English), not said as Kefu's own.
  return en ? `${product.title}, ${price}: ${about.join(' ')}` : `${product.title}，${price}。商品说明：${listingQuote(about, lang)}`;
}
