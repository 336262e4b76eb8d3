import type { Locale } from '@kefu/protocol';
import type { RetrievedPassage } from '../retrieval/state.js';
import { withoutPricesOrStock } from './price-guard.js';
import { passageText } from './sources.js';
import { WORDING } from './wording.js';

// More than this reads as a wall of text; the source parts list the other articles.
const MAX_EXCERPTS = 2;

/** The answer without a model: the best passages, labelled as help-article excerpts. */
export function excerptAnswer(passages: RetrievedPassage[], locale: Locale): string {
  const wording = WORDING[locale];
  const blocks = passages.slice(0, MAX_EXCERPTS).map(({ chunk }) => {
    const label = locale === 'zh-CN' ? `【帮助文章：${chunk.title}】` : `[Help article: ${chunk.title}]`;
    return `${label}\n${passageText(chunk)}`;
  });
  return withoutPricesOrStock(`${wording.excerptsIntro}\n\n${blocks.join('\n\n')}`, wording.priceNotice);
}
