// Transport cost of the gateway: a Kefu turn whose agent does no work (it acknowledges) against a raw
// Socket.IO echo server, side by side in one process, same client library, same loopback. Measures the
// round trip (send → the answer arrives) one at a time, and messages/s with many shoppers at once.
// With redis-server installed, also Kefu on Redis (stores, locks and the streams adapter).
// Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/transport.ts [--round-trips 500] [--clients 20] [--per-client 50]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { findBinary, startRedis, type RedisService } from '@kefu/testing';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import { createKefuServer } from '../packages/server/src/create-kefu-server.js';
import type { Agent } from '../packages/server/src/ports/agent.js';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';

const { values } = parseArgs({ options: { 'round-trips': { type: 'string', default: '500' }, clients: { type: 'string', default: '20' }, 'per-client': { type: 'string', default: '50' } } });
const ROUND_TRIPS = Number(values['round-trips']);
const CLIENTS = Number(values.clients);
const PER_CLIENT = Number(values['per-client']);

/** A shopper connection that can send one message and wait for its answer. */
interface Shopper {
  ask(text: string): Promise<void>;
  close(): void;
}

interface Target {
  name: string;
  url: string;
  shopper(url: string): Promise<Shopper>;
  close(): Promise<void>;
}

const ackAgent: Agent = {
  async runTurn(request, output) {
    await output.emit({ event: 'message:done', message: { role: 'assistant', text: `ok ${request.messages.length}` } });
  },
  async replyToInterrupt() {},
  async cancel() {},
};

function open(url: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin: 'http://localhost:5173' } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function rawEcho(): Promise<Target> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    socket.on('echo', (payload: { text: string }, ack?: (response: unknown) => void) => {
      ack?.({ ok: true });
      socket.emit('echo', { text: payload.text });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    name: 'raw Socket.IO echo',
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async shopper(url) {
      const socket = await open(url);
      let waiting: (() => void) | undefined;
      socket.on('echo', () => waiting?.());
      return {
        ask: (text) =>
          new Promise<void>((resolve) => {
            waiting = resolve;
            socket.emit('echo', { text }, () => undefined);
          }),
        close: () => socket.close(),
      };
    },
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}

async function kefu(name: string, env: Record<string, string>): Promise<Target> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_RATE_LIMIT_PER_MINUTE: '100000000', KEFU_MAX_CONCURRENT_TURNS: '1000', ...env });
  const server = await createKefuServer({ config, logger: createLogger('silent'), agent: ackAgent });
  const url = await server.listen();
  return {
    name,
    url,
    async shopper(target) {
      const socket = await open(target);
      const hello = await socket.emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'en' });
      if (!hello.ok) throw new Error(JSON.stringify(hello));
      let waiting: (() => void) | undefined;
      socket.on('message:done', (event: { message: { role: string } }) => {
        if (event.message.role === 'assistant') waiting?.();
      });
      return {
        ask: (text) =>
          new Promise<void>((resolve) => {
            waiting = resolve;
            socket.emit('message:send', { clientMsgId: crypto.randomUUID(), text }, () => undefined);
          }),
        close: () => socket.close(),
      };
    },
    close: () => server.close(),
  };
}

async function roundTrips(target: Target): Promise<number[]> {
  const shopper = await target.shopper(target.url);
  for (let index = 0; index < 20; index += 1) await shopper.ask('warm up');
  const samples: number[] = [];
  for (let index = 0; index < ROUND_TRIPS; index += 1) {
    const started = performance.now();
    await shopper.ask(`message ${index}`);
    samples.push(performance.now() - started);
  }
  shopper.close();
  return samples;
}

async function throughput(target: Target): Promise<number> {
  const shoppers = await Promise.all(Array.from({ length: CLIENTS }, () => target.shopper(target.url)));
  const started = performance.now();
  await Promise.all(shoppers.map(async (shopper) => {
    for (let index = 0; index < PER_CLIENT; index += 1) await shopper.ask(`message ${index}`);
  }));
  const seconds = (performance.now() - started) / 1000;
  for (const shopper of shoppers) shopper.close();
  return (CLIENTS * PER_CLIENT) / seconds;
}

async function main(): Promise<void> {
  let redis: RedisService | undefined;
  const targets: Array<() => Promise<Target>> = [rawEcho, () => kefu('Kefu turn, memory stores', {})];
  if (findBinary('redis')) {
    redis = await startRedis({ durable: false });
    const url = redis.url;
    targets.push(() => kefu('Kefu turn, Redis stores + adapter', { REDIS_URL: url }));
  } else {
    console.log('(redis-server not installed: skipping the Redis row)');
  }
  const rows: Array<Array<string | number>> = [['setup', 'p50 ms', 'p99 ms', 'mean ms', `msg/s (${CLIENTS} clients)`, 'p50 × raw', 'msg/s ÷ raw']];
  let baseline: { p50: number; rate: number } | undefined;
  for (const make of targets) {
    const target = await make();
    const summary = summarize(await roundTrips(target));
    const rate = await throughput(target);
    await target.close();
    baseline ??= { p50: summary.p50, rate };
    rows.push([target.name, summary.p50, summary.p99, summary.mean, rate, summary.p50 / baseline.p50, rate / baseline.rate]);
  }
  await redis?.stop();
  console.log(`\nTransport: ${ROUND_TRIPS} sequential round trips; ${CLIENTS} clients × ${PER_CLIENT} messages for msg/s (node ${process.version})\n`);
  printTable(rows);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
