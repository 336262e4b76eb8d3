import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  PROTOCOL_VERSION,
  clientToServer,
  parseEvent,
  parseWireEvent,
  serverToClient,
  threadEventSchema,
  toJsonSchemaDocument,
  type ClientEventName,
  type ServerEventName,
} from '@kefu/protocol';
import { SCHEMAS, SERVER_EVENTS } from 'virtual:kefu-wire';
// The protocol's own valid examples, so this parity test and the protocol's schema tests share one truth.
import { validInterrupts, validMessage, validParts } from '../../../protocol/src/examples.test-support.js';
import { isThreadEvent, parseAck, parsePayload, parseServerEvent } from './parse-wire.js';

const CLIENT = toJsonSchemaDocument(Object.fromEntries(Object.entries(clientToServer).map(([event, { payload }]) => [event, payload]))).$defs;

const hello = { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'zh-CN' };
const send = { clientMsgId: '0b6f3c1e-8e7a-4c55-9a3e-1d2f3a4b5c6d', text: 'Find X8 多少钱?' };
const wireError = { code: 'RATE_LIMITED', message: 'slow down', retryable: true, retryAfterMs: 1000 };
const threadEvents = [
  { event: 'message:done', data: { seq: 1, message: validMessage } },
  ...validInterrupts.map((interrupt, index) => ({ event: 'interrupt:open', data: { seq: 2 + index, interrupt } })),
  { event: 'interrupt:closed', data: { seq: 9, interruptId: 'i_text', reason: 'expired' } },
  { event: 'handoff', data: { seq: 10, state: 'joined', reason: 'requested', agentName: '小王', at: 1 } },
];

const serverExamples: Array<[ServerEventName, unknown]> = [
  ['message:delta', { messageId: 'm_1', index: 0, text: 'Find' }],
  ['message:done', { seq: 1, message: validMessage }],
  ...validInterrupts.map((interrupt): [ServerEventName, unknown] => ['interrupt:open', { seq: 2, interrupt }]),
  ['interrupt:closed', { seq: 3, interruptId: 'i_text', reason: 'expired' }],
  ['agent:status', { state: 'thinking', detail: 'search' }],
  ['handoff', { seq: 4, state: 'queued', reason: 'requested', queuePosition: 2, at: 1 }],
  ['error', wireError],
];

const ackExamples: Array<[ClientEventName, unknown]> = [
  [
    'session:hello',
    {
      ok: true,
      protocolVersion: PROTOCOL_VERSION,
      threadId: 't_1',
      serverTime: 1_762_000_000_000,
      resumed: true,
      replay: threadEvents,
      truncated: false,
      lastSeq: 10,
      pendingInterrupt: validInterrupts[3],
      handoff: 'joined',
      customerId: 'c_1',
    },
  ],
  ['session:hello', { ok: false, error: wireError }],
  ['message:send', { ok: true, seq: 3, duplicate: false }],
  ['interrupt:reply', { ok: true }],
  ['interrupt:reply', { ok: false, error: { code: 'INTERRUPT_CLOSED', message: 'closed', retryable: false } }],
];

const clientExamples: Array<[ClientEventName, unknown]> = [
  ['session:hello', hello],
  ['session:hello', { ...hello, threadId: 't_1', lastSeq: 12, identity: 'a.b.c', page: { url: 'https://shop.example/p/1', title: 'Find X9' } }],
  ['message:send', send],
  ['message:send', { ...send, context: { productId: 'find-x9', pageUrl: '/products/find-x9' } }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'answer', value: 'KF20261101001' }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: { taxId: '91310000MA1FL8XQ30' } }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'reject', reason: '地址不对' }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'upload', files: [{ url: 'https://cdn.example/a.jpg', name: 'a.jpg' }] }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'skip' }],
  ['conversation:cancel', {}],
  ['typing', { active: true }],
  ['feedback', { rating: 5, comment: '很好', seq: 3 }],
];

