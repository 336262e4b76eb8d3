import type { Locale } from '@kefu/protocol';
import type { RetrievedPassage } from '../retrieval/state.js';
import { clipText, EXCERPT, excerptWindow, renderUnits } from './excerpt-window.js';
import { withoutPricesOrStock } from './price-guard.js';
import { articleUnits } from './article-units.js';
import { factLine } from './fact-line.js';
import { questionFocus } from './question-focus.js';
import { WORDING } from './wording.js';
import { kindSection } from './kind-section.js';
import type { ReadableUnit } from './readable-units.js';

/**
 * The answer without a model: a short intro naming the best article, then the part of it that
 * answers the question (about 250–350 characters, cut between sentences, items or rows). The other
 * articles are listed as source parts, not repeated here. `part` names the kind of product asked about ("jeans",
 * "牛仔裤"): the article's section for it is the excerpt where it has one.
 */
export function excerptAnswer(passages: RetrievedPassage[], question: string, locale: Locale, leadWithFact = true, part: readonly string[] = []): string {
  const best = passages[0];
  if (!best) return '';
  const runs = articleUnits(passages, best.chunk.docKey);
  const articleText = runs
    .flat()
    .map((unit) => unit.text)
    .join('\n');
  // The part about the product's kind ("**Jeans and chinos** …" for jeans), else the part the question's words find.
  const section = kindSection(runs, part);
  const window = section ? within(section, locale) : excerptWindow(runs, questionFocus(question, { title: best.chunk.title, text: articleText }), locale);
  const wording = WORDING[locale];
  const body = window.units.length > 0 ? renderUnits(window.units, locale) : clipText(best.chunk.text, EXCERPT.max);
  // The fact asked for comes first; the excerpt after it shows where it is written.
  const fact = leadWithFact ? factLine(passages, question) : undefined;
  return withoutPricesOrStock(
    `${fact ? `${fact}\n\n` : ''}${wording.excerptIntro(best.chunk.title)}\n${body}${window.cut ? `\n${wording.moreInArticle}` : ''}`,
    wording.priceNotice,
  );
}

/** A section as an excerpt: its units while they fit, `cut` when it goes on. */
function within(section: ReadableUnit[], locale: Locale): { units: ReadableUnit[]; cut: boolean } {
  let end = 1;
  while (end < section.length && renderUnits(section.slice(0, end + 1), locale).length <= EXCERPT.max) end += 1;
  const units = section.slice(0, end).map((unit, index) => (index === 0 && unit.continues ? { ...unit, continues: false } : unit));
  return { units, cut: end < section.length };
}
