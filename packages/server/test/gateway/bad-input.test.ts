import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { waitFor } from '@kefu/testing';
import { LIMITS, PROTOCOL_VERSION, type ErrorCode, type Hello } from '@kefu/protocol';
import { TestClient } from './support/test-client.js';
import { METRICS_AUTH, startTestServer } from './support/test-server.js';
import { echoAgent } from './support/test-agents.js';
import { TEST_SITES, identityToken, unsignedToken } from './support/identity-tokens.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

let server: KefuServer & { url: string };
beforeAll(async () => {
  server = await startTestServer({ env: { KEFU_SITES: TEST_SITES }, agent: echoAgent() });
});
afterAll(() => server.close());

const hello = (overrides: Record<string, unknown> = {}): Hello => ({ protocolVersion: PROTOCOL_VERSION, siteKey: 'shop', locale: 'en', ...overrides }) as Hello;

async function connect(origin: string | null = 'https://shop.example'): Promise<TestClient> {
  return TestClient.connect(server.url, { origin });
}

/** A thread opened by customer c1 on `shop`. */
async function customersThread(): Promise<string> {
  const owner = await connect();
  const ack = await owner.hello(hello({ identity: await identityToken('c1') }));
  owner.close();
  if (!ack.ok) throw new Error('setup failed');
  return ack.threadId;
}

type Case = [
  description: string,
  event: string,
  payload: () => unknown | Promise<unknown>,
  code: ErrorCode,
  options?: { origin?: string; helloFirst?: boolean },
];

const cases: Case[] = [
  ['an event before hello', 'message:send', () => ({ clientMsgId: crypto.randomUUID(), text: 'hi' }), 'NO_SESSION'],
  ['an unknown event', 'admin:drop-tables', () => ({}), 'UNKNOWN_EVENT'],
  ['a hello that is not an object', 'session:hello', () => 'hello', 'BAD_PAYLOAD'],
  ['a hello without a site key', 'session:hello', () => ({ protocolVersion: PROTOCOL_VERSION, locale: 'en' }), 'BAD_PAYLOAD'],
  ['a hello with an unknown field', 'session:hello', () => hello({ admin: true }), 'BAD_PAYLOAD'],
  [
    'a prototype-polluting key',
    'session:hello',
    () => JSON.parse(`{"protocolVersion":"${PROTOCOL_VERSION}","siteKey":"shop","locale":"en","__proto__":{"x":1}}`),
    'BAD_PAYLOAD',
  ],
  [
    'an unsupported protocol version (1.0, whose money was yuan and whose product card a phone)',
    'session:hello',
    () => hello({ protocolVersion: '1.0' }),
    'UNSUPPORTED_VERSION',
  ],
  ['an unknown site', 'session:hello', () => hello({ siteKey: 'nope' }), 'UNKNOWN_SITE'],
  ['a page origin not on the allowlist', 'session:hello', () => hello(), 'ORIGIN_NOT_ALLOWED', { origin: 'https://evil.example' }],
  ["a site's allowlist used from another site's origin", 'session:hello', () => hello({ siteKey: 'other' }), 'ORIGIN_NOT_ALLOWED'],
  [
    'an identity signed with another secret',
    'session:hello',
    async () => hello({ identity: await identityToken('c1', { secret: 'not-the-shop-secret-0123456789' }) }),
    'NOT_AUTHENTICATED',
  ],
  ['an expired identity', 'session:hello', async () => hello({ identity: await identityToken('c1', { expiresInSeconds: -60 }) }), 'NOT_AUTHENTICATED'],
  ['an identity without expiry', 'session:hello', async () => hello({ identity: await identityToken('c1', { withoutExpiry: true }) }), 'NOT_AUTHENTICATED'],
  ['an unsigned (alg none) identity', 'session:hello', () => hello({ identity: unsignedToken('c1') }), 'NOT_AUTHENTICATED'],
  ['a garbage identity', 'session:hello', () => hello({ identity: 'not.a.jwt' }), 'NOT_AUTHENTICATED'],
  ["another customer's thread", 'session:hello', async () => hello({ threadId: await customersThread(), identity: await identityToken('c2') }), 'FORBIDDEN'],
  ["a verified customer's thread without identity", 'session:hello', async () => hello({ threadId: await customersThread() }), 'FORBIDDEN'],
  ['an empty message', 'message:send', () => ({ clientMsgId: crypto.randomUUID(), text: '' }), 'BAD_PAYLOAD', { helloFirst: true }],
  [
    'a message longer than the limit',
    'message:send',
    () => ({ clientMsgId: crypto.randomUUID(), text: 'x'.repeat(LIMITS.maxTextLength + 1) }),
    'TOO_LARGE',
    { helloFirst: true },
  ],
  [
    'a payload over maxPayloadBytes',
    'message:send',
    () => ({ clientMsgId: crypto.randomUUID(), text: 'x', pad: 'y'.repeat(LIMITS.maxPayloadBytes) }),
    'TOO_LARGE',
    { helloFirst: true },
  ],
  ['a reply to a prompt that is not open', 'interrupt:reply', () => ({ interruptId: 'i-none', action: 'approve' }), 'INTERRUPT_CLOSED', { helloFirst: true }],
  ['a message:send with a non-uuid id', 'message:send', () => ({ clientMsgId: 'x', text: 'hi' }), 'BAD_PAYLOAD', { helloFirst: true }],
];

