// Workflow step latency (issue 5): a full return — 我要退货, order id, reason, photos (skip), confirm — through
// the agent graph in process with a MemorySaver (the workflow runs on the conversation's own thread; its first step
// includes the coordinator's turn), against the baseline: a bare LangGraph graph of four
// interrupt() nodes resumed with Command on the same kind of saver (no rules, no commerce, no subgraphs).
// The two take turns in rounds. Prints a table; asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/workflows.ts [--runs 200] [--rounds 5]
import { parseArgs } from 'node:util';
import { interruptSchema, type Interrupt } from '@kefu/protocol';
import { performance } from 'node:perf_hooks';
import { Annotation, Command, END, interrupt, MemorySaver, START, StateGraph } from '@langchain/langgraph';
import { createShopFolderCommerce } from '../packages/server/src/adapters/commerce/shop-folder-commerce.js';
import { catalogWithFreshOrders } from '../packages/server/test/support/fresh-orders.js';
import { MemoryCache } from '../packages/server/src/adapters/memory/index.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createLogger } from '../packages/server/src/logger.js';
import type { AgentOutput, TurnContext } from '../packages/server/src/ports/agent.js';
import { systemClock } from '../packages/server/src/ports/clock.js';
import { createKefuAgent } from '../packages/server/src/agent/index.js';
import { printTable } from './lib/print-table.js';
import { interleave, summarize } from './lib/stats.js';
import { reportHeadlines } from './headline.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' }, rounds: { type: 'string', default: '5' } } });
const ROUNDS = Number(values.rounds);
const RUNS = Math.max(1, Math.round(Number(values.runs) / ROUNDS));

let runCounter = 0;

async function kefuRuns(): Promise<{ samples: number[]; receipts: number }> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  // Each order takes one return: a fresh delivered order of c_1001's per run.
  const { catalog, orders } = catalogWithFreshOrders(RUNS * 4);
  const mine = orders.filter((order) => order.customerId === 'c_1001');
  const commerce = createShopFolderCommerce({ clock: systemClock, shop: catalog });
  const agent = await createKefuAgent({
    config,
    checkpointer: new MemorySaver(),
    cache: new MemoryCache(systemClock),
    clock: systemClock,
    logger: createLogger('silent'),
    commerce,
  });
  let lastOpen: Interrupt | undefined;
  const output: AgentOutput = {
    delta() {},
    status() {},
    async emit(draft) {
      if (draft.event === 'interrupt:open') lastOpen = interruptSchema.parse({ ...draft.interrupt, expiresAt: draft.interrupt.expiresAt ?? 0 });
      return 0;
    },
  };
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context: TurnContext = {
      threadId: `bench-${runCounter++}`,
      siteId: 'demo',
      locale: 'zh-CN',
      customer: { customerId: 'c_1001' },
      traceId: 't',
      signal: new AbortController().signal,
    };
    let seq = 0;
    const say = (text: string) => agent.runTurn({ ...context, messages: [{ seq: ++seq, text }] }, output);
    const steps: Array<() => Promise<unknown>> = [
      () => say('我要退货'),
      () => say(mine[run]!.orderId),
      () => say('质量问题'),
      () => say('跳过'),
      () => agent.replyToInterrupt({ ...context, interrupt: lastOpen!, reply: { interruptId: lastOpen!.interruptId, action: 'approve' } }, output),
    ];
    for (const step of steps) {
      const started = performance.now();
      await step();
      samples.push(performance.now() - started);
    }
  }
  return { samples, receipts: commerce.receipts.length };
}

async function bareRuns(): Promise<number[]> {
  const State = Annotation.Root({ answers: Annotation<string[]>({ reducer: (a, b) => a.concat(b), default: () => [] }) });
  const ask = (question: string) => (_state: typeof State.State) => ({ answers: [String(interrupt(question))] });
  const graph = new StateGraph(State)
    .addNode('a', ask('order?'))
    .addNode('b', ask('reason?'))
    .addNode('c', ask('photos?'))
    .addNode('d', ask('confirm?'))
    .addEdge(START, 'a')
    .addEdge('a', 'b')
    .addEdge('b', 'c')
    .addEdge('c', 'd')
    .addEdge('d', END)
    .compile({ checkpointer: new MemorySaver() });
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const config = { configurable: { thread_id: `bare-${runCounter++}` } };
    const inputs: unknown[] = [
      { answers: [] },
      new Command({ resume: 'x' }),
      new Command({ resume: 'x' }),
      new Command({ resume: 'x' }),
      new Command({ resume: 'x' }),
    ];
    for (const input of inputs) {
      const started = performance.now();
      await graph.invoke(input as never, config);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

async function main() {
  await kefuRuns(); // warm-up
  await bareRuns();
  const bareSamples: number[] = [];
  const kefuSamples: number[] = [];
  let receipts = 0;
  await interleave(ROUNDS, ['bare', 'kefu'] as const, async (path) => {
    if (path === 'bare') bareSamples.push(...(await bareRuns()));
    else {
      const measured = await kefuRuns();
      kefuSamples.push(...measured.samples);
      receipts += measured.receipts;
    }
  });
  const bare = summarize(bareSamples);
  const kefu = summarize(kefuSamples);
  console.log(
    `Workflow steps (${RUNS * ROUNDS} full returns = ${RUNS * ROUNDS * 5} steps per path in ${ROUNDS} interleaved rounds, ${receipts} receipts), ms per step`,
  );
  printTable([
    ['path', 'mean', 'p50', 'p99', '× baseline (mean)', '× baseline (p50)'],
    ['baseline: bare 4-interrupt graph', bare.mean, bare.p50, bare.p99, 1, 1],
    ['kefu: runner (rules, commerce, subgraph)', kefu.mean, kefu.p50, kefu.p99, kefu.mean / bare.mean, kefu.p50 / bare.p50],
  ]);
  const against = 'bare LangGraph graph of 4 interrupts + MemorySaver';
  reportHeadlines([
    { section: 'workflows', figure: 'p50 per workflow step (a whole return)', kefu: kefu.p50, baseline: bare.p50, unit: 'ms', against },
    { section: 'workflows', figure: 'p99 per workflow step (a whole return)', kefu: kefu.p99, baseline: bare.p99, unit: 'ms', against },
  ]);
  process.exit(0);
}

await main();
