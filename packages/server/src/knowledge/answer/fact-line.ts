import type { RetrievedPassage } from '../retrieval/state.js';
import { termsCoverage } from '../text/coverage.js';
import { articleUnits } from './article-units.js';
import { factFocusOf, statesFact } from './fact-focus.js';
import { questionFocus } from './question-focus.js';

// A fact line is one line: a long sentence is cut where a reader would stop.
const MAX_FACT = 160;

/**
 * The line an answer opens with (issue 21 item 3): the fact the question asks for, from the best article —
 * its `facts:` line for that kind of question or its sentence that states such a fact, whichever shares most
 * of the question's words ("…1–3 个工作日内原路退款" for "退款多久到账"). None when the question
 * asks for no such fact or the article states none.
 */
export function factLine(passages: RetrievedPassage[], question: string): string | undefined {
  const focus = factFocusOf(question);
  const best = passages[0];
  if (!focus || !best) return undefined;
  const authored = best.chunk.facts?.[focus];
  // The authored line first, so it wins a tie; a sentence about more of what was asked beats it ("退款多久到账"
  // asks about the refund, not the 7-day window the returns article states up front).
  const candidates = [
    ...(authored ? [{ text: authored, scored: authored }] : []),
    ...articleUnits(passages, best.chunk.docKey)
      .flat()
      .filter((unit) => unit.kind !== 'heading' && statesFact(focus, unit.text))
      .map((unit) => ({ text: unit.text, scored: `${unit.section ?? ''}\n${unit.text}` })),
  ];
  if (candidates.length === 0) return undefined;
  const { terms } = questionFocus(question, { title: best.chunk.title, text: candidates.map((candidate) => candidate.text).join('\n') });
  const score = (text: string) => termsCoverage(terms, text);
  const top = candidates.reduce((winner, candidate) => (score(candidate.scored) > score(winner.scored) ? candidate : winner));
  const text = top.text.replace(/\*\*/g, '');
  return text.length > MAX_FACT ? `${text.slice(0, MAX_FACT - 1)}…` : text;
}
