// Agent turn latency in offline mode (rules path, demo commerce): a full server turn over a real
// socket (message:send → the assistant's message:done), the agent's runTurn in process, and the
// baseline: a bare LangGraph invoke of the same compiled graph with a MemorySaver and no gateway.
// Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/agent.ts [--turns 300]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import type { AgentDependencies } from '../packages/server/src/ports/agent.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import { createKefuServer } from '../packages/server/src/create-kefu-server.js';
import { createKefuAgent, turnInput } from '../packages/server/src/agent/index.js';
import type { AgentEventDraft, AgentOutput, TurnRequest } from '../packages/server/src/ports/agent.js';
import { demoIdentity, SocketShopper } from '../packages/server/test/agent/socket-shopper.js';

const { values } = parseArgs({ options: { turns: { type: 'string', default: '300' } } });
const TURNS = Number(values.turns);
const PHRASINGS = [
  'Find X8 多少钱?',
  '对比 X8 和 X9，告诉我 X9 国补后多少钱',
  '我的订单 KF10010003 到哪了',
  '3000 以内 12G 内存的手机',
  'How much is the Find X9 Pro?',
  'X9 黑色有货吗',
];

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
};

const silent: AgentOutput = { delta() {}, status() {}, emit: async (_draft: AgentEventDraft) => 0 };
let seq = 0;
const request = (text: string, threadId: string): TurnRequest => ({
  threadId,
  siteId: 'demo',
  locale: 'zh-CN',
  customer: { customerId: 'c_1001' },
  traceId: randomUUID(),
  signal: new AbortController().signal,
  messages: [{ seq: ++seq, text }],
});

async function main() {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_RATE_LIMIT_PER_MINUTE: '1000000' });
  const server = await createKefuServer({ config, logger: createLogger('silent') });
  const url = await server.listen();
  // The same dependencies the server composed, with a fresh MemorySaver of the same class for the in-process runs.
  const freshSaver = () => new (server.dependencies.checkpointer.constructor as new () => AgentDependencies['checkpointer'])();
  const agent = await createKefuAgent({ ...server.dependencies, checkpointer: freshSaver() });

  const bareThread = randomUUID();
  const inProcessThread = randomUUID();
  const shopper = await SocketShopper.open(url, { identity: await demoIdentity('c_1001') });
  const paths: Array<(text: string) => Promise<unknown>> = [
    (text) => agent.graph.invoke(turnInput(request(text, bareThread)), { configurable: { thread_id: bareThread } }),
    (text) => agent.runTurn(request(text, inProcessThread), silent),
    (text) => shopper.ask(text),
  ];
  // Interleaved, so load from other processes on the machine hits every path alike.
  const samples: number[][] = paths.map(() => []);
  for (let i = -30; i < TURNS; i++) {
    const text = PHRASINGS[(i + 30) % PHRASINGS.length]!;
    for (const [index, run] of paths.entries()) {
      const start = performance.now();
      await run(text);
      if (i >= 0) samples[index]!.push(performance.now() - start);
    }
  }
  shopper.close();
  await server.close();
  const [bare, inProcess, socket] = samples.map(stats) as [ReturnType<typeof stats>, ReturnType<typeof stats>, ReturnType<typeof stats>];

  const rows = [
    ['bare graph.invoke + MemorySaver (baseline)', bare],
    ['agent.runTurn (in process, no gateway)', inProcess],
    ['server turn over socket.io (send → message:done)', socket],
  ] as const;
  console.log(`agent turn latency, offline rules path, ${TURNS} turns over ${PHRASINGS.length} phrasings (ms)`);
  console.log(`${'path'.padEnd(50)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'mean'.padStart(8)} ${'× baseline (p50)'.padStart(18)}`);
  for (const [name, s] of rows) {
    console.log(`${name.padEnd(50)} ${s.p50.toFixed(2).padStart(8)} ${s.p95.toFixed(2).padStart(8)} ${s.mean.toFixed(2).padStart(8)} ${(s.p50 / bare.p50).toFixed(2).padStart(18)}`);
  }
}

await main();
