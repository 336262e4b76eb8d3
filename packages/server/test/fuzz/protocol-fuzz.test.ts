import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PROTOCOL_VERSION, clientToServer, kefuErrorSchema, type ClientEventName } from '@kefu/protocol';
import { waitFor } from '@kefu/testing';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { CLIENT_EVENTS, fuzzEmit, type FuzzEmit } from './payloads.js';
import { liftedLimitsEnv } from '../../src/limits/limit-settings.js';

// At least 10,000 generated emits over real sockets at a live server (in this process, so the heap and
// Object.prototype can be inspected): before and after hello, known and random event names, every bad
// shape. Every ack must be a typed error from ERROR_CODES (or a valid ack of a known event), the server
// must keep serving, and the heap after GC must not grow with the number of payloads.
const BATCHES = 500;
const PER_BATCH = 20;
const SOCKETS_PER_KIND = 4;
// engine.io drops the connection (no ack possible) for a frame over the server's maxHttpBufferSize.
const TRANSPORT_LIMIT = 4 * 64 * 1024;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  for (let round = 0; round < 3; round += 1) gc();
  return process.memoryUsage().heapUsed;
};

interface Tally {
  emits: number;
  acks: number;
  ok: number;
  codes: Map<string, number>;
  errorEvents: number;
  transportDrops: number;
  anomalies: string[];
}

let server: Awaited<ReturnType<typeof startTestServer>>;
const sockets: { before: Socket[]; after: Socket[] } = { before: [], after: [] };
const overLimit = new WeakSet<Socket>();
const tally: Tally = { emits: 0, acks: 0, ok: 0, codes: new Map(), errorEvents: 0, transportDrops: 0, anomalies: [] };

async function openSocket(helloFirst: boolean): Promise<Socket> {
  const socket = io(server.url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'http://localhost:5173' } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('error', (error: unknown) => {
    tally.errorEvents += 1;
    if (!kefuErrorSchema.safeParse(error).success) tally.anomalies.push(`untyped error event: ${JSON.stringify(error)?.slice(0, 200)}`);
  });
  if (helloFirst) {
    const ack = await socket.timeout(15_000).emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'en' });
    if (!ack?.ok) throw new Error(`hello failed: ${JSON.stringify(ack)}`);
  }
  return socket;
}

/** The socket in `slot`, reopened when the previous one was dropped. */
async function socketAt(kind: 'before' | 'after', slot: number): Promise<Socket> {
  const current = sockets[kind][slot];
  if (current?.connected) return current;
  current?.close();
  const next = await openSocket(kind === 'after');
  sockets[kind][slot] = next;
  return next;
}

/** Bytes a Socket.IO packet adds around its arguments: type, ack id, brackets, commas (the event name is counted apart). */
const PACKET_FRAMING = 32;

/** The arguments' encoded size, which the server's transport limit also sees with the event name and the framing. */
function encodedSize(args: unknown[]): number {
  let size = 0;
  for (const arg of args) size += Buffer.isBuffer(arg) ? arg.length : Buffer.byteLength(JSON.stringify(arg) ?? '');
  return size;
}

function check(emit: FuzzEmit, response: unknown): void {
  const known = (CLIENT_EVENTS as readonly string[]).includes(emit.event);
  const where = `${emit.event} ${JSON.stringify(emit.args, (_key, value: unknown) => (Buffer.isBuffer(value) ? '<binary>' : value))?.slice(0, 200)}`;
  if (typeof response !== 'object' || response === null || typeof (response as { ok?: unknown }).ok !== 'boolean') {
    tally.anomalies.push(`ack is not {ok}: ${JSON.stringify(response)?.slice(0, 200)} for ${where}`);
    return;
  }
  const ack = response as { ok: boolean; error?: unknown };
  if (ack.ok) {
    tally.ok += 1;
    if (!known) tally.anomalies.push(`ok for an unknown event: ${where}`);
    else if (!clientToServer[emit.event as ClientEventName].ack.safeParse(response).success)
      tally.anomalies.push(`ok ack off its schema: ${JSON.stringify(response).slice(0, 200)} for ${where}`);
    return;
  }
  const error = kefuErrorSchema.safeParse(ack.error);
  if (!error.success || !ERROR_CODES.includes(error.data.code)) {
    tally.anomalies.push(`untyped error: ${JSON.stringify(ack.error)?.slice(0, 200)} for ${where}`);
    return;
  }
  tally.codes.set(error.data.code, (tally.codes.get(error.data.code) ?? 0) + 1);
  if (error.data.code === 'INTERNAL') tally.anomalies.push(`INTERNAL for ${where}`);
}

