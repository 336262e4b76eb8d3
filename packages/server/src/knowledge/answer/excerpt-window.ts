import type { Locale } from '@kefu/protocol';
import { waysToPayNamed } from '../../adapters/rules/payment-words.js';
import { termsCoverage } from '../text/coverage.js';
import type { QuestionFocus } from './question-focus.js';
import { unitLine, type ReadableUnit } from './readable-units.js';

/** How much of an article an excerpt answer shows. */
export const EXCERPT = {
  /** An excerpt never grows past this many characters. */
  max: 350,
  /** Past this length, the excerpt stops at the next heading rather than start another section. */
  sectionBreak: 220,
  /** Below this length, the excerpt also takes what comes before the best part. */
  min: 200,
} as const;

const STATES_DURATION =
  /\d+\s*(?:[-–~至到]\s*\d+\s*)?(?:天|日|个月|年|小时|分钟|个?工作日)|\d+\s*(?:[-–~]\s*\d+\s*)?(?:business |working )?(?:days?|months?|years?|hours?|minutes?)\b/i;
const STATES_TIME = /\d{1,2}\s*[:：]\s*\d{2}/;
// A list item's bold lead-in ("**Refund timing:** we inspect…"): what the item is about.
const ITEM_LEAD = /^\*\*([^*]{1,60}?)[:：]?\*\*/;
// "…as long as:" and a bold line alone ("**Size guide (tops, dresses, outerwear)**") introduce the block after them.
const LEAD_IN = /[：:]$|^\*\*[^*]+\*\*$/;

/** How well a unit answers the question: its own words, and a heading above it that names the topic. */
export function unitScore(focus: QuestionFocus, unit: ReadableUnit): number {
  if (unit.kind === 'heading') return -1;
  return termsCoverage(focus.terms, `${unit.section ?? ''}\n${unit.text}`) + 0.25 * termsCoverage(focus.terms, unit.section ?? '');
}

/**
 * Whether a list item's bold lead-in names what was asked and the item states the duration or time the question asks
 * for: the item the fact line of the answer opens with (fact-line.ts).
 */
function answersByLead(focus: QuestionFocus, unit: ReadableUnit): boolean {
  const lead = ITEM_LEAD.exec(unit.text)?.[1];
  if (!lead || (!focus.duration && !focus.time) || termsCoverage(focus.terms, lead) === 0) return false;
  return (!focus.duration || STATES_DURATION.test(unit.text)) && (!focus.time || STATES_TIME.test(unit.text));
}

/**
 * How well a paragraph, list or table answers the question: the words it and its heading share with
 * the question, and whether it has the kind of answer asked for (a duration, steps).
 */
function blockScore(focus: QuestionFocus, units: ReadableUnit[]): number {
  const section = units[0]!.section ?? '';
  const text = units.map((unit) => unit.text).join('\n');
  let score = termsCoverage(focus.terms, `${section}\n${text}`) + 0.25 * termsCoverage(focus.terms, section);
  // A duration or a time counts only next to what was asked about: "退款 … 1–3 个工作日", not any "24 小时".
  const onTopic = (pattern: RegExp) => units.some((unit) => pattern.test(unit.text) && termsCoverage(focus.terms, `${section}\n${unit.text}`) > 0);
  if (focus.duration && onTopic(STATES_DURATION)) score += 0.5;
  if (focus.time && onTopic(STATES_TIME)) score += 0.5;
  if (focus.steps && units[0]!.kind === 'item') score += units[0]!.number ? 0.25 : 0.1;
  // "do you take paypal?" is answered by the list of what is accepted, whether or not it names PayPal.
  if (focus.paying && waysToPayNamed(text) >= 2) score += 1;
  return score;
}

/** How well the best part of an article answers the question (to order articles that are otherwise alike). */
export function bestBlockScore(runs: ReadableUnit[][], focus: QuestionFocus): number {
  return bestBlock(runs, focus)?.score ?? 0;
}

/**
 * The part of an article that answers the question: the paragraph, list or table that matches it
 * best (from any run of neighbouring chunks), from its heading or lead-in, with what follows while
 * it fits and stays on the question; whole sentences, list items and table rows only, at most
 * {@link EXCERPT.max} characters. A block too long to show whole is shown from its best unit (a
 * numbered list from step 1); `cut` says the block goes on past the excerpt.
 */
