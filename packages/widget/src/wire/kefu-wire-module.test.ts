import { describe, expect, it } from 'vitest';
import { clientToServer, messageContextSchema, serverToClient, threadEventSchema, toJsonSchemaDocument } from '@kefu/protocol';
import { trimSchema, wireModule } from '../../vite-plugin-kefu-wire.js';

/** Evaluates the generated module's source as the bundle would import it. */
async function load(source: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
}

describe('the generated virtual:kefu-wire module', () => {
  it('holds exactly the trimmed schemas, with each repeated subtree written once and shared', async () => {
    const named: Parameters<typeof toJsonSchemaDocument>[0] = { ...serverToClient, 'thread-event': threadEventSchema, 'message-context': messageContextSchema };
    for (const [event, { ack }] of Object.entries(clientToServer)) named[`ack:${event}`] = ack;
    const expected = trimSchema(toJsonSchemaDocument(named).$defs);
    const source = wireModule();
    const { SCHEMAS } = await load(source);
    expect(SCHEMAS).toEqual(expected);
    // Shared: the money amount of a price and of a promotion are one object.
    const schemas = SCHEMAS as Record<string, { properties: Record<string, unknown> }>;
    const seq = [schemas['message:done']?.properties['seq'], schemas['interrupt:closed']?.properties['seq']];
    expect(seq[0]).toBeDefined();
    expect(seq[0]).toBe(seq[1]);
    expect(source.length).toBeLessThan(JSON.stringify(expected).length);
  });

  it('drops additionalProperties: false beside properties, and fails on an object schema that is open', () => {
    expect(trimSchema({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false })).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
    expect(() => trimSchema({ type: 'object', properties: { a: { type: 'string' } } })).toThrow(/open \(additionalProperties undefined\)/);
    // A record (no properties) keeps its additionalProperties schema.
    expect(trimSchema({ type: 'object', additionalProperties: { type: 'string' } })).toEqual({ type: 'object', additionalProperties: { type: 'string' } });
  });
});
