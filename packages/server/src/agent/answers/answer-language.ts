import type { Locale } from '@kefu/protocol';

/** The language an answer is written in: the shopper's own, else the widget's locale. */
export type AnswerLanguage = 'zh' | 'en';

/** Picks the answer language from what the shopper wrote and the widget's locale. */
export function answerLanguage(written: 'zh' | 'en' | 'mixed' | undefined, locale: Locale): AnswerLanguage {
  if (written === 'en') return 'en';
  if (written === 'zh') return 'zh';
  return locale === 'en' ? 'en' : 'zh';
}
