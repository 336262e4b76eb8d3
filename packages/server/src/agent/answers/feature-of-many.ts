import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { featureAsked, featureHad } from '../../adapters/rules/feature-question.js';
import { featureIs } from '../../adapters/rules/feature-is-question.js';
import { qualityQuestion } from '../../adapters/rules/quality-question.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { inRunningText } from './in-running-text.js';
import { ASKS_MATERIAL } from './material-answer.js';
import { unsaidFeature } from './quality-answer.js';
import { specAnswerOf } from './spec-answer.js';
import { unsaidOfMany } from './unsaid.js';

/** The answer over several products, as lines, and whether some listing left it unsaid (a person can check). */
export interface FeatureOfMany {
  lines: string[];
  person: boolean;
}

// How the one-product answer (quality-answer.ts featureAnswer) begins a yes and a no, in each wording it asks with.
const YES = /^(?:Yes —|是的，|支持，|有，|可以，)/;
const NO = /^(?:No —|不是，|不支持，|没有，|不可以，)/;

/**
 * "are they chlorine resistant?" of three listed, "are the phones 5G?", "这些手机支持5G吗" of a kind: a summary first —
 * "2 of 3 say they are chlorine resistant: A and B; the C's listing does not say." (zh "3 款中有 2 款写明抗氯：A、B；C
 * 的商品信息没有写明。") — then what each listing that says says; all saying yes, or none saying, is that one line. A
 * feature asked in any words (supports, has, can, is); undefined for two or fewer words the one-product answers do not
 * read as yes, no or unsaid (an attribute named answers by its value), and for the built-in qualities (quality-of-many.ts).
 */
export function featureOfMany(
  products: readonly ProductView[],
  text: string,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'attributeCues'>,
): FeatureOfMany | undefined {
  if (products.length < 2) return undefined;
  const lower = text.toLowerCase();
  // A quality or a material ("are your earrings real silver?") has answers of its own (quality-of-many.ts, material-answer.ts).
  if (qualityQuestion(lower) || ASKS_MATERIAL.test(text)) return undefined;
  // As spec-answer.ts reads it: supports, then has or can, then is (unless a spec the shop's cues know is named).
  const supported = featureAsked(lower);
  const cuedSpec = lexicon.attributeCues.some((cue) => cue.pattern.test(text));
  const had = supported ? undefined : (featureHad(lower) ?? (cuedSpec ? undefined : featureIs(lower)));
  const feature = supported ?? had?.feature;
  if (!feature) return undefined;
  const answers = products.map((product) => ({ product, answer: specAnswerOf(product, text, lang, lexicon) }));
  const yes = answers.filter(({ answer }) => !answer.unsaid && YES.test(answer.text));
  const no = answers.filter(({ answer }) => !answer.unsaid && NO.test(answer.text));
  const unsaid = answers.filter(({ answer }) => answer.unsaid);
  if (yes.length + no.length + unsaid.length !== answers.length) return undefined;
  const left = unsaidFeature(feature, lang, had);
  const titles = (some: typeof answers) => some.map(({ product }) => product.title);
  if (!yes.length && !no.length) return { lines: [unsaidOfMany(left, titles(unsaid), lang)], person: true };
  const total = answers.length;
  const said = [...yes, ...no].map(({ answer }) => answer.text);
  if (lang === 'en') {
    // "whether it is chlorine resistant" → "is chlorine resistant", said of one or of several.
    const verb = verbsOf(left.what!.replace(/^whether it /, ''));
    if (yes.length === total)
      return { lines: [`${total === 2 ? 'Both' : `All ${total}`} say they ${verb.yes}: ${inRunningText(titles(yes))}.`], person: false };
    const counted = (some: typeof answers, one: string, many: string) =>
      `${some.length} of ${total} ${some.length === 1 ? `says it ${one}` : `say they ${many}`}: ${inRunningText(titles(some))}`;
    const parts = [
      yes.length ? counted(yes, verb.yesOne, verb.yes) : '',
      no.length ? counted(no, verb.noOne, verb.no) : '',
      unsaid.length === 1
        ? `the ${unsaid[0]!.product.title}'s listing does not say`
        : unsaid.length
          ? `the listings of ${inRunningText(titles(unsaid))} do not say`
          : '',
    ].filter(Boolean);
    return { lines: [`${parts.join('; ')}.`, ...said], person: unsaid.length > 0 };
  }
  // "是否抗氯" → "抗氯", "是否为5G" → "为5G"; its no: "不抗氯", "不是5G", "没有NFC", "不能插卡".
  const word = left.what!.replace(/^是否/, '');
  const noWord = word.startsWith('为') ? `不是${word.slice(1)}` : word.startsWith('有') ? `没${word}` : `不${word}`;
  const names = (some: typeof answers) => titles(some).join('、');
  if (yes.length === total) return { lines: [`${total} 款都写明${word}：${names(yes)}。`], person: false };
  const parts = [
    yes.length ? `${total} 款中有 ${yes.length} 款写明${word}：${names(yes)}` : '',
    no.length ? `${yes.length ? '' : `${total} 款中有 `}${no.length} 款写明${noWord}：${names(no)}` : '',
    unsaid.length ? `${names(unsaid)} 的商品信息没有写明` : '',
  ].filter(Boolean);
  return { lines: [`${parts.join('；')}。`, ...said], person: unsaid.length > 0 };
}

/** The English verb of "is chlorine resistant", "supports 5G", "has a jack", "can take a SIM card", "works with a pen", said of one and of several, yes and no. */
function verbsOf(phrase: string): { yesOne: string; yes: string; noOne: string; no: string } {
  const [first, ...rest] = phrase.split(' ');
  const tail = rest.join(' ');
  if (first === 'is') return { yesOne: phrase, yes: `are ${tail}`, noOne: `is not ${tail}`, no: `are not ${tail}` };
  if (first === 'can') return { yesOne: phrase, yes: phrase, noOne: `cannot ${tail}`, no: `cannot ${tail}` };
  const base = first === 'has' ? 'have' : first!.replace(/s$/, '');
  return { yesOne: phrase, yes: `${base} ${tail}`, noOne: `does not ${base} ${tail}`, no: `do not ${base} ${tail}` };
}
