import type { Intent } from '../../ports/intent.js';
import type { AgentServices } from '../agent-services.js';
import type { TurnRuntime } from '../state.js';
import type { ToolResult } from '../tools/tool-results.js';
import type { AnswerLanguage } from './answer-language.js';

// A span of days as the shop's policy writes it: "2 business days", "3–5 business days", "1-3 个工作日", "7 天".
const DAYS = /(\d{1,2})(?:\s*(?:[–—~～-]|to|至|到)\s*(\d{1,2}))?\s*(business days?|working days?|days?|个?工作日|天)/gi;
const BUSINESS = /business|working|工作日/i;
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

/**
 * "how long will it take?" right after a return went in (progress-of-request.ts asks it with `about`, the refund's
 * timing): the shop's own policy sentence on it, from its help articles, and the date its days come to if the return
 * reached the shop today — each span's longest, one after the other ("within 2 business days …; then 3–5 business
 * days": 7 business days). '' when the articles give no sentence with days, or for any other order question.
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
  const spans = [...fact.matchAll(DAYS)];
  if (!spans.length) return '';
  const business = spans.some((span) => BUSINESS.test(span[3]!));
  const total = spans.reduce((sum, span) => sum + Number(span[2] ?? span[1]), 0);
  const by = dateText(after(now, total, business, shown.timeZone), lang, shown.timeZone);
  return lang === 'en'
    ? `${fact} If your return reached us today, that would be by ${by} (up to ${total} ${business ? 'business ' : ''}days).`
    : `${fact}如果退货今天寄达，最晚约 ${by} 前退回（最多 ${total} 个${business ? '工作日' : '天'}）。`;
}
