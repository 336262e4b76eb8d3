// Transport cost of the gateway: a Kefu turn whose agent does no work (it acknowledges) against a raw
// Socket.IO echo server, side by side in one process, same client library, same loopback. Measures the
// round trip (send → the answer arrives) one at a time, and messages/s with many shoppers at once.
// Two baselines: the bare echo (one frame back), and a raw server that sends back the same frames a Kefu
// turn does (ack, the stored shopper message, thinking, the answer, idle), so the difference between the
// second baseline and Kefu is Kefu's own work, not the frame count. With redis-server installed, also Kefu
// on Redis (stores, locks and the streams adapter). Every target runs once per round, rounds interleaved;
// latencies are pooled over the rounds, msg/s is the median of the rounds with its range.
// Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/transport.ts [--rounds 5] [--round-trips 300] [--clients 20] [--per-client 100]
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
import { interleave, repeated, spread, summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines, type Headline } from './headline.js';
import { liftedLimitsEnv } from '../packages/server/src/limits/limit-settings.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    'round-trips': { type: 'string', default: '300' },
    clients: { type: 'string', default: '20' },
    'per-client': { type: 'string', default: '100' },
  },
});
const ROUNDS = Number(values.rounds);
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

/** A raw Socket.IO server: `frames` 'echo' answers with one event; 'kefu' with the events a Kefu turn sends. */
async function rawServer(frames: 'echo' | 'kefu'): Promise<Target> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    socket.on('echo', (payload: { text: string }, ack?: (response: unknown) => void) => {
      if (frames === 'echo') {
        ack?.({ ok: true });
        socket.emit('echo', { text: payload.text });
        return;
      }
      const now = Date.now();
      socket.emit('message:done', { seq: 1, message: { messageId: crypto.randomUUID(), role: 'user', text: payload.text, createdAt: now } });
      ack?.({ ok: true, seq: 1, duplicate: false });
      socket.emit('agent:status', { state: 'thinking' });
      socket.emit('message:done', { seq: 2, message: { messageId: crypto.randomUUID(), role: 'assistant', text: 'ok', createdAt: now } });
      socket.emit('agent:status', { state: 'idle' });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const answer = frames === 'echo' ? 'echo' : 'message:done';
  return {
    name: frames === 'echo' ? 'raw Socket.IO echo' : 'raw Socket.IO, same frames as Kefu',
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async shopper(url) {
      const socket = await open(url);
      let waiting: (() => void) | undefined;
      socket.on(answer, (event?: { message?: { role: string } }) => {
        if (frames === 'echo' || event?.message?.role === 'assistant') waiting?.();
      });
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
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...liftedLimitsEnv(), KEFU_MAX_CONCURRENT_TURNS: '1000', ...env });
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

async function roundTrips(target: Target, count: number): Promise<number[]> {
  const shopper = await target.shopper(target.url);
  for (let index = 0; index < 20; index += 1) await shopper.ask('warm up');
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await shopper.ask(`message ${index}`);
    samples.push(performance.now() - started);
  }
  shopper.close();
  return samples;
}

async function throughput(target: Target): Promise<number> {
  const shoppers = await Promise.all(Array.from({ length: CLIENTS }, () => target.shopper(target.url)));
  await Promise.all(shoppers.map((shopper) => shopper.ask('warm up')));
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let index = 0; index < PER_CLIENT; index += 1) await shopper.ask(`message ${index}`);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const shopper of shoppers) shopper.close();
  return (CLIENTS * PER_CLIENT) / seconds;
}

async function main(): Promise<void> {
  let redis: RedisService | undefined;
  const targets: Target[] = [await rawServer('echo'), await rawServer('kefu'), await kefu('Kefu turn, memory stores', {})];
  if (findBinary('redis')) {
    redis = await startRedis({ durable: false });
    targets.push(await kefu('Kefu turn, Redis stores + adapter', { REDIS_URL: redis.url }));
  } else {
    console.log('(redis-server not installed: skipping the Redis row)');
  }
  const latencies: number[][] = targets.map(() => []);
  const rates: number[][] = targets.map(() => []);
  await interleave(ROUNDS, targets, async (target, index) => {
    latencies[index]!.push(...(await roundTrips(target, ROUND_TRIPS)));
    rates[index]!.push(await throughput(target));
  });
  for (const target of targets) await target.close();
  await redis?.stop();

  const summaries = latencies.map(summarize);
  const rateFigures = rates.map(repeated);
  const [echo, frames] = [summaries[0]!, summaries[1]!];
  const [echoRate, framesRate] = [rateFigures[0]!, rateFigures[1]!];
  console.log(
    `\nTransport: ${ROUNDS} interleaved rounds; per round ${ROUND_TRIPS} sequential round trips and ${CLIENTS} clients × ${PER_CLIENT} messages for msg/s (node ${process.version})\n`,
  );
  printTable([
    ['setup', 'p50 ms', 'p99 ms', 'mean ms', `msg/s (${CLIENTS} clients), median (range)`, 'p50 × echo', 'msg/s ÷ echo', 'msg/s ÷ same frames'],
    ...targets.map((target, index) => {
      const summary = summaries[index]!;
      const rate = rateFigures[index]!;
      return [
        target.name,
        summary.p50,
        summary.p99,
        summary.mean,
        spread(rate),
        summary.p50 / echo.p50,
        rate.median / echoRate.median,
        rate.median / framesRate.median,
      ];
    }),
  ]);
  const headlines: Headline[] = [
    {
      section: 'transport',
      figure: 'round trip p50, raw server sending the same frames',
      kefu: frames.p50,
      baseline: echo.p50,
      unit: 'ms',
      against: 'raw Socket.IO echo server (one frame back)',
    },
  ];
  for (const [index, target] of targets.entries()) {
    if (index < 2) continue;
    const label = target.name.replace('Kefu turn, ', '');
    const summary = summaries[index]!;
    const rate = rateFigures[index]!.median;
    headlines.push(
      {
        section: 'transport',
        figure: `round trip p50, ${label}`,
        kefu: summary.p50,
        baseline: echo.p50,
        unit: 'ms',
        against: 'raw Socket.IO echo server, same process layout',
      },
      {
        section: 'transport',
        figure: `round trip p99, ${label}`,
        kefu: summary.p99,
        baseline: echo.p99,
        unit: 'ms',
        against: 'raw Socket.IO echo server, same process layout',
      },
      {
        section: 'transport',
        figure: `messages/s, ${label}`,
        kefu: rate,
        baseline: echoRate.median,
        unit: 'msg/s',
        against: 'raw Socket.IO echo server, same process layout',
      },
      {
        section: 'transport',
        figure: `messages/s, ${label}`,
        kefu: rate,
        baseline: framesRate.median,
        unit: 'msg/s',
        against: 'raw Socket.IO server sending the same frames',
      },
    );
  }
  reportHeadlines(headlines);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
