import { closeReasonFor, type ThreadEvent } from '@kefu/protocol';

/**
 * A stored event as a client speaking `protocolVersion` can read it: its schemas are strict, so a closing reason
 * newer than its protocol (`switched`, 2.1) would make it drop the event (live) or the whole hello ack (replay).
 */
export function eventForClient<E extends ThreadEvent>(event: E, protocolVersion: string | undefined): E {
  if (event.event !== 'interrupt:closed') return event;
  const reason = closeReasonFor(event.data.reason, protocolVersion);
  return reason === event.data.reason ? event : ({ ...event, data: { ...event.data, reason } } as E);
}
