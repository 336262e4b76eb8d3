import type { AnswerLanguage } from './answer-language.js';

const DAY = 24 * 60 * 60 * 1000;
const EN_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ZH_DAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** The calendar date a time falls on in a time zone, as a UTC midnight, so dates compare and add days as numbers. */
function localDate(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(time);
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

/**
 * "will they arrive before Saturday?" answered first, from the carrier's expected date on the shop's calendar: the
 * next such day (today, if today is it), the whole of it counted, as a shopper means "by Saturday". "Yes — expected by
 * Sat 28 Nov." / "No — expected by …" / no expected date given: that it cannot be said. The tracking line follows.
 */
export function arrivalByDayLead(day: number, estimatedDelivery: number | undefined, now: number, timeZone: string, lang: AnswerLanguage): string {
  const en = lang === 'en';
  if (estimatedDelivery === undefined)
    return en
      ? `The carrier gives no expected date, so I cannot say whether it arrives by ${EN_DAY_NAMES[day]}.`
      : `承运商没有给出预计送达日期，暂时无法确定能否在${ZH_DAY_NAMES[day]}前送达。`;
  const today = localDate(now, timeZone);
  const deadline = today + ((day - new Date(today).getUTCDay() + 7) % 7) * DAY;
  const expected = en
    ? new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(estimatedDelivery).replace(',', '')
    : new Intl.DateTimeFormat('zh-CN', { timeZone, month: 'long', day: 'numeric', weekday: 'short' }).format(estimatedDelivery);
  const inTime = localDate(estimatedDelivery, timeZone) <= deadline;
  if (en) return `${inTime ? 'Yes' : 'No'} — expected by ${expected}.`;
  return `${inTime ? '能' : '恐怕不能'}，预计 ${expected} 前送达。`;
}
