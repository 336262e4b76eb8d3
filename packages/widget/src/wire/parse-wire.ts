import {
  LIMITS,
  type ClientAck,
  type ClientEventName,
  type ErrorCode,
  type JsonSchema,
  type KefuError,
  type ParseResult,
  type ServerEventName,
  type ServerPayload,
  type ThreadEvent,
} from '@kefu/protocol';
import { FORBIDDEN_KEYS, RETRYABLE, SCHEMAS } from 'virtual:kefu-wire';
import { validateJsonSchema } from './validate-json-schema.js';

/** A typed error with its code's retry flag, like the protocol's `kefuError`. */
export function wireError(code: ErrorCode, message: string): KefuError {
  return { code, message, retryable: RETRYABLE[code] };
}

/**
 * Validates a server→client payload as the protocol's `parseEvent('server', …)` does — size, shape, then the
 * event's schema — against JSON Schema generated from the same zod schemas at build time.
 */
export function parseServerEvent<E extends ServerEventName>(name: E, payload: unknown): ParseResult<ServerPayload<E>> {
  return parsePayload(SCHEMAS, name, payload);
}

/** Validates `payload` against `defs[name]` as `parseEvent` does: size, shape, then schema. */
export function parsePayload<T>(defs: Record<string, JsonSchema>, name: string, payload: unknown): ParseResult<T> {
  let size = Infinity;
  try {
    size = new TextEncoder().encode(JSON.stringify(payload) ?? '').length;
  } catch {
    // Cycles cannot arrive over the wire; treat them as oversized rather than crash.
  }
  if (size > LIMITS.maxPayloadBytes) return { ok: false, error: wireError('TOO_LARGE', `${name}: ${size} bytes`) };
  return parse(defs, name, payload);
}

/** Validates the ack of a client→server event (no size cap: a hello ack carries the whole replay). */
export function parseAck<E extends ClientEventName>(name: E, ack: unknown): ParseResult<ClientAck<E>> {
  return parse(SCHEMAS, `ack:${name}`, ack);
}

/** Whether `value` is a valid stored event (storage is writable by any script on the page). */
export function isThreadEvent(value: unknown): value is ThreadEvent {
  return parse(SCHEMAS, 'thread-event', value).ok;
}

function parse<T>(defs: Record<string, JsonSchema>, name: string, value: unknown): ParseResult<T> {
  const schema = Object.hasOwn(defs, name) ? defs[name] : undefined;
  const problem = schema ? (shapeProblem(value, 0) ?? validateJsonSchema(schema, value, defs)) : 'unknown';
  return problem
    ? { ok: false, error: wireError(schema ? 'BAD_PAYLOAD' : 'UNKNOWN_EVENT', `${name}: ${problem}`.slice(0, 300)) }
    : { ok: true, data: value as T };
}

// A payload carrying a prototype key is hostile, whatever the schema says; so is one nested absurdly deep.
function shapeProblem(value: unknown, depth: number): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= LIMITS.maxDepth) return 'nested too deep';
  for (const key of Object.keys(value)) {
    const problem = FORBIDDEN_KEYS.includes(key) ? `forbidden key ${key}` : shapeProblem((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
