import type { RetrievedPassage } from '../retrieval/state.js';
import { termsCoverage } from '../text/coverage.js';
import { articleUnits } from './article-units.js';
import { factFocusOf, statesFact } from './fact-focus.js';
import { questionFocus } from './question-focus.js';
import type { ReadableUnit } from './readable-units.js';
import { hasCjk } from '../text/tokenize.js';

// A fact line is one line: a long sentence is cut where a reader would stop.
const MAX_FACT = 160;
// A list item's bold label ("**Refund timing:** we inspect…", "**退款时效：**…").
const LEAD_IN = /^\*\*([^*]{1,60}?)[:：]?\*\*/;

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
    // An authored line is all lead-in: it is about what its kind of question asks.
    ...(authored ? [{ text: authored, scored: authored, lead: authored }] : []),
    ...articleUnits(passages, best.chunk.docKey).flatMap((units) =>
      units
        .map((unit, index) => ({ unit, index }))
        .filter(({ unit }) => unit.kind !== 'heading' && statesFact(focus, unit.text))
        .map(({ unit, index }) => ({ text: wholeSentence(units, index), scored: `${unit.section ?? ''}\n${unit.text}`, lead: LEAD_IN.exec(unit.text)?.[1] })),
    ),
  ];
  if (candidates.length === 0) return undefined;
  const { terms } = questionFocus(question, { title: best.chunk.title, text: candidates.map((candidate) => candidate.text).join('\n') });
  // A line whose bold lead-in names what was asked ("**Refund timing:** …" for "how long do refunds take?") is about
  // it; another that only mentions it ("…for a full refund") is not, though both hold the word.
  const score = (candidate: { scored: string; lead?: string }) =>
    termsCoverage(terms, candidate.scored) + (candidate.lead ? termsCoverage(terms, candidate.lead) / 2 : 0);
  const top = candidates.reduce((winner, candidate) => (score(candidate) > score(winner) ? candidate : winner));
  const text = asSentence(top.text.replace(/\*\*/g, ''));
  return text.length > MAX_FACT ? `${text.slice(0, MAX_FACT - 1)}…` : text;
}

// Clauses a semicolon parts are units of their own ("…the same day; complex faults take 3–5 business days."): a fact
// line opening with one read as a sentence cut from mid-text.
const CLAUSE_END = /[;；]$/;

/** The unit at `index` with the clauses of its sentence before it, while the whole still fits on one fact line. */
function wholeSentence(units: ReadableUnit[], index: number): string {
  let text = units[index]!.text;
  for (let i = index; i > 0 && units[i]!.kind === 'sentence' && units[i]!.continues; i -= 1) {
    const previous = units[i - 1]!;
    if (previous.kind !== 'sentence' || previous.block !== units[i]!.block || !CLAUSE_END.test(previous.text)) break;
    const joined = `${previous.text}${hasCjk(previous.text) ? '' : ' '}${text}`;
    if (joined.replace(/\*\*/g, '').length > MAX_FACT) break;
    text = joined;
  }
  return text;
}

/**
 * A line that opens an answer reads as a sentence: a list item or clause that starts in lower case ("a courier
 * collects the device…") gets its capital, and one that ended on a semicolon or comma (it went on in the list) a full stop.
 */
function asSentence(text: string): string {
  const cjk = hasCjk(text);
  const ended = text.replace(/[;；,，:：]\s*$/, cjk ? '。' : '.');
  return cjk ? ended : ended.replace(/^[a-z]/, (letter) => letter.toUpperCase());
}
