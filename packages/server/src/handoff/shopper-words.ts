import type { Locale } from '@kefu/protocol';
import type { ThreadLog } from '../ports/thread-log.js';
import { detectLocale } from '../knowledge/text/detect-locale.js';

const LOOK_BACK = 40;

/** What the desk reads of the shopper's recent messages. */
export interface ShopperWords {
  /** The shopper's messages since the thread last changed hands (assistant, queue, agent), oldest first. */
  sinceHandoff: string[];
  /** The language of the shopper's latest message that shows one, else `fallback` (the session locale). */
  locale(fallback: Locale): Locale;
}

/** Reads the shopper's words from the thread's latest events. */
export async function readShopperWords(log: ThreadLog, threadId: string): Promise<ShopperWords> {
  const { events } = await log.read(threadId, 0, LOOK_BACK);
  const lastHandoff = events.findLastIndex((event) => event.event === 'handoff');
  const words = (from: number) =>
    events.slice(from).flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'user' ? [event.data.message.text] : []));
  const all = words(0);
  return {
    sinceHandoff: words(lastHandoff + 1),
    // A shopper on a zh-CN page who writes English is answered in English, and the other way round.
    locale: (fallback) =>
      all
        .toReversed()
        .map(languageOf)
        .find((locale) => locale !== undefined) ?? fallback,
  };
}

/** The language `text` shows, or undefined for digits, emoji and the like. */
function languageOf(text: string): Locale | undefined {
  const zh = detectLocale(text, 'zh-CN');
  return zh === detectLocale(text, 'en') ? zh : undefined;
}