export function excerptWindow(runs: ReadableUnit[][], focus: QuestionFocus, locale: Locale): { units: ReadableUnit[]; cut: boolean } {
  const best = bestBlock(runs, focus);
  if (!best) return { units: [], cut: false };
  const units = runs[best.run]!;
  const size = (from: number, to: number) => renderUnits(units.slice(from, to + 1), locale).length;
  const blockOf = (index: number) => units.filter((unit) => unit.block === units[index]!.block);
  let { start, end } = best;
  if (size(start, end) > EXCERPT.max) {
    // Too long to show whole: the best-matching sentence, item or row leads, but steps are read from
    // the first when asked for or when the best one still fits after them, and a question that names
    // only the article's topic gets the block from its start (every part matches it alike).
    let anchor = start;
    for (let i = start; i <= end; i += 1) if (unitScore(focus, units[i]!) > unitScore(focus, units[anchor]!)) anchor = i;
    const fromFirstStep = units[start]!.number !== undefined && (focus.steps || size(start, anchor) <= EXCERPT.max);
    if (focus.specific && !fromFirstStep) start = anchor;
    // A question naming only the article's topic still picks the item about it that states what it asks for: "how long
    // do refunds take?" of "Returns and refunds" is its "**Refund timing:** … 3–5 business days", not the list's start.
    else if (!fromFirstStep)
      start += Math.max(
        0,
        units.slice(start, end + 1).findIndex((unit) => answersByLead(focus, unit)),
      );
    end = start;
  }
  // "…as long as:" introduces the list after it.
  const before = units[start - 1];
  if (before?.kind === 'sentence' && LEAD_IN.test(before.text) && before.block !== units[start]!.block && size(start - 1, end) <= EXCERPT.max) start -= 1;
  if (units[start - 1]?.kind === 'heading' && units[start - 1]!.text === units[start]!.section) start -= 1;
  // What follows, while it fits: the rest of the block, then further blocks while they are on the
  // question. A new topic (a heading, or a FAQ entry opening with a question) only when it matches as
  // well as the best part, or when the best part is the article's introduction, which its sections detail.
  const coverageOf = (index: number) =>
    termsCoverage(
      focus.terms,
      blockOf(index)
        .map((unit) => `${unit.section ?? ''}\n${unit.text}`)
        .join('\n'),
    );
  const bestCoverage = coverageOf(best.start);
  const intro = units[best.start]!.section === undefined;
  const follows = (index: number, afterHeading: boolean) => {
    const coverage = coverageOf(index);
    if (coverage === 0) return false;
    if (afterHeading) return intro || coverage >= bestCoverage;
    return !opensWithQuestion(units, index) || coverage >= bestCoverage;
  };
  while (end + 1 < units.length) {
    const next = units[end + 1]!;
    const leadIn = units[end]!.kind === 'sentence' && LEAD_IN.test(units[end]!.text);
    if (next.kind === 'heading') {
      const body = units[end + 2];
      if (size(start, end) >= EXCERPT.sectionBreak || !body || body.kind === 'heading' || size(start, end + 2) > EXCERPT.max || !follows(end + 2, true)) break;
      end += 2;
      continue;
    }
    if (size(start, end + 1) > EXCERPT.max) break;
    if (next.block !== units[end]!.block && !leadIn && !follows(end + 1, false)) break;
    end += 1;
  }
  while (start > 0 && size(start, end) < EXCERPT.min && size(start - 1, end) <= EXCERPT.max) {
    const previous = units[start - 1]!;
    // Back to the start of this section, no further, and only through what is on the question too.
    if (previous.kind === 'heading' ? previous.text !== units[start]!.section : previous.section !== units[start]!.section) break;
    if (previous.kind !== 'heading' && previous.block !== units[start]!.block && coverageOf(start - 1) === 0) break;
    start -= 1;
  }
  const window = units.slice(start, end + 1);
  // A heading or a lead-in whose body did not fit says nothing.
  while (window.length > 1 && (window.at(-1)!.kind === 'heading' || LEAD_IN.test(window.at(-1)!.text))) window.pop();
  const last = window.at(-1)!;
  const lastBlock = units.filter((unit) => unit.block === last.block);
  // A sentence taken out of the middle of its paragraph starts its own line.
  return {
    units: window.map((unit, index) => (index === 0 && unit.continues ? { ...unit, continues: false } : unit)),
    // A list or table shown from its start goes on past the excerpt: the shopper must not take it for the whole.
    cut: window.includes(lastBlock[0]!) && lastBlock.at(-1) !== last,
  };
}

/** Units as the lines of a text bubble: a paragraph's sentences on one line, one line per list item or table row. */
export function renderUnits(units: ReadableUnit[], locale: Locale): string {
  let out = '';
  for (const [index, unit] of units.entries()) {
    const previous = units[index - 1];
    const sameLine = unit.continues && previous?.kind === 'sentence' && previous.block === unit.block;
    out += index === 0 ? '' : sameLine ? (locale === 'en' ? ' ' : '') : '\n';
    out += unitLine(unit, locale);
  }
  return out;
}

/** Cuts text to at most `max` characters at a clause or word boundary, never mid-word, marking the cut with "…". */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  let cut = room.length;
  while (cut > max / 2 && !/[，。；：、,;:!?！？）)\s]/.test(room[cut - 1]!)) cut -= 1;
  if (cut <= max / 2) cut = room.length;
  const clipped = room.slice(0, cut).replace(/[，、,;；:：\s]+$/, '');
  // An unmatched "**" would show as asterisks.
  return `${(clipped.match(/\*\*/g) ?? []).length % 2 === 1 ? clipped.replace(/\*\*(?!.*\*\*)/, '') : clipped}…`;
}

/** The best-scoring block (headings are not blocks): its run and first and last index; on a tie, the earlier. */
function bestBlock(runs: ReadableUnit[][], focus: QuestionFocus): { run: number; start: number; end: number; score: number } | undefined {
  let best: { run: number; start: number; end: number; score: number } | undefined;
  for (const [run, units] of runs.entries()) {
    for (let start = 0; start < units.length;) {
      let end = start;
      while (end + 1 < units.length && units[end + 1]!.block === units[start]!.block) end += 1;
      if (units[start]!.kind !== 'heading') {
        const score = blockScore(focus, units.slice(start, end + 1));
        if (!best || score > best.score) best = { run, start, end, score };
      }
      start = end + 1;
    }
  }
  return best;
}

/** Whether the block starting at `index` opens with a question, as a FAQ entry does. */
function opensWithQuestion(units: ReadableUnit[], index: number): boolean {
  const unit = units[index]!;
  return unit.kind === 'sentence' && units[index - 1]?.block !== unit.block && /[？?](?:\*\*)?$/.test(unit.text);
}
