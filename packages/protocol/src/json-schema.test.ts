import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { clientToServer, httpUrlSchema, moneySchema, serverToClient, toJsonSchemaDocument } from './index.js';

describe('toJsonSchemaDocument', () => {
  it('emits every event once and a shared schema as a $ref', () => {
    const acks = Object.fromEntries(Object.entries(clientToServer).map(([event, { ack }]) => [`ack:${event}`, ack]));
    const { $defs } = toJsonSchemaDocument({ ...serverToClient, ...acks });
    // In the order first reached: an ack sharing a schema with an earlier one (the failure branch) comes up with it.
    expect(Object.keys($defs).sort()).toEqual([...Object.keys(serverToClient), ...Object.keys(acks)].sort());
    expect($defs['ack:typing']).toEqual({ $ref: '#/$defs/ack:interrupt:reply' });
  });

  it('keeps what JSON Schema cannot say: regex flags and the named refinements', () => {
    const { $defs } = toJsonSchemaDocument({ url: httpUrlSchema, money: moneySchema });
    expect($defs['url']).toEqual({ type: 'string', maxLength: 2048, pattern: '^(https?:\\/\\/|\\/(?!\\/))', 'x-flags': 'i' });
    expect($defs['money']).toMatchObject({ type: 'object', properties: { amount: { type: 'integer', minimum: 0 } } });
  });

  it('refuses a refinement it does not know, so none is dropped silently', () => {
    const odd = z.string().check(z.refine((value) => value !== 'odd', 'must not be odd'));
    expect(() => toJsonSchemaDocument({ odd })).toThrow(/must not be odd/);
  });

  it('refuses a keyword validators do not implement', () => {
    expect(() => toJsonSchemaDocument({ email: z.email() })).toThrow(/unsupported keyword "format"/);
  });
});
