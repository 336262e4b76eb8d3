import type { ThreadEvent } from '@kefu/protocol';
import type { UnsequencedEvent } from '../ports/thread-log.js';

/** Gives a stored event its seq (logs keep events without it: the position is the seq). */
export function sequence(event: UnsequencedEvent, seq: number): ThreadEvent {
  return { event: event.event, data: { ...event.data, seq } } as ThreadEvent;
}
