import type { Intent } from '../../ports/intent.js';
import type { AgentServices } from '../agent-services.js';
import type { TurnRuntime } from '../state.js';
import type { ToolResult } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

// A span of days as the shop's policy writes it: "2 business days", "3–5 business days", "1-3 个工作日", "7 天".
const DAYS = /(\d{1,2})(?:\s*(?:[–—~～-]|to|至|到)\s*(\d{1,2}))?\s*(business days?|working days?|days?|个?工作日|天)/gi;
const BUSINESS = /business|working|工作日/i;
// Where one step of the policy ends and the next begins: "…of arrival; your bank then takes…", "…完成检验，银行到账一般
//还需…", "…完成检验，然后…".
const NEXT_STEP = /[；;。]|\.\s|\bthen\b|\bafter that\b|然后|随后|之后|还需|还要/i;

/** One span of days: its longest, and whether it counts business days. */
interface Span {
  readonly days: number;
  readonly business: boolean;
}

/**
 * The spans of a policy sentence, step by step: the steps follow one another ("within 2 business days …; then 3–5
 * business days"), and the spans one step gives are alternatives ("3–5 days to a card, or 7 days to the original
 * payment method"), each the end of its own case, never added together.
 */
export function timingSteps(fact: string): Span[][] {
  return fact
    .split(NEXT_STEP)
    .map((step) => [...step.matchAll(DAYS)].map((span) => ({ days: Number(span[2] ?? span[1]), business: BUSINESS.test(span[3]!) })))
    .filter((spans) => spans.length > 0);
}

/**
 * Every case the steps make, as the longest days of each in turn: the first step with alternatives gives one case
 * each; any later step with alternatives counts its longest (a case per combination would be more than anyone reads).
 */
export function timingCases(steps: readonly Span[][]): Span[][] {
  const split = steps.findIndex((spans) => spans.length > 1);
  const longest = (spans: readonly Span[]) => spans.reduce((most, span) => (span.days > most.days ? span : most));
  const fixed = steps.map((spans, index) => (index === split ? undefined : longest(spans)));
  if (split < 0) return [fixed as Span[]];
  return steps[split]!.map((alternative) => fixed.map((span) => span ?? alternative));
}
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** "Tue 8 Dec" / "12月8日周二": a date without a time, in the shop's time zone. */
function dateText(time: number, lang: AnswerLanguage, timeZone: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'zh-CN';
  const key = `${timeZone}|${locale}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    formats.set(key, found);
  }
  return found.format(time);
}

/** The weekday (0 Sunday … 6 Saturday) of a time in the shop's time zone. */
const weekday = (time: number, timeZone: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(time));

/** `days` after `from`, counting weekdays only when `business`. */
function after(from: number, days: number, business: boolean, timeZone: string): number {
  let time = from;
  for (let left = days; left > 0;) {
    time += DAY_MS;
    const day = weekday(time, timeZone);
    if (!business || (day !== 0 && day !== 6)) left -= 1;
  }
  return time;
}

/** When a case ends if it starts `now`: its steps in turn, each in its own days. */
function endOf(steps: readonly Span[], now: number, timeZone: string): number {
  return steps.reduce((from, span) => after(from, span.days, span.business, timeZone), now);
}

/** "up to 7 business days" / "最多 7 个工作日": a case's days together, business ones when any step counts them. */
function upTo(steps: readonly Span[], lang: AnswerLanguage): string {
  const total = steps.reduce((sum, span) => sum + span.days, 0);
  const business = steps.some((span) => span.business);
  return lang === 'en' ? `up to ${total} ${business ? 'business ' : ''}days` : `最多 ${total} ${business ? '个工作日' : '天'}`;
}

/**
 * "how long will it take?" right after a return went in (progress-of-request.ts asks it with `about`, the refund's
 * timing): the shop's own policy sentence on it, from its help articles, and the date its days come to if the return
 * reached the shop today — each step's longest, one after the other ("within 2 business days …; then 3–5 business
 * days": 7 business days); a step giving alternatives ("3–5 days to a card, or 7 days to …") a date for each, as the
 * sentence above says which is which. '' when the articles give no sentence with days, or for any other order question.
 */
export async function requestTiming(
  services: AgentServices,
  intent: Intent,
  results: readonly ToolResult[],
  lang: AnswerLanguage,
  runtime: TurnRuntime | undefined,
  now: number,
): Promise<string> {
  const shown = results.find((result) => result.tool === 'get_order_info' && result.status === 'ok');
  if (!intent.about || !intent.entities.orderId || shown?.tool !== 'get_order_info' || shown.status !== 'ok') return '';
  const answer = await services.knowledge.answer({
    question: intent.about,
    leadWithFact: true,
    siteId: runtime?.turn.siteId ?? 'demo',
    locale: lang === 'en' ? 'en' : 'zh-CN',
    ...(runtime ? { signal: runtime.turn.signal } : {}),
  });
  // The answer opens with the policy's sentence on what was asked (its fact line).
  const fact = answer.status === 'answered' ? answer.text.split('\n')[0]!.trim() : '';
  const steps = timingSteps(fact);
  if (!steps.length) return '';
  const cases = timingCases(steps).map((steps) => ({ by: dateText(endOf(steps, now, shown.timeZone), lang, shown.timeZone), upTo: upTo(steps, lang) }));
  if (cases.length === 1) {
    const [{ by, upTo: most }] = cases as [(typeof cases)[number]];
    return lang === 'en'
      ? `${fact} If your return reached us today, that would be by ${by} (${most}).`
      : `${fact}如果退货今天寄达，最晚约 ${by} 前退回（${most}）。`;
  }
  return lang === 'en'
    ? `${fact} If your return reached us today, that would be ${cases.map((one) => `by ${one.by} (${one.upTo})`).join(' or ')}, as the policy says for each case.`
    : `${fact}如果退货今天寄达，按上面所说的不同情况，最晚约 ${cases.map((one) => `${one.by}（${one.upTo}）`).join('或 ')}前退回。`;
}
