import type { Locale } from '@kefu/protocol';
import { LOCALES } from 'virtual:kefu-wire';
import { STRINGS, type Strings } from './strings.js';

/** Keys of the plain (non-nested) strings. */
export type StringKey = { [K in keyof Strings]: Strings[K] extends string ? K : never }[keyof Strings];

/** Looks a string up and fills its `{placeholders}`. */
export function translate(locale: Locale, key: StringKey, params: Record<string, string | number> = {}): string {
  return STRINGS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The widget's locale: the explicit one if supported, else the browser's language (Chinese or English). */
export function resolveLocale(requested?: string | null, languages: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === requested?.toLowerCase());
  if (exact) return exact;
  const first = requested || languages[0] || 'zh-CN';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
