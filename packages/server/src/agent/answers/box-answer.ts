import { featureWords } from '../../adapters/rules/feature-words.js';
import type { ProductView } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';
import { sentencesOf } from './material-answer.js';
import { mentions, unsaidText } from './quality-answer.js';
import type { Unsaid } from './unsaid.js';

// An attribute that lists what comes in the box: "In the box", "Package contents", "包装清单", "配件".
const BOX_ATTRIBUTE = /\bbox\b|package|packing|contents|accessor|included|包装|清单|配件|附件|随机/i;
// A sentence of the description that says something comes with it.
const INCLUDES = /\bincludes?\b|\bincluded\b|\bcomes? with\b|\bin the box\b|\bsupplied\b|附赠|附带|包含|内含|标配|赠送|随机/i;

/**
 * "does it come with a charger?", "包装里有充电器吗", "what's in the box?" about one product, from its listing: its
 * box-contents attribute (yes when it lists the item, no when it does not), else a description sentence saying it
 * comes with it, else that the listing does not say — never a troubleshooting article nor its charging spec.
 */
export function boxAnswer(product: ProductView, item: string, lang: AnswerLanguage): { text: string; unsaid?: Unsaid } {
  const en = lang === 'en';
  const words = item ? featureWords(item) : [];
  const box = Object.entries(product.attributes).find(([name]) => BOX_ATTRIBUTE.test(name));
  if (box) {
    const [name, raw] = box;
    const value = raw.replace(/[.。\s]+$/, '');
    if (!item) return { text: en ? `${product.title} — ${name}: ${value}.` : `${product.title} 的${name}：${value}。` };
    return mentions(value, words)
      ? { text: en ? `Yes — ${product.title}, ${name}: ${value}.` : `有，${product.title} 的${name}：${value}。` }
      : { text: en ? `No — the ${product.title}'s ${name} does not list a ${item}: ${value}.` : `没有，${product.title} 的${name}中没有${item}：${value}。` };
  }
  const said = sentencesOf(product.description ?? '')
    .filter((sentence) => INCLUDES.test(sentence) && (!item || mentions(sentence, words)))
    .slice(0, 2);
  if (said.length)
    return { text: en ? `${item ? 'Yes — ' : ''}${product.title}: ${said.join(' ')}` : `${item ? '有，' : ''}${product.title}：${said.join(' ')}` };
  const unsaid: Unsaid = en
    ? { what: `what comes in the box${item ? ` (whether a ${item} is included)` : ''}` }
    : { what: `包装里有什么${item ? `（是否附带${item}）` : ''}` };
  return { text: unsaidText(product.title, unsaid, lang), unsaid };
}
