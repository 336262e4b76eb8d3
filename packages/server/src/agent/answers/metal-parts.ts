import type { QualityQuestion } from '../../adapters/rules/quality-question.js';
import { RETAIL_WORDS } from '../../adapters/rules/retail-words.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { sentencesOf } from './material-answer.js';
import { isPluralTitle } from './title-number.js';

/** Whether a text holds one of the words: a Latin word whole, a Chinese word of two or more characters anywhere. */
type Mentions = (text: string, words: readonly string[]) => boolean;

// The metals of retail-words.json (groups by their first word): a piece's parts are of metals; a fabric blend ("cotton
// and linen") or a stone set in it is no part of another metal.
const METALS: ReadonlySet<string> = new Set(['silver', 'gold', 'platinum', 'titanium', 'stainless steel', 'brass', 'aluminium', 'copper', 'bronze', 'vermeil']);
// The grade of silver a shopper may ask for, which "silver" alone does not promise (it may be a colour or plating).
const STERLING: readonly string[] = ['sterling silver', 'sterling', '925', 's925', '纯银'];
// A listing's parts, as jewellery listings list them: "14k gold-filled hooks, 925 silver pendant". Not "and" or
// "with": "two-tone hoops, gold and silver" and "a leather choker with a gold-plated charm" are one part each.
const PART_BREAK = /\s*[,;，；、]\s*/;
// "gold-plated", "gold-filled", "镀金": a plated part of the metal asked is the plated answer's (quality-answer.ts).
const PLATED = /plated|filled|vermeil|镀/i;

const quote = (parts: readonly string[], en: boolean) => (en ? parts.map((part) => `“${part}”`).join(', ') : parts.map((part) => `「${part}」`).join(''));

/**
 * "is it sterling silver?" of a piece whose listing names that metal for one part and another metal for another ("14k
 * gold-filled hooks, 925 silver pendant"): "Partly", quoting both. Undefined otherwise (the plain answer stands).
 */
export function metalPartsAnswer(product: ProductView, question: QualityQuestion, lang: AnswerLanguage, mentions: Mentions): string | undefined {
  if (!question.material || question.has || !METALS.has(question.words[0]!)) return undefined;
  const en = lang === 'en';
  const parts = saidOf(product, question, mentions)
    .flatMap((sentence) => sentence.replace(/[.。!！]+$/, '').split(PART_BREAK))
    .filter(Boolean);
  const others = RETAIL_WORDS.materials.filter((group) => group !== question.words && METALS.has(group[0]!));
  const asked = parts.filter((part) => mentions(part, question.words));
  const other = parts.filter((part) => !mentions(part, question.words) && others.some((group) => mentions(part, group)));
  if (!asked.length || !other.length || (question.pure && asked.some((part) => PLATED.test(part)))) return undefined;
  const whose = isPluralTitle(product.title) && /s$/i.test(product.title) ? `${product.title}'` : `${product.title}'s`;
  return en
    ? `Partly — the ${whose} listing says ${quote(asked, en)}, but ${quote(other, en)}.`
    : `部分是：${product.title} 的商品信息写明${quote(asked, en)}，但${quote(other, en)}。`;
}

/**
 * Asked sterling silver (925, 纯银), or real / solid / pure silver, of a listing that says only "silver" (its description, a tag), where the answer would be yes:
 * that it says silver, not sterling ("silver" may be a colour or a plating). Undefined otherwise.
 */
export function sterlingUnsaid(
  product: ProductView,
  question: QualityQuestion,
  lang: AnswerLanguage,
  mentions: Mentions,
  evidence: string,
): string | undefined {
  // Said in the description, else where the listing says it (a tag "Silver", its name).
  const descriptionSays = saidOf(product, question, mentions);
  const said = descriptionSays.length ? descriptionSays : [evidence];
  // "is it real silver?", "真银的吗": silver asked as real, solid or pure asks its grade as "sterling" does — a piece
  // tagged or titled "Silver" may be silver-coloured or plated.
  const gradeAsked = STERLING.includes(question.asked.toLowerCase()) || (question.pure && question.words[0] === 'silver');
  if (!gradeAsked) return undefined;
  const listing = [
    product.title,
    product.description ?? '',
    ...Object.values(product.attributes),
    ...product.tags,
    ...product.options.flatMap((group) => group.values),
  ];
  if (mentions(listing.join('\n'), STERLING)) return undefined;
  const word = question.words.find((candidate) => mentions(said.join(' '), [candidate])) ?? question.words[0]!;
  const text = said.slice(0, 2).join(lang === 'en' ? ' ' : '');
  return lang === 'en'
    ? `The listing for the ${product.title} says ${word}, not whether ${isPluralTitle(product.title) ? 'they are' : 'it is'} sterling silver: ${text}`
    : `商品信息只写了 ${word}，没有写明 ${product.title} 是否为纯银：${text}`;
}

// The small parts of a piece a listing may give the metal of alone: the piece itself is not said to be of it.
const SMALL_PART = /\b(?:clasps?|hooks?|ear ?wires?|posts?|findings?|backs?|backings?|bails?|closures?|jump rings?)\b|扣|耳钩|耳针|耳堵/i;

/**
 * "is it sterling silver?" of "One set of galaxy earrings, with sterling silver clasps": only its clasps are said to be,
 * and the answer says so, and that the listing does not say what the rest is made of. Undefined otherwise.
 */
export function smallPartOnly(product: ProductView, question: QualityQuestion, lang: AnswerLanguage, mentions: Mentions): string | undefined {
  if (!question.material || question.has || !METALS.has(question.words[0]!)) return undefined;
  const parts = saidOf(product, question, mentions)
    .flatMap((sentence) => sentence.replace(/[.。!！]+$/, '').split(PART_BREAK))
    .filter((part) => mentions(part, question.words));
  // "Gold Clasp Bracelet": a title naming the part makes it the piece.
  if (!parts.length || !parts.every((part) => SMALL_PART.test(part)) || SMALL_PART.test(product.title)) return undefined;
  if (lang !== 'en') return `${product.title} 的商品信息写明${quote(parts, false)}，没有写明其余部分的材质。`;
  const whose = isPluralTitle(product.title) && /s$/i.test(product.title) ? `${product.title}'` : `${product.title}'s`;
  return `The ${whose} listing says ${quote(parts, true)}; it does not say what the rest is made of.`;
}

/** The sentences of the description that name the material asked. */
const saidOf = (product: ProductView, question: QualityQuestion, mentions: Mentions) =>
  sentencesOf(product.description ?? '').filter((sentence) => mentions(sentence, question.words));
