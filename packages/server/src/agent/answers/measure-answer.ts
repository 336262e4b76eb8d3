import type { MeasureAsked } from '../../adapters/rules/measure-question.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { listingQuote } from './listing-quote.js';
import { sentencesOf } from './material-answer.js';
import { isPluralTitle } from './title-number.js';
import type { Unsaid } from './unsaid.js';

// A number with a unit of length: "14 inches", "6.59-inch", "45cm", "2.5 mm", "18"", "16-18 in.", "40厘米", "3英寸".
// Not "2 in stock".
const MEASURE =
  /\d(?:[\d.,/]*\d)?(?:\s*(?:-|–|to|x|×)\s*\d(?:[\d.,/]*\d)?)*\s*-?\s*(?:inch(?:es)?\b|in\.|["”″]|cm\b|mm\b|centimet(?:er|re)s?\b|millimet(?:er|re)s?\b|met(?:er|re)s?\b|ft\b|feet\b|foot\b|厘米|毫米|公分|英寸|寸|米)/i;
// What a catalog names a measure attribute: "Length", "Chain Length", "Dimensions", "尺寸", "长度".
const MEASURE_NAME: Record<MeasureAsked, RegExp> = {
  length: /length|长度|\b(?:dimensions?|measurements?)\b|尺寸/i,
  width: /width|宽度|\b(?:dimensions?|measurements?)\b|尺寸/i,
  height: /height|高度|\b(?:dimensions?|measurements?)\b|尺寸/i,
  size: /\b(?:dimensions?|measurements?|length|width|height)\b|尺寸|长度|宽度|高度/i,
};
const UNSAID: Record<MeasureAsked, { en: string; zh: string }> = {
  length: { en: 'how long it is', zh: '有多长' },
  width: { en: 'how wide it is', zh: '有多宽' },
  height: { en: 'how tall it is', zh: '有多高' },
  size: { en: 'its dimensions', zh: '尺寸' },
};

/**
 * "how long is the gemstone necklace?", "这条项链多长", "what are the dimensions?" of a product: a measure attribute
 * where the catalog lists one (or attributes whose values give a measure: a phone's screen), else the sentences of its description holding a measure ("Sterling silver chain, 14
 * inches"), quoted; else that the listing does not say — never its colours or every spec instead.
 */
export function measureAnswer(product: ProductView, asked: MeasureAsked, lang: AnswerLanguage): { text: string; unsaid?: Unsaid } {
  const en = lang === 'en';
  // A measure attribute by its name ("Chain Length"), else one whose value gives a measure ("屏幕: 6.59英寸 1.5K").
  const all = Object.keys(product.attributes);
  const named = all.filter((name) => MEASURE_NAME[asked].test(name));
  const names = named.length ? named : all.filter((name) => MEASURE.test(product.attributes[name]!));
  if (names.length) {
    const lines = names.map((name) => `${name}${en ? ': ' : '：'}${product.attributes[name]!.replace(/[.。\s]+$/, '')}`);
    return { text: en ? `${product.title} — ${lines.join('; ')}.` : `${product.title} 的${lines.join('；')}。` };
  }
  const said = sentencesOf(product.description ?? '')
    .filter((sentence) => MEASURE.test(sentence))
    .slice(0, 2);
  if (said.length) {
    // "The Gold Hoops' listing", "The Gemstone Necklace's listing".
    const whose = isPluralTitle(product.title) && /s$/i.test(product.title) ? `${product.title}'` : `${product.title}'s`;
    return { text: en ? `The ${whose} listing says: ${listingQuote(said, lang)}` : `${product.title} 的商品说明：${listingQuote(said, lang)}` };
  }
  const what = en
    ? isPluralTitle(product.title)
      ? UNSAID[asked].en.replace('it is', 'they are').replace('its', 'their')
      : UNSAID[asked].en
    : UNSAID[asked].zh;
  return {
    text: en ? `The listing for the ${product.title} does not say ${what}.` : `${product.title} 的商品信息没有写明${what}。`,
    unsaid: { what },
  };
}
