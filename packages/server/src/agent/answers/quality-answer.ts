import type { QualityQuestion } from '../../adapters/rules/quality-question.js';
import { RETAIL_WORDS } from '../../adapters/rules/retail-words.js';
import { featureWords, isAccessory, isKnownFeature } from '../../adapters/rules/feature-words.js';
import type { FeatureHad } from '../../adapters/rules/feature-question.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { describedAs, materialAnswer, sentencesOf } from './material-answer.js';
import type { Unsaid } from './unsaid.js';
import { metalPartsAnswer, smallPartOnly, sterlingUnsaid } from './metal-parts.js';
import { isPluralTitle } from './title-number.js';

// Stones set in a piece, which make no blend of its metal (the groups of retail-words.json, by their first word).
const STONES: ReadonlySet<string> = new Set(['pearl', 'diamond', 'crystal', 'gemstone']);

// "gold-plated", "gold-filled", "镀金": the metal is a layer, so "is it real gold?" is not a plain yes.
const PLATED = /plated|filled|vermeil|镀/i;

/**
 * Whether a text holds one of the words, as the catalog may write it: a Latin word whole ("gold" is not in "golden"),
 * a Chinese word of two or more characters anywhere (one character, "金", is inside too many other words: 金属).
 */
export function mentions(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) =>
    /^[a-z0-9]/.test(word)
      ? new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`, 'i').test(lower)
      : [...word].length >= 2 && lower.includes(word),
  );
}

/** Where the listing says it: the words of the answer after "Yes —", in the shop's own words, and whether an option (one choice of several). */
function evidenceOf(product: ProductView, words: readonly string[], en: boolean): { text: string; option: boolean } | undefined {
  const said = saidWhere(product, words, en);
  return said === undefined ? undefined : { text: said, option: product.options.some((group) => group.values.some((value) => mentions(value, words))) };
}

function saidWhere(product: ProductView, words: readonly string[], en: boolean): string | undefined {
  for (const group of product.options) {
    const values = group.values.filter((value) => mentions(value, words));
    if (values.length)
      return en
        ? `${product.title} in ${values.join(' / ')} (${group.name}: ${group.values.join(' / ')}).`
        : `${product.title} 有 ${values.join(' / ')}（${group.name}：${group.values.join(' / ')}）。`;
  }
  for (const [name, raw] of Object.entries(product.attributes)) {
    const value = raw.replace(/[.。\s]+$/, '');
    if (mentions(value, words)) return en ? `${product.title}, ${name}: ${value}.` : `${product.title} 的${name}：${value}。`;
  }
  const said = sentencesOf(product.description ?? '')
    .filter((sentence) => mentions(sentence, words))
    .slice(0, 2);
  if (said.length) return describedAs(product, said, en ? 'en' : 'zh');
  // Its selling points ("Stylus support", "手写笔支持") say it as well as a sentence does; quoted as a selling point, as
  // "Pad 3 Pro: Stylus support." read like a spec sheet.
  const highlight = product.highlights.find((candidate) => mentions(candidate, words));
  if (highlight) return en ? `the ${product.title} lists “${highlight}” among its selling points.` : `${product.title} 的卖点写明「${highlight}」。`;
  if (mentions(product.title, words)) return en ? `as its name says: ${product.title}.` : `商品名称即注明：${product.title}。`;
  const tag = product.tags.find((candidate) => mentions(candidate, words));
  // "the Fern Stud Earrings are tagged": the verb agrees with a plural title.
  if (tag) return en ? `the ${product.title} ${isPluralTitle(product.title) ? 'are' : 'is'} tagged “${tag}”.` : `${product.title} 带有「${tag}」标签。`;
  return undefined;
}

// How a listing says a product is not something: "unlined", "non-adjustable", "not reversible", "无内衬", "不可调节".
const negations = (word: string) =>
  /^[a-z0-9]/.test(word) ? [`un${word}`, `non-${word}`, `non${word}`, `not ${word}`] : [`无${word}`, `没有${word}`, `不${word}`, `非${word}`];

/** The sentences of the description that say the product is not it ("unlined."), if any. */
function deniedWhere(product: ProductView, words: readonly string[], en: boolean): string | undefined {
  const negated = words.flatMap(negations);
  const said = sentencesOf(product.description ?? '')
    .filter((sentence) => mentions(sentence, negated))
    .slice(0, 2);
  return said.length ? describedAs(product, said, en ? 'en' : 'zh') : undefined;
}

/**
 * The answer to "is it silver?" / "它是纯银的吗" / "is it waterproof?" about one product, from its listing only: yes with
 * where the listing says so (an option, an attribute, its description, its name or a tag), no where its description
 * denies it ("unlined"); for a material the listing
 * does not name, no with what it says the product is made of; otherwise that the listing does not say.
 */
export function qualityAnswer(product: ProductView, question: QualityQuestion, lang: AnswerLanguage): string {
  const en = lang === 'en';
  // "无内衬" holds 内衬: what the listing denies is looked for first.
  const denied = deniedWhere(product, question.words, en);
  if (denied) return en ? `No — ${denied}` : `不是，${denied}`;
  const found = evidenceOf(product, question.words, en);
  // "is it organic cotton?" of a cotton hoodie the listing does not call organic: cotton, not said to be organic.
  if (found && question.also && !mentions(found.text, question.also)) {
    const also = question.also.find((word) => /^[a-z]/.test(word) === en) ?? question.also[0]!;
    return en ? `The listing does not say the ${product.title} is ${also}: ${found.text}` : `商品信息没有写明 ${product.title} 是否${also}：${found.text}`;
  }
  // "14k gold-filled hooks, 925 silver pendant": which part is of the metal asked; "silver" alone is not sterling.
  const byPart = found && !found.option ? metalPartsAnswer(product, question, lang, mentions) : undefined;
  if (byPart) return byPart;
  if (found) {
    const evidence = found.text;
    if (question.pure && question.material && PLATED.test(evidence))
      return en ? `Not solid ${question.asked} — ${evidence}` : `不是${question.asked}，是镀层：${evidence}`;
    // "is it pure cotton?" of "cotton and linen": a blend is not pure (an option is one choice, not a blend). What it
    // is made of is what the listing says, not its name ("Gold Moth Studs: Sterling silver…"), and a stone set in it
    // (a diamond) is no blend.
    const said = evidence.split(product.title).join(' ');
    const basis = mentions(said, question.words) ? said : evidence;
    const others = found.option ? [] : RETAIL_WORDS.materials.filter((group) => group !== question.words && !STONES.has(group[0]!) && mentions(basis, group));
    if (question.pure && question.material && others.length) return en ? `Not pure ${question.asked} — ${evidence}` : `不是${question.asked}：${evidence}`;
    const unsaidGrade = found.option
      ? undefined
      : (smallPartOnly(product, question, lang, mentions) ?? sterlingUnsaid(product, question, lang, mentions, evidence));
    if (unsaidGrade) return unsaidGrade;
    return en ? `Yes — ${evidence}` : `是的，${evidence}`;
  }
  if (question.material) {
    const made = materialAnswer(product, lang);
    const said = !/^The shop does not say|^店铺没有标注/.test(made);
    // Tags that are materials ("Gold", "Leather") say what it is made of when no sentence does.
    const tagged = product.tags.filter((tag) => RETAIL_WORDS.materials.some((group) => group.includes(tag.toLowerCase())));
    if (said) return en ? `No — ${made}` : `不是。${made}`;
    if (tagged.length) return en ? `No — ${product.title}, tagged ${tagged.join(', ')}.` : `不是，${product.title} 的标签为 ${tagged.join('、')}。`;
  }
  return unsaidText(product.title, unsaidQuality(question, lang), lang);
}

/** What a listing that does not answer `question` leaves unsaid: "whether it is padded", "是否为纯棉". */
export function unsaidQuality(question: QualityQuestion, lang: AnswerLanguage): Unsaid {
  if (question.has) return lang === 'en' ? { what: `whether it has ${question.asked}` } : { what: `是否有${question.asked}` };
  return lang === 'en' ? { what: `whether it is ${question.asked}` } : { what: `是否${question.material ? '为' : ''}${question.asked}` };
}

/**
 * What a listing that does not mention a feature leaves unsaid: "whether it supports 5G", "是否支持5G"; asked what it
 * has or can do ({@link FeatureHad}), in those words: "whether it has a headphone jack", "是否能插卡".
 */
export function unsaidFeature(feature: string, lang: AnswerLanguage, had?: FeatureHad): Unsaid {
  // The question arrives lower-cased: a short Latin word is an abbreviation ("5g", "nfc", "usb").
  // Not a word the feature names know ("pen", "case"): those are words, not abbreviations.
  const known = isKnownFeature(feature);
  const named = known ? feature : feature.replace(/(?<![a-z0-9])[a-z0-9]{2,3}(?![a-z0-9])/gi, (word) => word.toUpperCase());
  // A feature asked in the shopper's own words: the listing's silence is no "no", and a person from the shop can check.
  const person = true;
  if (had) {
    if (had.verb === 'is') return { what: lang === 'en' ? `whether it is ${named}` : `是否${had.asked === '是' ? '为' : ''}${named}`, person };
    if (lang !== 'en') return { what: `是否${had.verb === 'has' ? '有' : '能'}${named}`, person };
    return {
      what: had.verb === 'has' ? `whether it has ${had.asked ? `${had.asked} ` : ''}${named}` : `whether it can ${had.asked} ${named}`,
      person,
    };
  }
  if (lang !== 'en') return { what: `是否支持${named}`, person };
  // "a pen", "a case": a thing is used with it ("pens": no article); a feature is supported ("wireless charging", "NFC").
  if (isAccessory(feature)) return { what: `whether it works with ${/s$/.test(named) && named !== 'stylus' ? named : `a ${named}`}`, person };
  return { what: `whether it supports ${named}`, person };
}

/** The one-product sentence for what its listing leaves unsaid. */
export function unsaidText(title: string, unsaid: Unsaid, lang: AnswerLanguage): string {
  return lang === 'en' ? `The listing for the ${title} does not say ${unsaid.what}.` : `商品信息没有写明 ${title} ${unsaid.what}。`;
}

/**
 * "X9支持5G吗", "does it support wireless charging?": yes with where the listing says the feature (an option, an
 * attribute, its description, name or tags), no where it denies it, else that the listing does not say.
 */
export function featureAnswer(product: ProductView, feature: string, lang: AnswerLanguage, had?: FeatureHad): string {
  const en = lang === 'en';
  // "pen" is answered by a listing's "stylus" or "手写笔" too.
  const words = featureWords(feature);
  // The yes and the no in the words it was asked with: 支持 / 有 / 可以.
  const [yes, no] = en
    ? ['Yes', 'No']
    : had?.verb === 'has'
      ? ['有', '没有']
      : had?.verb === 'can'
        ? ['可以', '不可以']
        : had?.verb === 'is'
          ? ['是的', '不是']
          : ['支持', '不支持'];
  const denied = deniedWhere(product, words, en);
  if (denied) return en ? `${no} — ${denied}` : `${no}，${denied}`;
  const found = saidWhere(product, words, en);
  if (found) return en ? `${yes} — ${found}` : `${yes}，${found}`;
  return unsaidText(product.title, unsaidFeature(feature, lang, had), lang);
}
