import type { ReplayPage } from '../ports/thread-log.js';

/**
 * Keeps the newest events of a replay page that fit in `maxBytes` of JSON (always the newest one), marking
 * the page `truncated` when older ones were left out: a client that reconnects over and over gets a bounded
 * answer each time, and one that fell far behind sees the latest of the conversation, as with the event cap.
 */
export function boundReplay(page: ReplayPage, maxBytes: number): ReplayPage {
  let bytes = 0;
  let keep = 0;
  for (let index = page.events.length - 1; index >= 0; index -= 1) {
    bytes += Buffer.byteLength(JSON.stringify(page.events[index]));
    if (bytes > maxBytes && keep > 0) break;
    keep += 1;
  }
  if (keep === page.events.length) return page;
  return { events: page.events.slice(page.events.length - keep), truncated: true, lastSeq: page.lastSeq };
}
