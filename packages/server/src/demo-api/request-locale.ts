import type { IncomingMessage } from 'node:http';
import { LOCALES, type Locale } from '@kefu/protocol';

/** The language the storefront asked for (`?locale=en`): the demo shop's own, zh-CN, when it names none; undefined when unsupported. */
export function requestLocale(request: IncomingMessage): Locale | undefined {
  const asked = new URL(request.url ?? '/', 'http://kefu.invalid').searchParams.get('locale');
  if (asked === null) return 'zh-CN';
  return (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : undefined;
}