describe('bad input', () => {
  it.each(cases)('answers %s with its typed code and the socket stays usable', async (_description, event, payload, code, options = {}) => {
    const client = await connect(options.origin ?? 'https://shop.example');
    try {
      if (options.helloFirst) expect((await client.hello(hello())).ok).toBe(true);
      const ack = (await client.request(event as never, await payload())) as { ok: boolean; error?: { code: string; retryable: boolean } };
      expect(ack.ok).toBe(false);
      expect(ack.error?.code).toBe(code);
      expect(client.socket.connected).toBe(true);
      // Still usable: a valid exchange works on the same socket (from an allowed origin).
      if (code !== 'ORIGIN_NOT_ALLOWED') {
        const retry = await client.hello(hello({ siteKey: 'shop', threadId: undefined }));
        expect(retry.ok).toBe(true);
        expect(await client.send('still here')).toMatchObject({ ok: true, duplicate: false });
      }
    } finally {
      client.close();
    }
  });

  it('sends an error event for bad input that brought no ack callback, and survives a missing ack on a good event', async () => {
    const client = await connect();
    try {
      const socket = client.socket as unknown as { emit(event: string, ...args: unknown[]): void };
      socket.emit('message:send', { clientMsgId: crypto.randomUUID(), text: 'no hello yet' });
      socket.emit('nope:nothing');
      await waitFor('two error events', () => client.errors.length === 2);
      expect(client.errors.map((error) => error.code)).toEqual(['NO_SESSION', 'UNKNOWN_EVENT']);
      await client.hello(hello());
      socket.emit('message:send', { clientMsgId: crypto.randomUUID(), text: 'fire and forget' });
      await client.waitUntil('the message and its answer', () => client.texts.length === 2);
      expect(client.texts).toEqual(['fire and forget', 'echo: fire and forget']);
    } finally {
      client.close();
    }
  });

  it('drops a socket that sends more than maxHttpBufferSize, and keeps serving others', async () => {
    const raw = io(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await new Promise((resolve) => raw.once('connect', () => resolve(undefined)));
      const disconnected = new Promise((resolve) => raw.once('disconnect', resolve));
      raw.emit('message:send', { clientMsgId: crypto.randomUUID(), text: 'z'.repeat(LIMITS.maxPayloadBytes * 8) });
      await disconnected;
    } finally {
      raw.close();
    }
    const client = await connect();
    expect((await client.hello(hello())).ok).toBe(true);
    client.close();
  });

  it('lets a verified customer resume their own thread and accepts a request without an Origin header', async () => {
    const token = await identityToken('c7');
    const first = await connect();
    const opened = await first.hello(hello({ identity: token }));
    first.close();
    expect(opened).toMatchObject({ ok: true, customerId: 'c7' });
    const again = await connect(null);
    const resumed = await again.hello(hello({ threadId: opened.ok ? opened.threadId : '', identity: token }));
    again.close();
    expect(resumed).toMatchObject({ ok: true, resumed: true, customerId: 'c7' });
  });

  it('counts typed errors in /metrics', async () => {
    const body = await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text();
    expect(body).toMatch(/kefu_errors_total\{code="NOT_AUTHENTICATED"\} [1-9]/);
    expect(body).toMatch(/kefu_errors_total\{code="BAD_PAYLOAD"\} [1-9]/);
  });
});
