// One long conversation (issue 17): the cost of a turn and the size of the thread's checkpoint at turns 1, 50 and 200,
// so a history that grows with the conversation shows up as a rising ratio to turn 1. Offline rules path, demo shop,
// signed-in shopper; the six phrasings of the other agent benches in a cycle, so every window of six turns asks the
// same questions. Paths, interleaved turn by turn so load from other work hits them alike:
//   - Kefu runTurn on the embedded defaults (MemorySaver, memory cache), and on Redis (the plain-Redis checkpointer
//     and the Redis cache) when redis-server is installed;
//   - a bare graph.invoke of the same compiled agent graph (MemorySaver, durability 'exit' as runTurn uses);
//   - a bare graph.invoke of a graph of the same shape: the agent's compiled graph with do-nothing nodes (its nodes,
//     edges and state schema read from the compiled graph; its conditional edges as the same plain calls, taking the
//     branch the agent took at that turn, the orchestrator's Send fan-out included; a probe conversation of the agent
//     records each turn's node path first). Invoked as runTurn calls the agent's graph — the same input, context,
//     durability 'exit', stream mode "custom" and checkpoint pruning — so the two differ only in what the nodes do and
//     write: LangGraph's own cost of the agent's turn.
// runTurn streams the graph (stream mode "custom", what the gateway delivers) and prunes the thread to its last few
// checkpoints (checkpoint/checkpoint-retention.ts); the bare invoke of the same compiled graph does neither (stream
// mode "values", invoke's default), so its thread storage keeps growing.
// Turn cost at turn N: the p50 of turns N…N+5 (one cycle of phrasings) over --conversations conversations, as wall
// time and as the process's CPU time (user + system) over the turn: on a machine shared with other work the wall time
// is mostly waiting for a core, the CPU time is what the turn itself cost.
// Checkpoint size: the latest checkpoint serialised as the saver stores it, and everything the saver keeps for the
// thread (MemorySaver's checkpoints and writes; the Redis saver's keys for the thread, by MEMORY USAGE … SAMPLES 0: exact, not estimated from 5 fields).
// Prints tables; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/conversation-turns.ts [--conversations 5] [--turns 200]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { END, MemorySaver, Send, START, StateGraph, type BaseCheckpointSaver, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { findBinary, startRedis, type RedisService } from '@kefu/testing';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import { createKefuServer } from '../packages/server/src/create-kefu-server.js';
import { createKefuAgent, turnInput, type KefuAgent } from '../packages/server/src/agent/index.js';
import { KefuState, type KefuStateType } from '../packages/server/src/agent/state.js';
import { plainRoute } from '../packages/server/src/agent/plain-route.js';
import { MemoryCache } from '../packages/server/src/adapters/memory/memory-cache.js';
import { checkpointPrunerFor } from '../packages/server/src/checkpoint/checkpoint-retention.js';
import type { AgentOutput, TurnRequest } from '../packages/server/src/ports/agent.js';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines } from './headline.js';

const { values } = parseArgs({ options: { conversations: { type: 'string', default: '5' }, turns: { type: 'string', default: '200' } } });
const CONVERSATIONS = Number(values.conversations);
const TURNS = Number(values.turns);
const AT = [1, 50, TURNS];
const WINDOW = 6;
const PHRASINGS = [
  'Find X8 多少钱?',
  '对比 X8 和 X9，告诉我 X9 国补后多少钱',
  '我的订单 KF10010003 到哪了',
  '3000 以内 12G 内存的手机',
  'How much is the Find X9 Pro?',
  'X9 黑色有货吗',
];

const silent: AgentOutput = { delta() {}, status() {}, emit: async () => 0 };
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

/** One node run of an agent turn, as the probe saw it: a `Send` target's input is its own, not the state. */
interface Step {
  name: string;
  input: Record<string, unknown>;
  send: boolean;
}

/** What the same-shape graph's route functions read: the node path the agent took at this turn. */
interface ShapeContext {
  path: Step[];
}

const STATE_CHANNELS = new Set(Object.keys(KefuState.spec));

/** How the agent runs one conversation: each turn's node path, and the nodes that write the history. */
interface Probe {
  paths: Step[][];
  historyWriters: Set<string>;
}

