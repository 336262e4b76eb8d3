// Agent turn latency in offline mode (rules path, demo commerce): a full server turn over a real
// socket (message:send → the assistant's message:done), the agent's runTurn in process, and the
// baseline: a bare LangGraph invoke of the same compiled graph with a MemorySaver and no gateway.
// The three paths take turns one message at a time, so load from other work hits them alike.
// Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/agent.ts [--turns 1000]
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
import { summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines } from './headline.js';
import { liftedLimitsEnv } from '../packages/server/src/limits/limit-settings.js';

const { values } = parseArgs({ options: { turns: { type: 'string', default: '1000' } } });
const TURNS = Number(values.turns);
const PHRASINGS = [
  'Find X8 多少钱?',
  '对比 X8 和 X9，告诉我 X9 国补后多少钱',
  '我的订单 KF10010003 到哪了',
  '3000 以内 12G 内存的手机',
  'How much is the Find X9 Pro?',
  'X9 黑色有货吗',
];

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
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...liftedLimitsEnv() });
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
  const [bare, inProcess, socket] = samples.map(summarize) as [ReturnType<typeof summarize>, ReturnType<typeof summarize>, ReturnType<typeof summarize>];
  console.log(`Agent turn latency, offline rules path, ${TURNS} interleaved turns per path over ${PHRASINGS.length} phrasings (ms; node ${process.version})\n`);
  printTable([
    ['path', 'p50', 'p95', 'p99', 'mean', 'p50 × baseline', 'p99 × baseline'],
    ...(
      [
        ['bare graph.invoke + MemorySaver (baseline)', bare],
        ['agent.runTurn (in process, no gateway)', inProcess],
        ['server turn over socket.io (send → message:done)', socket],
      ] as const
    ).map(([name, s]) => [name, s.p50, s.p95, s.p99, s.mean, s.p50 / bare.p50, s.p99 / bare.p99]),
  ]);
  const against = 'bare LangGraph invoke + MemorySaver';
  reportHeadlines([
    { section: 'agent', figure: 'p50 per turn, runTurn vs bare invoke (MemorySaver)', kefu: inProcess.p50, baseline: bare.p50, unit: 'ms', against },
    { section: 'agent', figure: 'p99 per turn, runTurn vs bare invoke (MemorySaver)', kefu: inProcess.p99, baseline: bare.p99, unit: 'ms', against },
    { section: 'agent', figure: 'p50 per turn over a real socket (send → answer)', kefu: socket.p50, baseline: bare.p50, unit: 'ms', against },
    { section: 'agent', figure: 'p99 per turn over a real socket (send → answer)', kefu: socket.p99, baseline: bare.p99, unit: 'ms', against },
  ]);
  process.exit(0);
}

await main();
