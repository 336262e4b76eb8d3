// Streaming: the latency Kefu adds per token between a fake streaming chat model (LangChain's
// FakeListChatModel, one chunk per character, a chunk every few ms) and a socket.io-client, against the
// same model emitting each chunk straight to a raw Socket.IO socket. Same process, same clock: a token's
// latency is its arrival at the client minus the moment the model yielded it. The two paths take turns,
// a few answers each per round. Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/streaming.ts [--answers 40] [--tokens 200] [--rounds 5]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import { createKefuServer } from '../packages/server/src/create-kefu-server.js';
import type { Agent } from '../packages/server/src/ports/agent.js';
import { interleave, summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines } from './headline.js';
import { liftedLimitsEnv } from '../packages/server/src/limits/limit-settings.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    answers: { type: 'string', default: '40' },
    tokens: { type: 'string', default: '200' },
    'sleep-ms': { type: 'string', default: '2' },
  },
});
const ANSWERS = Number(values.answers);
const ROUNDS = Number(values.rounds);
const TOKENS = Number(values.tokens);
const SLEEP_MS = Number(values['sleep-ms']);
const ANSWER = '您好，这款手机支持国家补贴，到手价更低。'.repeat(20).slice(0, TOKENS);

/** Yield times of the current answer's tokens, by index. */
let yielded: number[] = [];

async function* streamAnswer(): AsyncGenerator<string> {
  const model = new FakeListChatModel({ responses: [ANSWER], sleep: SLEEP_MS });
  for await (const chunk of await model.stream('question')) {
    yielded.push(performance.now());
    yield String(chunk.content);
  }
}

function open(url: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin: 'http://localhost:5173' } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A streaming path under test: answers one question at a time and records each token's latency. */
interface StreamPath {
  latencies: number[];
  totals: number[];
  answer(record: boolean): Promise<void>;
  close(): Promise<void>;
}

/** Measures answers on a socket: `tokenEvent` carries a token, `isDone` tells the end of an answer. */
function streamPath(
  socket: Socket,
  tokenEvent: string,
  ask: () => void,
  isDone: (event: string, data: unknown) => boolean,
  close: () => Promise<void>,
): StreamPath {
  const latencies: number[] = [];
  const totals: number[] = [];
  let arrivals: number[] = [];
  socket.on(tokenEvent, () => arrivals.push(performance.now()));
  return {
    latencies,
    totals,
    async answer(record) {
      yielded = [];
      arrivals = [];
      const started = performance.now();
      const done = new Promise<void>((resolve) => {
        const listener = (event: string, data: unknown) => {
          if (!isDone(event, data)) return;
          socket.offAny(listener);
          resolve();
        };
        socket.onAny(listener);
      });
      ask();
      await done;
      if (!record) return;
      for (let index = 0; index < Math.min(yielded.length, arrivals.length); index += 1) latencies.push(arrivals[index]! - yielded[index]!);
      totals.push(performance.now() - started);
    },
    close,
  };
}

async function raw(): Promise<StreamPath> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    socket.on('ask', async () => {
      for await (const token of streamAnswer()) socket.emit('token', { text: token });
      socket.emit('done');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const socket = await open(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  return streamPath(
    socket,
    'token',
    () => socket.emit('ask'),
    (event) => event === 'done',
    async () => {
      socket.close();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  );
}

async function kefu(): Promise<StreamPath> {
  const agent: Agent = {
    async runTurn(_request, output) {
      const messageId = crypto.randomUUID();
      let text = '';
      for await (const token of streamAnswer()) {
        text += token;
        output.delta(messageId, token);
      }
      await output.emit({ event: 'message:done', message: { role: 'assistant', text } });
    },
    async replyToInterrupt() {},
    async cancel() {},
  };
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...liftedLimitsEnv() });
  const server = await createKefuServer({ config, logger: createLogger('silent'), agent });
  const url = await server.listen();
  const socket = await open(url);
  const hello = await socket.emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'zh-CN' });
  if (!hello.ok) throw new Error(JSON.stringify(hello));
  // An answer ends with the assistant's message:done (the shopper's own message:done comes first).
  const assistantDone = (event: string, data: unknown) => event === 'message:done' && (data as { message: { role: string } }).message.role === 'assistant';
  return streamPath(
    socket,
    'message:delta',
    () => socket.emit('message:send', { clientMsgId: crypto.randomUUID(), text: '这款手机有国补吗' }, () => undefined),
    assistantDone,
    async () => {
      socket.close();
      await server.close();
    },
  );
}

async function main(): Promise<void> {
  const paths = [await raw(), await kefu()];
  for (const path of paths) for (let warm = 0; warm < 3; warm += 1) await path.answer(false);
  const perRound = Math.max(1, Math.round(ANSWERS / ROUNDS));
  await interleave(ROUNDS, paths, async (path) => {
    for (let answer = 0; answer < perRound; answer += 1) await path.answer(true);
  });
  for (const path of paths) await path.close();
  const [baseline, measured] = paths as [StreamPath, StreamPath];
  const base = summarize(baseline.latencies);
  const ours = summarize(measured.latencies);
  const baseTotal = summarize(baseline.totals);
  const oursTotal = summarize(measured.totals);
  console.log(
    `\nStreaming: ${perRound * ROUNDS} answers per path in ${ROUNDS} interleaved rounds × ${TOKENS} tokens, the fake model yields a token every ${SLEEP_MS} ms; per-token latency = arrival at the socket.io-client − yield (node ${process.version})\n`,
  );
  printTable([
    ['path', 'token p50 ms', 'token p99 ms', 'token mean ms', 'answer p50 ms', 'p50 extra ms', 'p99 extra ms'],
    ['model → raw Socket.IO emit (baseline)', base.p50, base.p99, base.mean, baseTotal.p50, 0, 0],
    ['model → Kefu agent output → message:delta', ours.p50, ours.p99, ours.mean, oursTotal.p50, ours.p50 - base.p50, ours.p99 - base.p99],
  ]);
  reportHeadlines([
    {
      section: 'streaming',
      figure: 'per-token latency p50',
      kefu: ours.p50,
      baseline: base.p50,
      unit: 'ms',
      against: 'model emitting straight to a raw Socket.IO socket',
    },
    {
      section: 'streaming',
      figure: 'per-token latency p99',
      kefu: ours.p99,
      baseline: base.p99,
      unit: 'ms',
      against: 'model emitting straight to a raw Socket.IO socket',
    },
    {
      section: 'streaming',
      figure: `whole answer (${TOKENS} tokens) p50`,
      kefu: oursTotal.p50,
      baseline: baseTotal.p50,
      unit: 'ms',
      against: 'model emitting straight to a raw Socket.IO socket',
    },
  ]);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
