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
    SCHEMAS: toJsonSchemaDocument(named).$defs,
    SERVER_EVENTS: Object.keys(serverToClient),
    LOCALES,
    RETRYABLE,
    FORBIDDEN_KEYS,
  };
  return Object.entries(constants)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join('\n');
}
