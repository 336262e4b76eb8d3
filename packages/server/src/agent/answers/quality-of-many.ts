import type { QualityQuestion } from '../../adapters/rules/quality-question.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { specAnswerOf } from './spec-answer.js';

// The products named on a line of yes or of no; the rest are counted ("and 1 more", "等").
const FIRST_FEW = 3;
// Product cards under the answer: those named, yes first.
const CARDS = 4;

/** How many matches a yes/no answer over a kind can answer one line each; beyond them, {@link qualityOfMany}. */
export const ONE_LINE_EACH = 4;

/** The answer over many matches, and the products it names (yes first, then no). */
export interface QualityOfMany {
  text: string;
  named: ProductView[];
}

/**
 * "are the bikinis waterproof?" of a kind with more matches than fit one line each: how many listings say yes, the
 * first few of them named, the same for no, and how many listings do not say — not a list of them that answers
 * nothing, nor "which one do you mean?". Each product is read as the one-product answer reads it (qualityAnswer): a
 * "No —", "Not pure …" or "does not say the … is organic" counts as no, only a plain yes as yes.
 */
export function qualityOfMany(
  products: readonly ProductView[],
  question: QualityQuestion,
  text: string,
  kind: string | undefined,
  lang: AnswerLanguage,
  lexicon: Pick<ProductLexicon, 'attributeCues'>,
): QualityOfMany {
  const en = lang === 'en';
  const yes: ProductView[] = [];
  const no: ProductView[] = [];
  // A listing that gives a value rather than a yes or a no ("Water resistance: IP68", "does not say it is organic:
  // cotton"): its own line, as it reads.
  const own: string[] = [];
  let unsaid = 0;
  for (const product of products) {
    const answer = specAnswerOf(product, text, lang, lexicon);
    if (answer.unsaid) unsaid += 1;
    else if (/^(?:Yes —|是的，)/.test(answer.text)) yes.push(product);
    else if (/^(?:No —|Not |不是)/.test(answer.text)) no.push(product);
    else own.push(answer.text);
  }
  const owned = own.slice(0, FIRST_FEW);
  const ownMore = own.length - owned.length;
  const few = (some: readonly ProductView[]) => {
    const names = some.slice(0, FIRST_FEW).map((product) => product.title);
    const more = some.length - names.length;
    if (!en) return `${names.join('、')}${more ? ' 等' : ''}`;
    return more ? `${names.join(', ')} and ${more} more` : names.join(', ');
  };
  const total = products.length;
  const said = yes.length + no.length + own.length;
  const named = [...yes.slice(0, FIRST_FEW), ...no.slice(0, FIRST_FEW)].slice(0, CARDS);
  const { asked, has, material } = question;
  if (en) {
    const of = `of the ${total} ${kind ?? 'matches'}`;
    const be = (count: number) => (has ? (count === 1 ? 'has' : 'have') : count === 1 ? 'is' : 'are');
    const lines = [
      yes.length ? `${yes.length} ${of} ${be(yes.length)} ${asked}, their listings say: ${few(yes)}.` : '',
      no.length
        ? `${yes.length ? `${no.length}` : `${no.length} ${of}`} ${has ? (no.length === 1 ? 'does not' : 'do not') : no.length === 1 ? 'is not' : 'are not'}${yes.length ? '' : ` ${asked}`}: ${few(no)}.`
        : '',
      unsaid
        ? said
          ? `The listings of the other ${unsaid} do not say.`
          : `None of the ${total} listings says whether they ${has ? 'have' : 'are'} ${asked}.`
        : '',
    ];
    const values = [...owned, ownMore ? `The listings of ${ownMore} more say it in their own words.` : ''];
    return { text: [lines.filter(Boolean).join(' '), ...values].filter(Boolean).join('\n'), named };
  }
  // A kind in Latin letters stands apart from the Chinese around it ("7 款 bikini 中").
  const kindZh = kind ? (/^\w/.test(kind) ? ` ${kind} ` : kind) : '商品';
  const yesWord = has ? `有${asked}` : material ? `为${asked}` : asked;
  const noWord = has ? `没有${asked}` : material ? `不是${asked}` : `不${asked}`;
  const unsaidWord = has ? `是否有${asked}` : `是否${material ? '为' : ''}${asked}`;
  const lines = [
    `${total} 款${kindZh}中，`,
    yes.length ? `${yes.length} 款的商品信息写明${yesWord}：${few(yes)}。` : '',
    no.length ? `${no.length} 款写明${noWord}：${few(no)}。` : '',
    unsaid ? (said ? `另有 ${unsaid} 款的商品信息没有写明${unsaidWord}。` : `商品信息都没有写明${unsaidWord}。`) : '',
  ];
  const values = [...owned, ownMore ? `另有 ${ownMore} 款的商品信息写有相关内容。` : ''];
  return { text: [lines.join('').replace(/，$/, '：'), ...values].filter(Boolean).join('\n'), named };
}
