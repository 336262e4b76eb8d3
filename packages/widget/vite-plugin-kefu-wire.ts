import type { Plugin } from 'vite';
// A relative import, not '@kefu/protocol': Vite bundles its config for plain Node, whose conditions would pick
// the protocol's compiled dist (maybe stale or absent) instead of its sources.
import {
  FORBIDDEN_KEYS,
  LOCALES,
  RETRYABLE,
  clientToServer,
  messageContextSchema,
  serverToClient,
  threadEventSchema,
  toJsonSchemaDocument,
} from '../protocol/src/index.js';

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
  const shared = sharedSubtrees(constants.SCHEMAS);
  return [
    ...[...shared.values()].map(({ name, json }) => `const ${name} = ${json};`),
    ...Object.entries(constants).map(([name, value]) => `export const ${name} = ${serialize(value, shared)};`),
  ].join('\n');
}

interface Shared {
  name: string;
  json: string;
}

/**
 * The schema subtrees written more than once (a money amount, an id, a product), each to be written once as a
 * constant the others refer to: the validator only reads them, so sharing one object changes nothing.
 */
function sharedSubtrees(root: unknown): Map<string, Shared> {
  const counts = new Map<string, number>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const json = JSON.stringify(node);
    counts.set(json, (counts.get(json) ?? 0) + 1);
    for (const child of Object.values(node)) walk(child);
  };
  walk(root);
  const shared = new Map<string, Shared>();
  // Innermost first, so a shared subtree's own shared parts are declared before it.
  const repeated = [...counts].filter(([json, count]) => count > 1 && json.length > 24).sort(([a], [b]) => a.length - b.length);
  for (const [json] of repeated) shared.set(json, { name: `$${shared.size.toString(36)}`, json: serialize(JSON.parse(json), shared) });
  return shared;
}

/** JSON of `value`, with the shared subtrees written as their constants' names. */
function serialize(value: unknown, shared: Map<string, Shared>, top = true): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const json = JSON.stringify(value);
  const known = top ? undefined : shared.get(json);
  if (known) return known.name;
  if (Array.isArray(value)) return `[${value.map((item) => serialize(item, shared, false)).join(',')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}:${serialize(item, shared, false)}`)
    .join(',')}}`;
}

/**
 * Drops keywords the validator's other checks already imply, so the script tag ships fewer bytes: an integer's
 * `maximum` of MAX_SAFE_INTEGER (integers are checked with Number.isSafeInteger), `minItems: 0`, the `type`
 * of a `const` or an `enum` of that same type, and `additionalProperties: false` beside `properties` (the
 * validator closes every object with `properties`; an open one fails the build here instead of being closed).
 */
export function trimSchema<T>(node: T): T {
  if (Array.isArray(node)) return node.map(trimSchema) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = trimSchema(value);
  if (out['type'] === 'integer' && out['maximum'] === Number.MAX_SAFE_INTEGER) delete out['maximum'];
  if (out['minItems'] === 0) delete out['minItems'];
  if ('properties' in out) {
    if (out['additionalProperties'] !== false)
      throw new Error(
        `kefu-wire: an object schema with properties is open (additionalProperties ${JSON.stringify(out['additionalProperties'])}); the widget's validator treats it as closed`,
      );
    delete out['additionalProperties'];
  }
  const values = 'const' in out ? [out['const']] : Array.isArray(out['enum']) ? out['enum'] : [];
  if (values.length > 0 && values.every((value) => typeof value === out['type'])) delete out['type'];
  return out as T;
}
