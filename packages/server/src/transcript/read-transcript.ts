import { MAX_TRANSCRIPT_FILE_LENGTH, type Locale } from '@kefu/protocol';
import type { ThreadLog } from '../ports/thread-log.js';
import { renderTranscript, type RenderedTranscript } from './render-transcript.js';

/** Most events a transcript reads: the newest, for a very long conversation. */
export const TRANSCRIPT_MAX_EVENTS = 2_000;

/** Renders a thread's stored events (the newest TRANSCRIPT_MAX_EVENTS) as its transcript. */
export async function readTranscript(log: ThreadLog, threadId: string, locale: Locale): Promise<RenderedTranscript> {
  const { lastSeq } = await log.read(threadId, 0, 0);
  const page = await log.read(threadId, Math.max(0, lastSeq - TRANSCRIPT_MAX_EVENTS), TRANSCRIPT_MAX_EVENTS);
  const rendered = renderTranscript(page.events, locale);
  // A file the protocol can carry; the text keeps its newest end, where the shopper's question is.
  return rendered.text.length <= MAX_TRANSCRIPT_FILE_LENGTH ? rendered : renderTranscript(page.events.slice(-200), locale);
}
