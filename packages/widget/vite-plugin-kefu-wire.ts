import type { Plugin } from 'vite';
// A relative import, not '@kefu/protocol': Vite bundles its config for plain Node, whose conditions would pick
// the protocol's compiled dist (maybe stale or absent) instead of its sources.
import { FORBIDDEN_KEYS, LOCALES, RETRYABLE, clientToServer, messageContextSchema, serverToClient, threadEventSchema, toJsonSchemaDocument } from '../protocol/src/index.js';

const ID = 'virtual:kefu-wire';

/**
 * Serves `virtual:kefu-wire`: JSON Schemas generated at build time from @kefu/protocol's zod schemas (every
 * server→client event, every ack, the stored thread event, the shop context the widget sends) and the few protocol constants the widget needs,
 * so the browser validates what it receives without shipping zod.
 */
export function kefuWire(): Plugin {
  return {
    name: 'kefu-wire',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? wireModule() : undefined),
  };
}

/** The source of `virtual:kefu-wire`. */
export function wireModule(): string {
  const named: Parameters<typeof toJsonSchemaDocument>[0] = { ...serverToClient, 'thread-event': threadEventSchema, 'message-context': messageContextSchema };
  for (const [event, { ack }] of Object.entries(clientToServer)) named[`ack:${event}`] = ack;
  const constants = {
    SCHEMAS: trimSchema(toJsonSchemaDocument(named).$defs),
    SERVER_EVENTS: Object.keys(serverToClient),
    LOCALES,
    RETRYABLE,
    FORBIDDEN_KEYS,
  };
  return Object.entries(constants)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}

/**
 * Drops keywords the validator's other checks already imply, so the script tag ships fewer bytes: an integer's
 * `maximum` of MAX_SAFE_INTEGER (integers are checked with Number.isSafeInteger), `minItems: 0`, and the `type`
 * of a `const` or an `enum` of that same type.
 */
export function trimSchema<T>(node: T): T {
  if (Array.isArray(node)) return node.map(trimSchema) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = trimSchema(value);
  if (out['type'] === 'integer' && out['maximum'] === Number.MAX_SAFE_INTEGER) delete out['maximum'];
  if (out['minItems'] === 0) delete out['minItems'];
  const values = 'const' in out ? [out['const']] : Array.isArray(out['enum']) ? out['enum'] : [];
  if (values.length > 0 && values.every((value) => typeof value === out['type'])) delete out['type'];
  return out as T;
}
