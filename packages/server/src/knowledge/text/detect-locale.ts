import type { Locale } from '@kefu/protocol';
import { hasCjk } from './tokenize.js';

/** The language a question is written in: Chinese characters mean zh-CN, Latin letters alone mean en. */
export function detectLocale(text: string, fallback: Locale): Locale {
  if (hasCjk(text)) return 'zh-CN';
  return /[a-z]{2,}/i.test(text) ? 'en' : fallback;
}