/** Every turn of one conversation as the agent runs it (LangGraph's "tasks" stream of the call runTurn makes). */
async function probeConversation(agent: KefuAgent, turns: number): Promise<Probe> {
  const thread = randomUUID();
  const paths: Step[][] = [];
  const historyWriters = new Set<string>();
  for (let turn = 1; turn <= turns; turn++) {
    const turnRequest = request(PHRASINGS[(turn - 1) % PHRASINGS.length]!, thread);
    const stream = await agent.graph.stream(turnInput(turnRequest), {
      configurable: { thread_id: thread },
      context: { turn: turnRequest, messageId: randomUUID() } as unknown as Record<string, unknown>,
      durability: 'exit',
      streamMode: ['tasks', 'custom'],
    });
    const path: Step[] = [];
    for await (const [mode, chunk] of stream as AsyncIterable<[string, Record<string, unknown>]>) {
      if (mode === 'custom') {
        if (chunk.kind === 'emit') (chunk.stored as (seq: number) => void)(0);
      } else if ('result' in chunk) {
        if (chunk.result && typeof chunk.result === 'object' && 'history' in chunk.result) historyWriters.add(chunk.name as string);
      } else if ('input' in chunk) {
        const input = chunk.input as Record<string, unknown>;
        path.push({ name: chunk.name as string, input, send: Object.keys(input).some((key) => !STATE_CHANNELS.has(key)) });
      }
    }
    paths.push(path);
  }
  return { paths, historyWriters };
}

/**
 * The agent's compiled graph with do-nothing nodes: the same nodes, edges and state schema (read from the compiled
 * graph, so it follows graph.ts), conditional edges as the same plain calls (agent/plain-route.ts) taking the branch
 * the agent took at this turn, and the orchestrator's `Send` fan-out to as many branches with the same inputs. Nodes
 * return nothing, except that the node that appends the agent's history appends two entries (so the checkpoint keeps
 * a bounded history as the agent's does): LangGraph's own cost of the agent's turn.
 */
async function sameShapeGraph(agent: KefuAgent, { historyWriters }: Probe, checkpointer: BaseCheckpointSaver) {
  const drawn = await agent.graph.getGraphAsync();
  const nodes = Object.keys(drawn.nodes).filter((name) => name !== START && name !== END);
  const graph = new StateGraph(KefuState);
  for (const name of nodes)
    graph.addNode(
      name,
      historyWriters.has(name)
        ? async (state: KefuStateType) => ({
            history: [
              { role: 'user' as const, text: state.text },
              { role: 'assistant' as const, text: `answer to ${state.text}` },
            ],
          })
        : async () => ({}),
    );
  const branches = new Map<string, string[]>();
  for (const edge of drawn.edges) {
    if (edge.conditional) branches.set(edge.source, [...(branches.get(edge.source) ?? []), edge.target]);
    else (graph as unknown as { addEdge(from: string, to: string): void }).addEdge(edge.source, edge.target);
  }
  for (const [source, ends] of branches) {
    const route = (_state: KefuStateType, config: LangGraphRunnableConfig) => {
      const { path } = config.context as unknown as ShapeContext;
      const after = path.slice(path.findIndex((step) => step.name === source) + 1);
      const next = after.find((step) => ends.includes(step.name));
      if (!next) return END;
      if (!next.send) return next.name;
      return after.filter((step) => step.name === next.name && step.send).map((step) => new Send(step.name, step.input));
    };
    (graph as unknown as { addConditionalEdges(from: string, route: unknown, ends: string[]): void }).addConditionalEdges(source, plainRoute(route), ends);
  }
  return graph.compile({ checkpointer });
}

type Sizes = { latest: number; thread: number };

async function memorySizes(saver: MemorySaver, threadId: string): Promise<Sizes> {
  const tuple = await saver.getTuple({ configurable: { thread_id: threadId } });
  const [, latest] = tuple ? await saver.serde.dumpsTyped(tuple.checkpoint) : ['', new Uint8Array()];
  let thread = 0;
  for (const checkpoints of Object.values(saver.storage[threadId] ?? {})) {
    for (const [checkpoint, metadata] of Object.values(checkpoints)) thread += checkpoint.length + metadata.length;
  }
  for (const [key, write] of Object.entries(saver.writes))
    if (key.includes(threadId)) thread += Object.values(write).reduce((sum, [, , value]) => sum + (value as Uint8Array).length, 0);
  return { latest: latest.length, thread };
}

function redisSizes(redis: RedisService, threadId: string): Sizes {
  const cli = (...args: string[]) => execFileSync('redis-cli', ['-p', String(redis.port), ...args], { encoding: 'utf8' }).trim();
  const keys = cli('--scan', '--pattern', `*${threadId}*`).split('\n').filter(Boolean);
  const thread = keys.reduce((sum, key) => sum + Number(cli('MEMORY', 'USAGE', key, 'SAMPLES', '0') || 0), 0);
  return { latest: Number.NaN, thread };
}

