import type { Locale } from '@kefu/protocol';
import { detectLanguage, normalizeText } from '../adapters/rules/index.js';
import { answerLanguage } from '../agent/answers/answer-language.js';

/** The shopper's language as the agent graph picks it: the language they wrote in, else the session's locale. */
export function shopperLocale(text: string | undefined, sessionLocale: Locale): Locale {
  if (!text?.trim()) return sessionLocale;
  return answerLanguage(detectLanguage(normalizeText(text)), sessionLocale) === 'en' ? 'en' : 'zh-CN';
}
