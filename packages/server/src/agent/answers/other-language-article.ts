import type { KnowledgeAnswer } from '../../ports/knowledge.js';
import { WORDING } from '../../knowledge/answer/wording.js';
import type { AnswerLanguage } from './answer-language.js';

const localeOf = (lang: AnswerLanguage) => (lang === 'en' ? 'en' : 'zh-CN');

/**
 * An excerpt found in the shop's articles in the other language, said to be so: the shopper reads it as the article
 * writes it, headed in their own language by which article it is and in what language ("以下内容摘自英文帮助文章
 * 《Caring for your clothes》：") instead of the other language's "From our help article …".
 */
export function fromOtherLanguage(found: KnowledgeAnswer, lang: AnswerLanguage): KnowledgeAnswer {
  const title = found.sources[0]?.title ?? '';
  const other = WORDING[localeOf(lang === 'zh' ? 'en' : 'zh')];
  const own = WORDING[localeOf(lang)];
  const lead = lang === 'zh' ? `以下内容摘自英文帮助文章《${title}》：` : `From the shop's Chinese help article “${title}”:`;
  const intro = other.excerptIntro(title);
  const body = found.text.startsWith(intro) ? found.text.slice(intro.length).trimStart() : found.text;
  // The excerpt's own fixed lines ("… (more in the article below)", the price notice) are the answer's, in the shopper's
  // language; the article's lines stay as written.
  const fixed = new Map([
    [other.moreInArticle, own.moreInArticle],
    [other.priceNotice, own.priceNotice],
  ]);
  const lines = body.split('\n').map((line) => fixed.get(line) ?? line);
  return { ...found, text: `${lead}\n${lines.join('\n')}` };
}
