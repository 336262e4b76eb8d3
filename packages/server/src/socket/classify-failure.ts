import { kefuError, type KefuError } from '@kefu/protocol';

// node-redis names its connection failures; anything else is our bug.
const UNAVAILABLE_ERRORS = new Set([
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketTimeoutError',
  'SocketClosedUnexpectedlyError',
  'DisconnectsClientError',
  'ReconnectStrategyError',
]);

/** The typed error a client gets when handling its event threw: `UNAVAILABLE` when a backing store is down, else `INTERNAL`. */
export function classifyFailure(error: unknown, event: string): KefuError {
  const name = error instanceof Error ? (error.constructor?.name ?? error.name) : '';
  const refused = error instanceof Error && /ECONNREFUSED|ECONNRESET|EPIPE/.test(error.message);
  if (UNAVAILABLE_ERRORS.has(name) || refused) return kefuError('UNAVAILABLE', 'the conversation store is unavailable; try again shortly', { event });
  return kefuError('INTERNAL', 'the server failed to handle this event', { event });
}
