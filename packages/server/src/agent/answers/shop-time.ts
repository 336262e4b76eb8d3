import type { AnswerLanguage } from './answer-language.js';

const formats = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, string>();

// The widget's cards show times in the shopper's own zone, so a time written in the text names the shop's zone:
// "11月24日 17:52（中国标准时间）" never reads as a different time from the card's.
function format(timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${timeZone}|${locale}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(key, found);
  }
  return found;
}

function zoneName(timeZone: string, locale: string, time: number): string {
  const key = `${timeZone}|${locale}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    name =
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(time).find((part) => part.type === 'timeZoneName')?.value ??
      timeZone;
    zoneNames.set(key, name);
  }
  return name;
}

/** A date and time in answer text, in the shop's time zone (from its profile), labelled with the zone's name. */
export function shopTime(time: number, lang: AnswerLanguage, timeZone: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'zh-CN';
  const text = format(timeZone, locale).format(time);
  return lang === 'en' ? `${text} (${zoneName(timeZone, locale, time)})` : `${text}（${zoneName(timeZone, locale, time)}）`;
}
