// Agent turns in offline mode (rules path, demo commerce), in process: a bare LangGraph invoke of the
// compiled graph with a MemorySaver (the baseline), Kefu's runTurn with a MemorySaver, and runTurn with
// the plain-Redis checkpointer. p50/p99 per turn (interleaved, one at a time) and turns/s with 16 turns
// in flight (rounds interleaved; the median round with its range). Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/agent-checkpointer.ts [--turns 1000] [--rounds 5]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { MemorySaver } from '@langchain/langgraph';
import { findBinary, startRedis } from '@kefu/testing';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import { createKefuServer } from '../packages/server/src/create-kefu-server.js';
import { createKefuAgent, turnInput } from '../packages/server/src/agent/index.js';
import type { AgentOutput, TurnRequest } from '../packages/server/src/ports/agent.js';
import { interleave, repeated, spread, summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines } from './headline.js';

const { values } = parseArgs({
  options: { turns: { type: 'string', default: '1000' }, parallel: { type: 'string', default: '16' }, rounds: { type: 'string', default: '5' } },
});
const ROUNDS = Number(values.rounds);
const TURNS = Number(values.turns);
const PARALLEL = Number(values.parallel);
const PHRASINGS = [
  'Find X8 多少钱?',
  '对比 X8 和 X9，告诉我 X9 国补后多少钱',
  '我的订单 KF10010003 到哪了',
  '3000 以内 12G 内存的手机',
  'How much is the Find X9 Pro?',
  'X9 黑色有货吗',
];

const silent: AgentOutput = { delta() {}, status() {}, emit: async () => 0 };
const request = (text: string, threadId: string): TurnRequest => ({
  threadId,
  siteId: 'demo',
  locale: 'zh-CN',
  customer: { customerId: 'c_1001' },
  traceId: randomUUID(),
  signal: new AbortController().signal,
  messages: [{ seq: 1, text }],
});

async function main(): Promise<void> {
  if (!findBinary('redis')) throw new Error('redis-server is not installed');
  const redis = await startRedis({ durable: false });
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', REDIS_URL: redis.url });
  // The server composes the Redis checkpointer exactly as in production; the agent is built on its dependencies.
  const server = await createKefuServer({ config, logger: createLogger('silent') });
  const memoryAgent = await createKefuAgent({ ...server.dependencies, checkpointer: new MemorySaver() });
  const redisAgent = await createKefuAgent(server.dependencies);
  const bareAgent = await createKefuAgent({ ...server.dependencies, checkpointer: new MemorySaver() });

  type Path = { name: string; run: (text: string, threadId: string) => Promise<unknown> };
  const paths: Path[] = [
    {
      name: 'bare graph.invoke + MemorySaver (baseline)',
      run: (text, thread) => bareAgent.graph.invoke(turnInput(request(text, thread)), { configurable: { thread_id: thread } }),
    },
    { name: 'Kefu runTurn + MemorySaver', run: (text, thread) => memoryAgent.runTurn(request(text, thread), silent) },
    { name: 'Kefu runTurn + Redis checkpointer', run: (text, thread) => redisAgent.runTurn(request(text, thread), silent) },
  ];
  const threads = paths.map(() => randomUUID());
  const samples: number[][] = paths.map(() => []);
  // This process's CPU (Node and @redis/client; not redis-server) per turn: on a shared machine wall time also counts
  // the waits for a core, CPU time only the work.
  const cpuMicros = paths.map(() => 0);
  for (let turn = -30; turn < TURNS; turn += 1) {
    const text = PHRASINGS[(turn + 30) % PHRASINGS.length]!;
    // A fresh thread every 10 turns, so checkpoints do not grow without bound (as conversations end).
    if (turn % 10 === 0) for (let index = 0; index < threads.length; index += 1) threads[index] = randomUUID();
    for (const [index, path] of paths.entries()) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await path.run(text, threads[index]!);
      if (turn < 0) continue;
      samples[index]!.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuMicros[index]! += used.user + used.system;
    }
  }
  const rounds: number[][] = paths.map(() => []);
  await interleave(ROUNDS, paths, async (path, index) => {
    const total = Math.max(PARALLEL * 10, 160);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const thread = randomUUID();
        while (next < total) {
          const turn = next++;
          await path.run(PHRASINGS[turn % PHRASINGS.length]!, thread);
        }
      }),
    );
    rounds[index]!.push(total / ((performance.now() - started) / 1000));
  });
  const rateFigures = rounds.map(repeated);
  const rates = rateFigures.map((figure) => figure.median);
  await server.close();
  await redis.stop();

  const summaries = samples.map(summarize);
  const base = summaries[0]!;
  const rows: Array<Array<string | number>> = [
    ['path', 'p50 ms', 'p99 ms', 'mean ms', 'CPU ms/turn', `turns/s (${PARALLEL} in flight), median (range)`, 'p50 × baseline', 'turns/s ÷ baseline'],
  ];
  for (const [index, path] of paths.entries()) {
    const summary = summaries[index]!;
    rows.push([
      path.name,
      summary.p50,
      summary.p99,
      summary.mean,
      cpuMicros[index]! / 1000 / summary.count,
      spread(rateFigures[index]!),
      summary.p50 / base.p50,
      rates[index]! / rates[0]!,
    ]);
  }
  console.log(
    `\nAgent turns, offline rules path, in process: ${TURNS} interleaved turns per path over ${PHRASINGS.length} phrasings; turns/s with ${PARALLEL} threads in flight, ${ROUNDS} interleaved rounds (node ${process.version})\n`,
  );
  printTable(rows);
  const memory = summaries[1]!;
  const onRedis = summaries[2]!;
  reportHeadlines([
    {
      section: 'agent',
      figure: `turns/s (${PARALLEL} in flight), runTurn vs bare invoke`,
      kefu: rates[1]!,
      baseline: rates[0]!,
      unit: 'turns/s',
      against: 'bare LangGraph invoke + MemorySaver',
    },
    {
      section: 'agent',
      figure: 'p50 per turn, Redis checkpointer vs MemorySaver',
      kefu: onRedis.p50,
      baseline: memory.p50,
      unit: 'ms',
      against: 'runTurn + MemorySaver',
    },
    {
      section: 'agent',
      figure: 'p99 per turn, Redis checkpointer vs MemorySaver',
      kefu: onRedis.p99,
      baseline: memory.p99,
      unit: 'ms',
      against: 'runTurn + MemorySaver',
    },
    {
      section: 'agent',
      figure: `turns/s (${PARALLEL} in flight), Redis checkpointer vs MemorySaver`,
      kefu: rates[2]!,
      baseline: rates[1]!,
      unit: 'turns/s',
      against: 'runTurn + MemorySaver',
    },
  ]);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
