import { careWordsIn } from '../../adapters/rules/care-question.js';
import { policyWordsIn } from '../../adapters/rules/policy-words.js';
import { RETAIL_WORDS, type RetailGroup } from '../../adapters/rules/retail-words.js';
import { hasCjk } from '../../knowledge/text/tokenize.js';
import type { AnswerLanguage } from './answer-language.js';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a built-in word is in the text: a Chinese word anywhere, an English one as a whole word. */
function saysWord(text: string, word: string): boolean {
  return hasCjk(word) ? text.includes(word) : new RegExp(`\\b${escape(word)}\\b`, 'i').test(text);
}

/** The group's first word in the other language ("亚麻" → "linen", "linen" → "亚麻"). */
function otherWord(group: RetailGroup, from: AnswerLanguage): string | undefined {
  return group.find((word) => (from === 'zh' ? !hasCjk(word) : hasCjk(word)));
}

/**
 * The words of a question in the language it is not written in, through the built-in bilingual words: the kinds and
 * materials it names, the care it asks about ("亚麻衬衫怎么洗" → linen shirt wash) and the policy it asks after ("退货要多久" →
 * returns how long). Chinese words share nothing with an English article, so these are what a search of the other
 * language's articles can find it by. Empty when the question asks after no care and no policy.
 */
export function otherLanguageWords(text: string, from: AnswerLanguage): string[] {
  const lower = text.toLowerCase();
  const retail = [...RETAIL_WORDS.materials, ...RETAIL_WORDS.categories].flatMap((group) => {
    const said = group.some((word) => (from === 'zh' ? hasCjk(word) : !hasCjk(word)) && saysWord(lower, word));
    const other = said ? otherWord(group, from) : undefined;
    return other ? [other] : [];
  });
  const into = from === 'zh' ? 'en' : 'zh';
  // What is asked is the care or the policy: a kind or a material alone ("那牛津衬衫呢") asks nothing of an article, and
  // the care guide naming shirts would answer it.
  const asked = [...careWordsIn(text, into), ...policyWordsIn(text, into)];
  return asked.length ? [...new Set([...retail, ...asked])] : [];
}