interface Path {
  name: string;
  /** Runs turn `turn` (1-based) of the conversation on the thread. */
  run(text: string, threadId: string, turn: number): Promise<unknown>;
  sizes(threadId: string): Promise<Sizes>;
}

async function main(): Promise<void> {
  const redis = findBinary('redis') ? await startRedis({ durable: false }) : undefined;
  // The MemorySaver paths run on the embedded defaults throughout (memory cache too); the Redis path on Redis throughout.
  const serverOn = (env: Record<string, string>) =>
    createKefuServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env }), logger: createLogger('silent') });
  const server = await serverOn({});
  const redisServer = redis ? await serverOn({ REDIS_URL: redis.url }) : undefined;
  const savers = { memory: new MemorySaver(), bare: new MemorySaver(), shape: new MemorySaver() };
  const memoryAgent = await createKefuAgent({ ...server.dependencies, checkpointer: savers.memory });
  const bareAgent = await createKefuAgent({ ...server.dependencies, checkpointer: savers.bare });
  // The probe has its own agent, saver and cache: the measured agents' caches and threads start cold as before.
  const probeAgent = await createKefuAgent({ ...server.dependencies, cache: new MemoryCache(server.dependencies.clock), checkpointer: new MemorySaver() });
  const probe = await probeConversation(probeAgent, TURNS + WINDOW - 1);
  const runTurn = (agent: KefuAgent) => (text: string, thread: string) => agent.runTurn(request(text, thread), silent);
  const shapePath = async (name: string, saver: BaseCheckpointSaver, sizes: Path['sizes']): Promise<Path> => {
    const shape = await sameShapeGraph(bareAgent, probe, saver);
    const prune = checkpointPrunerFor(saver);
    return {
      name,
      // As runTurn calls the agent's graph: the same input, context, durability and stream mode, and the same pruning.
      run: async (text, thread, turn) => {
        const context: ShapeContext = { path: probe.paths[turn - 1]! };
        await shape.invoke(turnInput(request(text, thread)), {
          configurable: { thread_id: thread },
          context: context as unknown as Record<string, unknown>,
          durability: 'exit',
          streamMode: 'custom',
        });
        await prune?.(thread);
      },
      sizes,
    };
  };
  const paths: Path[] = [
    { name: 'Kefu runTurn + MemorySaver', run: runTurn(memoryAgent), sizes: (thread) => memorySizes(savers.memory, thread) },
    {
      name: 'bare invoke, same compiled graph',
      run: (text, thread) => bareAgent.graph.invoke(turnInput(request(text, thread)), { configurable: { thread_id: thread }, durability: 'exit' }),
      sizes: (thread) => memorySizes(savers.bare, thread),
    },
    await shapePath('bare invoke, same-shape no-op graph', savers.shape, (thread) => memorySizes(savers.shape, thread)),
  ];
  if (redis && redisServer) {
    const redisAgent = await createKefuAgent(redisServer.dependencies);
    paths.push({ name: 'Kefu runTurn + Redis checkpointer', run: runTurn(redisAgent), sizes: async (thread) => redisSizes(redis, thread) });
    paths.push(
      await shapePath('same-shape no-op graph + Redis checkpointer', redisServer.dependencies.checkpointer, async (thread) => redisSizes(redis, thread)),
    );
  }

  // samples[path][at] = durations of the turns in the window starting at `at`; sizes[path][at] = per conversation.
  const samples = paths.map(() => AT.map(() => [] as number[]));
  const cpuSamples = paths.map(() => AT.map(() => [] as number[]));
  const sizes = paths.map(() => AT.map(() => [] as Sizes[]));
  for (let c = 0; c < CONVERSATIONS; c++) {
    const threads = paths.map(() => randomUUID());
    for (let turn = 1; turn <= TURNS + WINDOW - 1; turn++) {
      const text = PHRASINGS[(turn - 1) % PHRASINGS.length]!;
      for (const [p, path] of paths.entries()) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        await path.run(text, threads[p]!, turn);
        const took = performance.now() - start;
        const cpu = process.cpuUsage(cpuStart);
        for (const [a, at] of AT.entries()) {
          const first = at === TURNS ? TURNS - WINDOW + 1 : at;
          if (turn >= first && turn < first + WINDOW) {
            samples[p]![a]!.push(took);
            cpuSamples[p]![a]!.push((cpu.user + cpu.system) / 1000);
          }
          if (turn === at) sizes[p]![a]!.push(await path.sizes(threads[p]!));
        }
      }
    }
  }
  await server.close();
  await redisServer?.close();
  await redis?.stop();

  const p50 = samples.map((byAt) => byAt.map((s) => summarize(s).p50));
  const cpuP50 = cpuSamples.map((byAt) => byAt.map((s) => summarize(s).p50));
  const median = (values: number[]) => summarize(values).p50;
  console.log(
    `Turn cost and checkpoint size over one conversation, offline rules path, ${CONVERSATIONS} conversations × ${TURNS} turns (node ${process.version})\n`,
  );
  console.log(`Node path of each phrasing as the agent takes it (turns ${TURNS - WINDOW + 1}…${TURNS}; the same-shape graph follows it turn by turn)`);
  printTable([
    ['phrasing', 'path'],
    ...probe.paths
      .slice(TURNS - WINDOW, TURNS)
      .map((path, i) => [PHRASINGS[(TURNS - WINDOW + i) % PHRASINGS.length]!, path.map((step) => step.name).join(' → ')]),
  ]);
  console.log(`\nTurn cost, ms (p50 of turns N…N+${WINDOW - 1}; at turn ${TURNS}, turns ${TURNS - WINDOW + 1}…${TURNS})`);
  printTable([
    ['path', ...AT.map((at) => `turn ${at}`), ...AT.slice(1).map((at) => `turn ${at} ÷ turn 1`)],
    ...paths.map((path, p) => [path.name, ...p50[p]!, ...p50[p]!.slice(1).map((value) => value / p50[p]![0]!)]),
  ]);
  console.log('\nAgent turn ÷ bare invoke, p50 at each turn');
  printTable([
    ['ratio', ...AT.map((at) => `turn ${at}`)],
    ['runTurn ÷ bare invoke of the same compiled graph', ...AT.map((_, a) => p50[0]![a]! / p50[1]![a]!)],
    ['runTurn ÷ bare invoke of the same-shape no-op graph', ...AT.map((_, a) => p50[0]![a]! / p50[2]![a]!)],
  ]);
  console.log(`\nCPU time of a turn, ms (user + system, p50 of the same turns)`);
  printTable([['path', ...AT.map((at) => `turn ${at}`)], ...paths.map((path, p) => [path.name, ...cpuP50[p]!])]);
  printTable([
    ['CPU ratio', ...AT.map((at) => `turn ${at}`)],
    ['runTurn ÷ bare invoke of the same-shape no-op graph', ...AT.map((_, a) => cpuP50[0]![a]! / cpuP50[2]![a]!)],
    ...(paths.length > 4 ? [['the same, both with the Redis checkpointer', ...AT.map((_, a) => cpuP50[3]![a]! / cpuP50[4]![a]!)]] : []),
  ]);
  console.log('\nCheckpoint size, bytes (median over conversations): latest checkpoint / everything kept for the thread');
  printTable([
    ['path', ...AT.map((at) => `latest @${at}`), ...AT.map((at) => `thread @${at}`)],
    ...paths.map((path, p) => [
      path.name,
      ...AT.map((_, a) => median(sizes[p]![a]!.map((s) => s.latest))),
      ...AT.map((_, a) => median(sizes[p]![a]!.map((s) => s.thread))),
    ]),
  ]);
  const against = 'turn 1 of the same conversation';
  reportHeadlines([
    {
      section: 'conversation',
      figure: `p50 turn cost at turn ${TURNS} vs turn 1 (runTurn + MemorySaver)`,
      kefu: p50[0]![2]!,
      baseline: p50[0]![0]!,
      unit: 'ms',
      against,
    },
    {
      section: 'conversation',
      figure: `latest checkpoint at turn ${TURNS} vs turn 1 (MemorySaver)`,
      kefu: median(sizes[0]![2]!.map((s) => s.latest)),
      baseline: median(sizes[0]![0]!.map((s) => s.latest)),
      unit: 'bytes',
      against,
    },
    {
      section: 'conversation',
      figure: `p50 CPU time of runTurn vs a same-shape do-nothing graph at turn ${TURNS} (MemorySaver)`,
      kefu: cpuP50[0]![2]!,
      baseline: cpuP50[2]![2]!,
      unit: 'ms',
      against: 'bare LangGraph invoke of a graph of the same shape, nodes doing nothing',
    },
    {
      section: 'conversation',
      figure: `p50 runTurn vs bare invoke of the same graph at turn ${TURNS}`,
      kefu: p50[0]![2]!,
      baseline: p50[1]![2]!,
      unit: 'ms',
      against: 'bare LangGraph invoke + MemorySaver',
    },
  ]);
  process.exit(0);
}

await main();
