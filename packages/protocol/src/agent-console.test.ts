import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import { consoleToServer, escalationCardSchema, parseConsoleEvent, queueUpdatedSchema } from './agent-console.js';

describe('the agent console events', () => {
  it('accepts each console event with a well-formed payload', () => {
    expect(parseConsoleEvent('queue:list', {})).toEqual({ ok: true, data: {} });
    expect(parseConsoleEvent('thread:claim', { threadId: 't_1' })).toMatchObject({ ok: true });
    expect(parseConsoleEvent('thread:reply', { threadId: 't_1', clientMsgId: '0f1e2d3c-aaaa', text: '您好' })).toMatchObject({ ok: true });
    expect(parseConsoleEvent('thread:answer', { threadId: 't_1', reply: { interruptId: 'i1', action: 'answer', value: '20251201001' } })).toMatchObject({
      ok: true,
    });
    expect(parseConsoleEvent('thread:reveal', { threadId: 't_1', seq: 3 })).toEqual({ ok: true, data: { threadId: 't_1', seq: 3 } });
    expect(parseConsoleEvent('thread:typing', { threadId: 't_1', active: true })).toEqual({ ok: true, data: { threadId: 't_1', active: true } });
    expect(parseConsoleEvent('thread:typing', { threadId: 't_1' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'active' } });
    expect(Object.keys(consoleToServer).sort()).toEqual([
      'queue:list',
      'thread:answer',
      'thread:claim',
      'thread:open',
      'thread:release',
      'thread:reply',
      'thread:reveal',
      'thread:typing',
    ]);
  });

  it('refuses bad payloads with typed errors', () => {
    expect(parseConsoleEvent('thread:nope', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
    expect(parseConsoleEvent('thread:open', { threadId: '../x' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'threadId' } });
    expect(parseConsoleEvent('thread:open', { threadId: 't_1', extra: 1 })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(parseConsoleEvent('thread:reply', { threadId: 't_1', clientMsgId: '0f1e2d3c-aaaa', text: '' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    expect(parseConsoleEvent('thread:reply', { threadId: 't_1', clientMsgId: '0f1e2d3c-aaaa', text: 'x'.repeat(LIMITS.maxTextLength + 1) })).toMatchObject({
      ok: false,
      error: { code: 'TOO_LARGE' },
    });
    expect(parseConsoleEvent('thread:claim', JSON.parse('{"threadId":"t_1","__proto__":{"admin":true}}'))).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD' },
    });
    expect(parseConsoleEvent('thread:reveal', { threadId: 't_1', seq: 0 })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'seq' } });
    expect(parseConsoleEvent('thread:reveal', { threadId: 't_1' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'seq' } });
    expect(parseConsoleEvent('thread:open', { threadId: 'x'.repeat(LIMITS.maxPayloadBytes + 1) })).toMatchObject({ ok: false, error: { code: 'TOO_LARGE' } });
  });

  it('describes a queue and an escalation card', () => {
    const entry = {
      threadId: 't_1',
      siteId: 'demo',
      mode: 'queued',
      reason: 'angry',
      queuedAt: 1,
      position: 1,
      locale: 'zh-CN',
      leftMessage: true,
      preview: '太慢了',
    };
    expect(queueUpdatedSchema.safeParse({ queue: [entry], agentsOnline: 2, at: 5 }).success).toBe(true);
    expect(queueUpdatedSchema.safeParse({ queue: [{ ...entry, reason: 'bored' }], agentsOnline: 2, at: 5 }).success).toBe(false);
    const card = {
      threadId: 't_1',
      siteId: 'demo',
      mode: 'human',
      reason: 'requested',
      customer: {},
      locale: 'en',
      intents: [{ type: 'price_query', text: 'X9 多少钱' }],
      entities: [{ label: 'product', value: 'Find X9' }],
      lastMessages: [],
    };
    expect(escalationCardSchema.safeParse(card).success).toBe(true);
    const focus = {
      products: ['Find X9'],
      orderId: 'KF10010001',
      orderItems: ['Find X9（钛晨灰 / 12GB）'],
      told: [{ label: 'price', value: '3000–4000' }],
      lastRequest: { type: 'return_process', text: '我要退货' },
    };
    expect(escalationCardSchema.safeParse({ ...card, focus }).success).toBe(true);
    expect(escalationCardSchema.safeParse({ ...card, focus: { products: [], told: [] } }).success).toBe(true);
    expect(escalationCardSchema.safeParse({ ...card, focus: { ...focus, orderId: '' } }).success).toBe(false);
    expect(escalationCardSchema.safeParse({ ...card, focus: { ...focus, secret: 'x' } }).success).toBe(false);
  });
});
