import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { Manager } from 'socket.io-client';
import { waitFor } from '@kefu/testing';
import { ConfigError, loadConfig } from '../../src/config.js';
import { LIMIT_SETTINGS } from '../../src/limits/limit-settings.js';
import type { Agent } from '../../src/ports/agent.js';
import { TestClient, type TestClientOptions } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { echoAgent } from '../gateway/support/test-agents.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { flood, handled, total, type FloodTally } from './abuse-support.js';

const T = 1_750_000_000_000;
const limit = (name: keyof typeof LIMIT_SETTINGS) => LIMIT_SETTINGS[name].default;
const comment = 'x'.repeat(1000);

describe('finding 5 — resource abuse', () => {
  // Rate windows run on this clock, so a slow machine never lets a minute pass mid-test.
  let now = T;
  const clock = { now: () => now };
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
    now += 3_600_000;
  });

  async function serve(env: Record<string, string> = {}, agent: Agent = echoAgent()): Promise<KefuServer & { url: string }> {
    const server = await startTestServer({ agent, clock, env });
    cleanup.push(() => server.close());
    return server;
  }
  async function connect(server: { url: string }, options: TestClientOptions = {}): Promise<TestClient> {
    const client = await TestClient.connect(server.url, options);
    cleanup.push(() => client.close());
    return client;
  }
  async function shopper(server: { url: string }, options: TestClientOptions = {}): Promise<TestClient> {
    const client = await connect(server, options);
    expect(await client.hello()).toMatchObject({ ok: true });
    return client;
  }
  function expectRetryHints(tally: FloodTally): void {
    for (const error of tally.rateLimited) expect(error).toMatchObject({ code: 'RATE_LIMITED', retryable: true, retryAfterMs: expect.any(Number) });
    expect(tally.rateLimited.every((error) => (error.retryAfterMs ?? 0) > 0)).toBe(true);
  }

  describe('feedback', () => {
    it('5,000 feedback events with any seq and 1,000-character comments from one socket store ratings only of events that exist, within the per-socket budget', async () => {
      const server = await serve();
      const tab = await shopper(server);
      expect(await tab.send('the X9, how much?')).toMatchObject({ ok: true, seq: 1 });
      await tab.waitForSeq(2);

      const tally = await flood(tab, 'feedback', 5_000, (index) => ({ rating: 1 + (index % 5), comment, seq: index + 1 }));

      const stored = await server.stores.feedback.list(tab.threadId as string);
      expect(stored.length).toBeLessThanOrEqual(2);
      expect(stored.every((rating) => rating.seq !== undefined && rating.seq <= 2)).toBe(true);
      expect(handled(tally)).toBeLessThanOrEqual(limit('feedbackPerSocket'));
      expect(tally.rateLimited.length).toBe(5_000 - handled(tally));
      expectRetryHints(tally);
    });

    it('refuses a rating of a seq the conversation does not have, naming the field', async () => {
      const server = await serve();
      const tab = await shopper(server);
      expect(await tab.request('feedback', { rating: 1, seq: 7 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'seq', retryable: false } });
      expect(await server.stores.feedback.list(tab.threadId as string)).toEqual([]);
    });

    it('keeps at most KEFU_LIMIT_RATINGS_PER_THREAD ratings per conversation, whatever the seqs', async () => {
      const server = await serve({ KEFU_LIMIT_RATINGS_PER_THREAD: '3', KEFU_LIMIT_FEEDBACK_PER_SOCKET: '1000' });
      const tab = await shopper(server);
      for (let index = 1; index <= 3; index += 1) expect(await tab.send(`question ${index}`)).toMatchObject({ ok: true });
      await tab.waitForSeq(6);
      const acks = [];
      for (let seq = 1; seq <= 6; seq += 1) acks.push(await tab.request('feedback', { rating: 5, seq }));
      acks.push(await tab.request('feedback', { rating: 5 }));
      expect(acks.filter((ack) => ack.ok)).toHaveLength(3);
      expect(acks.slice(3)).toEqual(Array(4).fill(expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'CONFLICT' }) })));
      expect(await server.stores.feedback.list(tab.threadId as string)).toHaveLength(3);
    });

    it('feedback from 30 sockets of one address is handled within the per-IP budget', async () => {
      const server = await serve();
      const tabs = await Promise.all(Array.from({ length: 30 }, () => shopper(server)));
      const tallies = await Promise.all(tabs.map((tab) => flood(tab, 'feedback', 100, () => ({ rating: 4, comment }), 8)));
      const sum = total(tallies);
      expect(handled(sum)).toBeLessThanOrEqual(limit('feedbackPerIp'));
      expect(sum.rateLimited.length).toBe(3_000 - handled(sum));
      expectRetryHints(sum);
      const stored = await Promise.all(tabs.map((tab) => server.stores.feedback.list(tab.threadId as string)));
      expect(stored.flat().length).toBeLessThanOrEqual(limit('feedbackPerIp'));
    });

    it('needs a hello first', async () => {
      const server = await serve();
      const stranger = await connect(server);
      const tally = await flood(stranger, 'feedback', 100, () => ({ rating: 1, comment }), 8);
      expect(tally.ok).toBe(0);
      expect(tally.errors.NO_SESSION).toBe(100);
    });
  });

  describe('typing, conversation:cancel and interrupt:reply', () => {
    it('5,000 typing events from one socket: at most the per-socket budget is handled, the rest refused with a retry hint', async () => {
      const server = await serve();
      const forwarded: boolean[] = [];
      server.gateway.onTyping((_threadId, active) => forwarded.push(active));
      const tab = await shopper(server);
      const tally = await flood(tab, 'typing', 5_000, (index) => ({ active: index % 2 === 0 }));
      expect(handled(tally)).toBeLessThanOrEqual(limit('typingPerSocket'));
      expect(tally.rateLimited.length).toBe(5_000 - handled(tally));
      expect(forwarded.length).toBeLessThanOrEqual(handled(tally));
      expectRetryHints(tally);
    });

    it('5,000 typing events sent without acks are handled within the budget and answered by one error event, not one per event', async () => {
      const server = await serve();
      const forwarded: boolean[] = [];
      server.gateway.onTyping((_threadId, active) => forwarded.push(active));
      const tab = await shopper(server);
      // Sent as an attacker would, with no ack callback (the typed socket insists on one).
      const raw = tab.socket as unknown as { emit(event: string, payload: unknown): void };
      for (let index = 0; index < 5_000; index += 1) raw.emit('typing', { active: index % 2 === 0 });
      // One socket's packets arrive in order: once this is answered, the whole flood has arrived and been counted.
      await tab.request('typing', { active: false });
      expect(forwarded.length).toBeLessThanOrEqual(limit('typingPerSocket'));
      expect(tab.errors.filter((error) => error.code === 'RATE_LIMITED')).toHaveLength(1);
    });

    it('typing from 20 sockets of one address is handled within the per-IP budget', async () => {
      const server = await serve();
      const tabs = await Promise.all(Array.from({ length: 20 }, () => shopper(server)));
      const sum = total(await Promise.all(tabs.map((tab) => flood(tab, 'typing', 100, () => ({ active: true }), 8))));
      expect(handled(sum)).toBeLessThanOrEqual(limit('typingPerIp'));
      expect(sum.rateLimited.length).toBe(2_000 - handled(sum));
    });

    it('1,000 conversation:cancel events from one socket cancel at most the per-socket budget', async () => {
      let cancels = 0;
      const server = await serve({}, { ...echoAgent(), cancel: async () => void (cancels += 1) });
      const tab = await shopper(server);
      const tally = await flood(tab, 'conversation:cancel', 1_000, () => ({}));
      expect(handled(tally)).toBeLessThanOrEqual(limit('cancelsPerSocket'));
      expect(cancels).toBeLessThanOrEqual(limit('cancelsPerSocket'));
      expect(tally.rateLimited.length).toBe(1_000 - handled(tally));
      expectRetryHints(tally);
    });

    it('1,000 interrupt:reply events from one socket are handled within the per-socket budget', async () => {
      const server = await serve();
      const tab = await shopper(server);
      const tally = await flood(tab, 'interrupt:reply', 1_000, () => ({ interruptId: 'i_none', action: 'approve' }));
      expect(handled(tally)).toBeLessThanOrEqual(limit('interruptRepliesPerSocket'));
      expect(tally.rateLimited.length).toBe(1_000 - handled(tally));
      expectRetryHints(tally);
    });
  });

  describe('hello and replay', () => {
    it('resume hellos on a long conversation replay at most KEFU_LIMIT_REPLAY_KIB_PER_HELLO each, newest events kept, and a socket gets the per-socket number of hellos', async () => {
      const server = await serve();
      const tab = await shopper(server);
      const threadId = tab.threadId as string;
      for (let index = 0; index < 500; index += 1) {
        await server.gateway.emitToThread(threadId, { event: 'message:done', message: { role: 'assistant', text: `${index} ${'答'.repeat(1000)}` } });
      }
      const budget = limit('replayKibPerHello') * 1024;
      const resumer = await connect(server);
      const outcomes: string[] = [];
      for (let attempt = 0; attempt < 15; attempt += 1) {
        const ack = await resumer.request('session:hello', {
          protocolVersion: PROTOCOL_VERSION,
          siteKey: 'demo',
          locale: 'zh-CN',
          threadId,
          lastSeq: 0,
          ...(tab.resumeToken ? { resumeToken: tab.resumeToken } : {}),
        });
        if (!ack.ok) {
          expect(ack.error).toMatchObject({ code: 'RATE_LIMITED', retryable: true });
          outcomes.push('refused');
          continue;
        }
        expect(Buffer.byteLength(JSON.stringify(ack.replay))).toBeLessThanOrEqual(budget);
        expect(ack).toMatchObject({ truncated: true, lastSeq: 500 });
        expect(ack.replay.at(-1)?.data.seq).toBe(500);
        outcomes.push('replayed');
      }
      expect(outcomes.filter((outcome) => outcome === 'replayed')).toHaveLength(limit('hellosPerSocket'));
      expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(15 - limit('hellosPerSocket'));
    });

    it('hellos from 40 sockets of one address are answered within the per-IP budget', async () => {
      const server = await serve();
      const owner = await shopper(server);
      const sockets = await Promise.all(Array.from({ length: 40 }, () => connect(server)));
      let replayed = 0;
      let refused = 0;
      await Promise.all(
        sockets.map(async (socket) => {
          for (let attempt = 0; attempt < 10; attempt += 1) {
            const ack = await socket.request('session:hello', {
              protocolVersion: PROTOCOL_VERSION,
              siteKey: 'demo',
              locale: 'zh-CN',
              threadId: owner.threadId,
              lastSeq: 0,
              ...(owner.resumeToken ? { resumeToken: owner.resumeToken } : {}),
            });
            if (ack.ok) replayed += 1;
            else if (ack.error.code === 'RATE_LIMITED') refused += 1;
          }
        }),
      );
      // The owner's own hello counted too.
      expect(replayed).toBe(limit('hellosPerIp') - 1);
      expect(refused).toBe(400 - replayed);
    });
  });

  describe('messages', () => {
    it('the per-IP message limit is the documented one: 4 shoppers of one address sending 30 each get exactly KEFU_LIMIT_MESSAGES_PER_IP through', async () => {
      const server = await serve();
      const tabs = await Promise.all(Array.from({ length: 4 }, () => shopper(server)));
      const sum = total(
        await Promise.all(tabs.map((tab) => flood(tab, 'message:send', 30, (index) => ({ clientMsgId: crypto.randomUUID(), text: `m${index}` }), 1))),
      );
      expect(limit('messagesPerIp')).toBe(100);
      expect(sum.ok).toBe(limit('messagesPerIp'));
      expect(sum.rateLimited.length).toBe(120 - limit('messagesPerIp'));
      expectRetryHints(sum);
    });

    it('refused messages do not use up the address budget: after one shopper is refused 40 times, another on the same address still gets the rest', async () => {
      const server = await serve({ KEFU_RATE_LIMIT_PER_MINUTE: '10' });
      const [first, second] = await Promise.all([shopper(server), shopper(server)]);
      const spam = await flood(first as TestClient, 'message:send', 50, () => ({ clientMsgId: crypto.randomUUID(), text: 'spam' }), 1);
      expect(spam.ok).toBe(10);
      expect(spam.rateLimited).toHaveLength(40);
      // The second shopper has 10 of their own; the address has 100 - 10 left, so all 10 get through.
      const calm = await flood(second as TestClient, 'message:send', 10, () => ({ clientMsgId: crypto.randomUUID(), text: 'hello' }), 1);
      expect(calm.ok).toBe(10);
    });

    it('a burst from one socket beyond the pending-event bound is refused on arrival, not queued', async () => {
      const server = await serve();
      const tab = await shopper(server);
      const tally = await flood(tab, 'typing', 200, () => ({ active: false }), 200);
      expect(tally.rateLimited.some((error) => error.message.includes('waiting on this connection'))).toBe(true);
      expect(handled(tally)).toBeLessThanOrEqual(limit('typingPerSocket'));
    });
  });

  describe('connections', () => {
    it('closes sockets that never say hello after KEFU_HELLO_TIMEOUT_SECONDS, and keeps the ones that did', async () => {
      const server = await serve({ KEFU_HELLO_TIMEOUT_SECONDS: '1' });
      const greeted = await shopper(server);
      const idle = await Promise.all(Array.from({ length: 50 }, () => connect(server)));
      const failed = await connect(server);
      expect(await failed.hello({ siteKey: 'nope' })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_SITE' } });
      await waitFor('the idle sockets to be closed', () => [...idle, failed].every((client) => !client.socket.connected), 15_000);
      expect(greeted.socket.connected).toBe(true);
      expect(server.io.of('/').sockets.size).toBe(1);
    });

    it('refuses a socket beyond KEFU_LIMIT_SOCKETS_PER_IP from one address with RATE_LIMITED', async () => {
      const server = await serve();
      const open = await Promise.all(Array.from({ length: limit('socketsPerIp') }, () => connect(server)));
      const refusal = await connect(server).then(
        () => undefined,
        (error: Error & { data?: unknown }) => error.data,
      );
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED', retryable: true });
      open[0]?.close();
      await waitFor('the closed socket to be gone', () => server.io.of('/').sockets.size < limit('socketsPerIp'));
      expect((await connect(server)).socket.connected).toBe(true);
    });

    it('closes raw connections that never open a socket after KEFU_HELLO_TIMEOUT_SECONDS and caps them per address', async () => {
      const server = await serve({ KEFU_HELLO_TIMEOUT_SECONDS: '1', KEFU_LIMIT_SOCKETS_PER_IP: '3' });
      // A Manager opens the Engine.IO connection alone: no namespace, so no socket, no hello.
      const rawConnection = () => {
        const manager = new Manager(server.url, {
          transports: ['websocket'],
          reconnection: false,
          autoConnect: false,
          extraHeaders: { origin: 'http://localhost:5173' },
        });
        const state = { open: false, closed: false };
        manager.on('close', () => (state.closed = true));
        cleanup.push(() => manager.engine?.close());
        return new Promise<typeof state>((resolve) => manager.open((error) => resolve(Object.assign(state, { open: !error }))));
      };
      const raw = await Promise.all(Array.from({ length: 6 }, () => rawConnection()));
      expect(raw.every((state) => state.open)).toBe(true);
      // Twice KEFU_LIMIT_SOCKETS_PER_IP raw connections are open: the next is refused at the handshake.
      expect((await rawConnection()).open).toBe(false);
      await waitFor('the raw connections to be closed', () => raw.every((state) => state.closed), 15_000);
      expect((await rawConnection()).open).toBe(true);
    });

    it('closes a half-open socket (its client stopped reading) after KEFU_SILENCE_TIMEOUT_SECONDS and frees its place in the per-IP count', async () => {
      const server = await serve({ KEFU_SILENCE_TIMEOUT_SECONDS: '2', KEFU_LIMIT_SOCKETS_PER_IP: '1' });
      const vanished = await shopper(server);
      // The client's host goes quiet without closing: its TCP socket is never read again, so no pong goes back.
      const transport = vanished.socket.io.engine.transport as unknown as { ws: { _socket: { pause(): void; destroy(): void } } };
      const tcp = transport.ws._socket;
      tcp.pause();
      // Cleanup runs last-pushed first: the paused socket is dropped before the server closes, which otherwise waited 30 s for
      // a connection whose client never reads again.
      cleanup.push(() => tcp.destroy());
      await waitFor('the half-open socket to be closed', () => server.io.of('/').sockets.size === 0, 15_000);
      expect((await shopper(server)).socket.connected).toBe(true);
    });

    it('counts sockets per address behind a trusted proxy by the address the proxy saw', async () => {
      const server = await serve({ KEFU_LIMIT_SOCKETS_PER_IP: '3', KEFU_TRUSTED_PROXY_HOPS: '1' });
      const outcome = (forwardedFor: string) =>
        connect(server, { forwardedFor }).then(
          () => 'open',
          (error: Error & { data?: { code?: string } }) => error.data?.code ?? error.message,
        );
      for (let index = 0; index < 3; index += 1) expect(await outcome('203.0.113.9')).toBe('open');
      expect(await outcome('203.0.113.9')).toBe('RATE_LIMITED');
      expect(await outcome('6.6.6.6, 203.0.113.9')).toBe('RATE_LIMITED');
      expect(await outcome('203.0.113.10')).toBe('open');
    });
  });

  describe('the limits table', () => {
    it("the README's limits table lists exactly the configured limits, with their defaults and ranges", () => {
      const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
      const section = readme.split(/^### Limits$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
      const rows = section
        .split('\n')
        .filter((line) => /^\| `KEFU_/.test(line))
        .map((line) => line.split('|').map((cell) => cell.trim()));
      const documented = rows.map(([, variable, defaultValue, range]) => ({
        env: variable?.replaceAll('`', ''),
        default: defaultValue?.replaceAll('`', ''),
        range,
      }));
      const configured = Object.values(LIMIT_SETTINGS).map((setting) => ({
        env: setting.env,
        default: String(setting.default),
        range: `${setting.min}–${setting.max}`,
      }));
      expect(documented).toEqual(configured);
    });

    it('config reads every limit from its variable and refuses a value out of range, naming it', () => {
      const config = loadConfig({ KEFU_LIMIT_FEEDBACK_PER_SOCKET: '3', KEFU_HELLO_TIMEOUT_SECONDS: '7' });
      expect(config.limits).toMatchObject({ feedbackPerSocket: 3, helloTimeoutSeconds: 7, messagesPerIp: 100 });
      for (const setting of Object.values(LIMIT_SETTINGS)) {
        expect(() => loadConfig({ [setting.env]: String(setting.max + 1) })).toThrow(ConfigError);
        expect(() => loadConfig({ [setting.env]: String(setting.min - 1) })).toThrow(new RegExp(setting.env));
      }
    });
  });
});
