import type { AnswerLanguage } from './answer-language.js';

// The shop's clock (China). The widget's cards show times in the shopper's own zone, so a time written in the
// text names its zone: "11月24日 17:52（北京时间）" never reads as a different time from the card's.
const formats = {
  zh: new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/** A date and time in answer text, labelled with its zone. */
export function shopTime(time: number, lang: AnswerLanguage): string {
  return lang === 'en' ? `${formats.en.format(time)} (China time)` : `${formats.zh.format(time)}（北京时间）`;
}