/** A JSON value nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { child: value };
  return value;
}

// The protocol's bad-payload table (schemas.test.ts), and its server-side counterpart.
const clientBad: Array<[string, unknown]> = [
  ['session:hello', null],
  ['session:hello', 'hello'],
  ['session:hello', [hello]],
  ['session:hello', { ...hello, protocolVersion: 1 }],
  ['session:hello', { siteKey: 'demo', locale: 'zh-CN' }],
  ['session:hello', { ...hello, locale: 'fr' }],
  ['session:hello', { ...hello, lastSeq: -1 }],
  ['session:hello', { ...hello, lastSeq: 1.5 }],
  ['session:hello', { ...hello, siteKey: 'demo site<script>' }],
  ['session:hello', { ...hello, extra: true }],
  ['session:hello', JSON.parse('{"protocolVersion":"1.0","siteKey":"demo","locale":"en","__proto__":{"admin":true}}')],
  ['session:hello', { ...hello, page: { url: 'javascript:alert(1)' } }],
  ['session:hello', { ...hello, page: { url: '//evil.example/x' } }],
  ['session:hello', { ...hello, identity: 'x'.repeat(LIMITS.maxTokenLength + 1) }],
  ['message:send', { ...send, text: '' }],
  ['message:send', { ...send, text: 42 }],
  ['message:send', { ...send, text: 'x'.repeat(LIMITS.maxTextLength + 1) }],
  ['message:send', { text: 'hi' }],
  ['message:send', { ...send, clientMsgId: 'short' }],
  ['message:send', { ...send, context: nested(50) }],
  ['message:send', { ...send, context: { productId: 'x', nested: nested(5) } }],
  ['message:send', JSON.parse(`{"clientMsgId":"${send.clientMsgId}","text":"hi","constructor":{"prototype":{"x":1}}}`)],
  ['message:send', { ...send, padding: 'x'.repeat(LIMITS.maxPayloadBytes) }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'explode' }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'answer' }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: JSON.parse('{"__proto__":"x"}') }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: { constructor: 'x' } }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: { a: { b: 'c' } } }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'submit', values: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`f${i}`, 'v'])) }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'upload', files: [] }],
  ['interrupt:reply', { interruptId: 'i_1', action: 'upload', files: [{ url: 'data:text/html,<script>' }] }],
  ['typing', { active: 'yes' }],
  ['feedback', { rating: 6 }],
  ['feedback', { rating: 3, comment: 'x'.repeat(LIMITS.maxCommentLength + 1) }],
  ['no:such', {}],
  ['__proto__', {}],
  ['toString', {}],
];

const price = validParts[2];
const serverBad: Array<[string, unknown]> = [
  ['message:done', { seq: 1, message: { ...validMessage, parts: [{ ...price, final: 3000 }] } }],
  ['message:done', { seq: 1, message: { ...validMessage, parts: [{ ...validParts[0], price: -1 }] } }],
  ['message:done', { seq: 1, message: { ...validMessage, parts: [{ ...validParts[0], price: 1.005 }] } }],
  ['message:done', { seq: 1, message: { ...validMessage, parts: [{ ...validParts[0], url: 'javascript:alert(1)' }] } }],
  ['message:done', { seq: 1, message: { ...validMessage, role: 'admin' } }],
  ['message:done', { seq: 0, message: validMessage }],
  ['message:done', { seq: 1, message: { ...validMessage, text: 'x'.repeat(LIMITS.maxAnswerLength + 1) } }],
  ['interrupt:open', { seq: 2, interrupt: { interruptId: 'i', kind: 'form', prompt: 'p', expiresAt: 1 } }],
  ['interrupt:open', { seq: 2, interrupt: { interruptId: 'i', kind: 'choice', prompt: 'p', expiresAt: 1 } }],
  ['interrupt:open', { seq: 2, interrupt: { ...validInterrupts[0], workflow: { name: 'return', title: '退货', step: 5, of: 4 } } }],
  ['interrupt:closed', { seq: 3, interruptId: 'i', reason: 'gone' }],
  ['agent:status', { state: 'sleeping' }],
  ['handoff', { seq: 4, state: 'queued', reason: 'requested', queuePosition: 0, at: 1 }],
  ['error', { code: 'NOPE', message: 'x', retryable: true }],
  ['message:delta', { messageId: 'm 1', index: 0, text: 'x' }],
  ['message:delta', JSON.parse('{"messageId":"m_1","index":0,"text":"x","__proto__":{"polluted":true}}')],
];

/** Every way to break `value` one step at a time: drop, retype, stretch or pad each node. */
function* mutants(value: unknown): Generator<unknown> {
  const replacements = [null, true, 0, -1, 1.5, 1.005, 2 ** 60, '', 'x', 'X'.repeat(4001), 'HTTPS://CDN.EXAMPLE/A', 'javascript:alert(1)', [], {}];
  yield* replacements;
  if (Array.isArray(value)) {
    if (value.length > 0) yield [...value, ...Array.from({ length: 60 }, () => value[0])];
    yield value.slice(1);
    for (let index = 0; index < value.length; index += 1) {
      for (const mutant of mutants(value[index])) yield value.map((item, at) => (at === index ? mutant : item));
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    yield { ...record, extra: 1 };
    for (const key of Object.keys(record)) {
      const { [key]: _dropped, ...rest } = record;
      yield rest;
      for (const mutant of mutants(record[key])) yield { ...record, [key]: mutant };
    }
  }
}

describe('the widget validator (JSON Schema generated from the protocol) agrees with the zod schemas', () => {
  it('ships a schema for every server event, every ack and the stored thread event', () => {
    expect(SERVER_EVENTS).toEqual(Object.keys(serverToClient));
    for (const name of [...SERVER_EVENTS, ...Object.keys(clientToServer).map((event) => `ack:${event}`), 'thread-event']) {
      expect(SCHEMAS[name], name).toBeDefined();
    }
  });

  it.each(serverExamples)('accepts the valid %s example', (event, payload) => {
    expect(parseEvent('server', event, payload)).toMatchObject({ ok: true });
    expect(parseServerEvent(event, payload)).toMatchObject({ ok: true });
  });

  it.each(ackExamples)('accepts a valid %s ack', (event, ack) => {
    expect(clientToServer[event].ack.safeParse(ack).success).toBe(true);
    expect(parseAck(event, ack)).toMatchObject({ ok: true });
  });

  it('accepts every valid stored thread event', () => {
    for (const event of threadEvents) {
      expect(threadEventSchema.safeParse(event).success).toBe(true);
      expect(isThreadEvent(event)).toBe(true);
    }
  });

  it.each(clientExamples)('accepts the valid %s client example (the generator covers both directions)', (event, payload) => {
    expect(parseEvent('client', event, payload)).toMatchObject({ ok: true });
    expect(parsePayload(CLIENT, event, payload)).toMatchObject({ ok: true });
  });

  it.each(clientBad)("rejects the protocol table's bad %s payload %#, as parseEvent does", (event, payload) => {
    expect(parseWireEvent('client', event, payload).ok).toBe(false);
    expect(parsePayload(CLIENT, event, payload).ok).toBe(false);
  });

  it.each(serverBad)('rejects a bad %s payload %#, as parseEvent does', (event, payload) => {
    expect(parseWireEvent('server', event, payload).ok).toBe(false);
    expect(parseServerEvent(event as ServerEventName, payload).ok).toBe(false);
  });

  it('says which error: an unknown event, an oversized payload, a bad field with its path', () => {
    expect(parsePayload(SCHEMAS, 'no:such', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
    expect(parseServerEvent('message:delta', { messageId: 'm_1', index: 0, text: 'x'.repeat(LIMITS.maxPayloadBytes) })).toMatchObject({
      ok: false,
      error: { code: 'TOO_LARGE' },
    });
    const result = parseServerEvent('message:done', { seq: 1, message: { ...validMessage, parts: [{ ...price, final: 3000 }] } });
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', retryable: false } });
    if (!result.ok) expect(result.error.message).toContain('payload.message.parts.0');
  });

  it('agrees with zod on every one-step mutation of every valid example', () => {
    let compared = 0;
    const disagreements: string[] = [];
    const compare = (label: string, zodOk: boolean, oursOk: boolean, value: unknown) => {
      compared += 1;
      if (zodOk !== oursOk) disagreements.push(`${label}: zod ${zodOk}, widget ${oursOk}: ${JSON.stringify(value).slice(0, 300)}`);
    };
    for (const [event, payload] of serverExamples) {
      for (const mutant of mutants(payload)) compare(event, parseEvent('server', event, mutant).ok, parseServerEvent(event, mutant).ok, mutant);
    }
    for (const [event, ack] of ackExamples) {
      for (const mutant of mutants(ack)) compare(`ack:${event}`, clientToServer[event].ack.safeParse(mutant).success, parseAck(event, mutant).ok, mutant);
    }
    for (const [event, payload] of clientExamples) {
      for (const mutant of mutants(payload)) compare(event, parseEvent('client', event, mutant).ok, parsePayload(CLIENT, event, mutant).ok, mutant);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(5000);
  });
});
