import type * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { kefuError, type KefuError } from './error-codes.js';
import { FORBIDDEN_KEYS } from './primitives.js';
import { clientToServer } from './client-to-server.js';
import { serverToClient } from './server-to-client.js';
import type { ClientEventName, ClientPayload, ServerEventName, ServerPayload } from './socket-types.js';

/** The result of validating a payload: the typed data, or a typed error saying what was wrong. */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; error: KefuError };

/** Which way an event travels. */
export type Direction = 'client' | 'server';

type PayloadOf<D extends Direction, E> = D extends 'client'
  ? E extends ClientEventName
    ? ClientPayload<E>
    : never
  : E extends ServerEventName
    ? ServerPayload<E>
    : never;

type EventNameOf<D extends Direction> = D extends 'client' ? ClientEventName : ServerEventName;

/** Whether `name` is a client→server event. */
export function isClientEventName(name: unknown): name is ClientEventName {
  return typeof name === 'string' && Object.hasOwn(clientToServer, name);
}

/** Whether `name` is a server→client event. */
export function isServerEventName(name: unknown): name is ServerEventName {
  return typeof name === 'string' && Object.hasOwn(serverToClient, name);
}

/** A validated event off the wire: its name and its typed payload, discriminated by name. */
export type WireEvent<D extends Direction> = { [E in EventNameOf<D>]: { event: E; data: PayloadOf<D, E> } }[EventNameOf<D>];

/**
 * Validates a payload of a known event: size, shape, then the event's schema. Typed by the event name, so
 * a name that is not an event of `direction` does not compile. `direction` is who sent it: the server
 * parses `'client'` events, the widget `'server'` ones.
 */
export function parseEvent<D extends Direction, E extends EventNameOf<D>>(direction: D, name: E, payload: unknown): ParseResult<PayloadOf<D, E>> {
  const parsed = parseWireEvent(direction, name, payload);
  return parsed.ok ? { ok: true, data: parsed.data.data as PayloadOf<D, E> } : parsed;
}

/**
 * Validates an event exactly as it came off the wire, name included: an unknown name is refused with
 * `UNKNOWN_EVENT`, anything else as {@link parseEvent} does. The result says which event it was.
 */
export function parseWireEvent<D extends Direction>(direction: D, name: unknown, payload: unknown): ParseResult<WireEvent<D>> {
  const event = String(name);
  const schema = schemaFor(direction, event);
  if (!schema) return { ok: false, error: kefuError('UNKNOWN_EVENT', `unknown event "${event.slice(0, 64)}"`) };
  const size = encodedSize(payload);
  if (size > LIMITS.maxPayloadBytes) {
    return { ok: false, error: kefuError('TOO_LARGE', `payload of ${size} bytes exceeds ${LIMITS.maxPayloadBytes}`, { event }) };
  }
  const shapeProblem = findShapeProblem(payload, 0);
  if (shapeProblem) return { ok: false, error: kefuError('BAD_PAYLOAD', shapeProblem, { event }) };
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, data: { event, data: parsed.data } as WireEvent<D> };
  return { ok: false, error: describeIssues(event, parsed.error) };
}

function schemaFor(direction: Direction, name: string): z.ZodMiniType | undefined {
  if (direction === 'client') return isClientEventName(name) ? clientToServer[name].payload : undefined;
  return isServerEventName(name) ? serverToClient[name] : undefined;
}

function encodedSize(payload: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(payload) ?? '').length;
  } catch {
    // Cycles or BigInt cannot arrive over the wire; treat them as oversized rather than crash.
    return Number.POSITIVE_INFINITY;
  }
}

// Zod strips a `__proto__` key silently; a payload carrying one is hostile, so refuse it outright.
function findShapeProblem(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= LIMITS.maxDepth) return `nested deeper than ${LIMITS.maxDepth} levels`;
  for (const key of Object.keys(value)) {
    if ((FORBIDDEN_KEYS as readonly string[]).includes(key)) return `forbidden key "${key}"`;
    const problem = findShapeProblem((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function describeIssues(event: string, error: z.core.$ZodError): KefuError {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  // Numbers out of range are malformed, not oversized: only long strings and big collections are TOO_LARGE.
  const tooBig = error.issues.some((candidate) => candidate.code === 'too_big' && candidate.origin !== 'number');
  const message = `${path || 'payload'}: ${issue?.message ?? 'invalid'}`.slice(0, 300);
  return kefuError(tooBig ? 'TOO_LARGE' : 'BAD_PAYLOAD', message, { event, ...(path ? { path: path.slice(0, 200) } : {}) });
}
