// "will they arrive before Saturday?", "can it get here by Friday?", "周六前能到吗", "星期五之前能送到吗": whether a
// parcel arrives by a day of the week. Sunday is 0, as Date's getDay() counts.
const EN_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const ZH_DAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;
const BY_DAY_EN = /\b(?:before|by|until|till)\s+(?:this\s+|the\s+)?(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/i;
const BY_DAY_ZH = /(?:周|星期|礼拜)([日天一二三四五六])(?:之前|以前|前)/;
// What is asked to happen by then: the parcel reaching the shopper.
const ARRIVES = /\b(?:arrive|arrives|arriving|get here|gets here|come|comes|be (?:here|delivered)|delivered|reach)\b|到|送达|收到/i;

/** The day of the week (Sunday 0) by which a message asks whether a parcel arrives, if it asks that. */
export function arrivalDayAsked(text: string): number | undefined {
  if (!ARRIVES.test(text)) return undefined;
  const en = BY_DAY_EN.exec(text)?.[1];
  if (en) return EN_DAYS.indexOf(en.toLowerCase() as (typeof EN_DAYS)[number]);
  const zh = BY_DAY_ZH.exec(text)?.[1];
  if (zh) return zh === '天' ? 0 : ZH_DAYS.indexOf(zh as (typeof ZH_DAYS)[number]);
  return undefined;
}