async function send(emit: FuzzEmit, kind: 'before' | 'after', slot: number): Promise<void> {
  const socket = await socketAt(kind, slot);
  tally.emits += 1;
  // A payload just under the limit by its arguments alone can pass it once the packet is framed (262,140 bytes did).
  const oversized = encodedSize(emit.args) + Buffer.byteLength(JSON.stringify(emit.event) ?? '') + PACKET_FRAMING > TRANSPORT_LIMIT;
  if (oversized) overLimit.add(socket);
  if (!emit.withAck) {
    socket.emit(emit.event, ...emit.args);
    return;
  }
  const dropped = new Promise<'dropped'>((resolve) => socket.once('disconnect', () => resolve('dropped')));
  const response = await Promise.race([
    socket
      .timeout(20_000)
      .emitWithAck(emit.event, ...emit.args)
      .catch((error: Error) => `no ack: ${error.message}`),
    dropped,
  ]);
  if (response === 'dropped') {
    tally.transportDrops += 1;
    // Emits in flight on the same socket go down with an oversized one; anything else is an anomaly.
    if (!overLimit.has(socket)) tally.anomalies.push(`connection dropped by a ${encodedSize(emit.args)}-byte emit ${emit.event}`);
    return;
  }
  if (typeof response === 'string' && response.startsWith('no ack')) {
    if (!overLimit.has(socket)) tally.anomalies.push(`${response} for ${emit.event}`);
    return;
  }
  tally.acks += 1;
  check(emit, response);
}

describe('protocol fuzzing over real sockets', () => {
  beforeAll(async () => {
    // The fuzz is about payloads, so every rate and count limit is lifted: the payloads reach the handlers
    // instead of stopping at RATE_LIMITED (test/red-team/finding-5-resource-abuse.test.ts tests the limits).
    server = await startTestServer({ env: liftedLimitsEnv() });
  });
  afterAll(async () => {
    for (const socket of [...sockets.before, ...sockets.after]) socket?.close();
    await server?.close();
  });

  it(`answers ${BATCHES * PER_BATCH} generated payloads with typed errors only, keeps serving, and keeps its heap`, { timeout: 240_000 }, async () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    // Warm up (module loading, JIT, first threads) before the first heap sample.
    const warm = fc.sample(fuzzEmit, { numRuns: 300, seed: 1 });
    await Promise.all(warm.map((emit, index) => send(emit, index % 2 ? 'after' : 'before', index % SOCKETS_PER_KIND)));
    const heapBefore = heapAfterGc();
    tally.emits = 0;
    tally.acks = 0;

    // Sampled half way too: a leak grows in both halves; memory the server keeps for good (threads) does not.
    let batches = 0;
    let heapHalfway = Number.NaN;
    await fc.assert(
      fc.asyncProperty(fc.array(fuzzEmit, { minLength: PER_BATCH, maxLength: PER_BATCH }), async (batch) => {
        await Promise.all(batch.map((emit, index) => send(emit, index % 2 ? 'after' : 'before', index % SOCKETS_PER_KIND)));
        if (++batches === BATCHES / 2) heapHalfway = heapAfterGc();
        if (tally.anomalies.length > 0) throw new Error(`anomalies:\n${tally.anomalies.join('\n')}`);
      }),
      { numRuns: BATCHES, endOnFailure: true },
    );
    // Emits without an ack may still be in flight: one acked round trip on every socket drains them.
    for (const kind of ['before', 'after'] as const)
      for (let slot = 0; slot < SOCKETS_PER_KIND; slot += 1) await (await socketAt(kind, slot)).timeout(20_000).emitWithAck('typing', { active: false });
    const heapAfter = heapAfterGc();

    const codes = Object.fromEntries([...tally.codes].sort((a, b) => b[1] - a[1]));
    console.log(
      `fuzz: ${tally.emits} emits, ${tally.acks} acks (${tally.ok} ok), error events ${tally.errorEvents}, transport drops ${tally.transportDrops}; codes ${JSON.stringify(codes)}; heapUsed after GC ${(heapBefore / 1e6).toFixed(1)} MB → ${(heapHalfway / 1e6).toFixed(1)} MB half way → ${(heapAfter / 1e6).toFixed(1)} MB`,
    );
    expect(tally.anomalies).toEqual([]);
    expect(tally.emits).toBeGreaterThanOrEqual(10_000);
    expect(tally.codes.get('BAD_PAYLOAD')).toBeGreaterThan(0);
    expect(tally.codes.get('UNKNOWN_EVENT')).toBeGreaterThan(0);
    expect(tally.codes.get('NO_SESSION')).toBeGreaterThan(0);
    // Nothing leaked into Object.prototype.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Stable: the heap does not keep what 10,000 payloads brought (a generous bound; the figure is printed).
    expect(heapAfter - heapBefore).toBeLessThan(64 * 1024 * 1024);

    // And a normal conversation still works.
    const client = await TestClient.connect(server.url);
    expect((await client.hello()).ok).toBe(true);
    expect(await client.send('X9 多少钱')).toMatchObject({ ok: true, duplicate: false });
    await client.waitUntil('an answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
    client.close();
    await waitFor('the server to still accept sockets', async () => (await openSocket(true)).connected, 10_000);
  });
});
