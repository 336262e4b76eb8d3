// Scale: (1) idle widget connections (connected + hello) one Kefu process holds and the memory each costs,
// against a raw Socket.IO server holding the same bare connections; (2) 1,000 concurrent active
// conversations on one process: first the burst capacity (every conversation asks at once, turns/s until all
// are answered) and the sustained capacity (turns/s served per second of busy server loop while they ask at random
// moments at that rate), then
// p50/p99 per turn while the 1,000 ask at random moments at 50% and 80% of the sustained capacity (and at 80% of
// the burst's), against one conversation alone on the same warm server, with the server's own load per row; (3) two Kefu processes on one Redis
// against one process on that Redis, same load. Servers run in their own processes
// (bench/fixtures/scale-server.ts); clients run here. Asserts nothing.
//
//   node --conditions=kefu-source --import tsx bench/scale.ts [--idle 3000] [--active 1000] [--seconds 30] [--cluster-conversations 200]
//     [--alone-turns 500] [--pin]
// --pin gives the server processes core 0 and the clients the other cores (taskset): on a shared machine the clients'
// own work otherwise lands on the server's core and is counted as the server's latency.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { io as connect, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { findBinary, startRedis } from '@kefu/testing';
import { summarize } from './lib/stats.js';
import { printTable } from './lib/print-table.js';
import { reportHeadlines, type Headline } from './headline.js';

const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '3000' },
    active: { type: 'string', default: '1000' },
    'cluster-conversations': { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    sections: { type: 'string', default: 'idle,active,cluster' },
    'alone-turns': { type: 'string', default: '500' },
    pin: { type: 'boolean', default: false },
  },
});
const SECTIONS = new Set(values.sections.split(','));
const IDLE = Number(values.idle);
const ACTIVE = Number(values.active);
const CLUSTER = Number(values['cluster-conversations']);
const SECONDS = Number(values.seconds);
/** Turns of the lone conversation: its p99 is the denominator of every load row, and a p99 of 100 turns is their second-slowest. */
const ALONE_TURNS = Number(values['alone-turns']);
/** Server on core 0, clients on the rest; only where there is a rest and taskset to do it. */
const PIN = values.pin && cpus().length > 1 && existsSync('/usr/bin/taskset');
if (PIN) execSync(`taskset -a -cp 1-${cpus().length - 1} ${process.pid}`, { stdio: 'ignore' });
const FIXTURE = fileURLToPath(new URL('./fixtures/scale-server.ts', import.meta.url));
const RAISE_FD_LIMIT = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"';
/** This process's open-file limit, as the shell reports it. */
const fdLimit = () => Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || Number.POSITIVE_INFINITY;

// The clients of the idle section live here: below IDLE plus headroom, run again with the limit raised.
if (fdLimit() < IDLE + 1_000 && !process.env.KEFU_BENCH_FD_RAISED) {
  const again = spawn('/bin/sh', ['-c', RAISE_FD_LIMIT, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, KEFU_BENCH_FD_RAISED: '1' },
  });
  again.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => undefined);
}
const QUESTIONS = ['你好', 'Find X9 多少钱?', 'X9 黑色有货吗', '3000 以内 12G 内存的手机'];

/** What the server process reports about a phase: loop delay (ms), loop utilization (0–1), CPU and GC pause time (ms). */
interface LoopReport {
  p99: number;
  max: number;
  busy: number;
  cpuMs: number;
  gcMs: number;
  gcMaxMs: number;
}

interface Spawned {
  url: string;
  /** The server process's open-file limit. */
  fdLimit: number;
  child: ChildProcess;
  memory(): Promise<{ heapUsed: number; rss: number; sockets: number }>;
  /** The server's event loop and CPU since the last call (bench/fixtures/scale-server.ts). */
  loopDelay(): Promise<LoopReport>;
  stop(): void;
}

async function spawnServer(kind: 'raw' | 'kefu', env: Record<string, string> = {}): Promise<Spawned> {
  // Through a shell that raises the open-file limit to its hard limit: every held socket is a descriptor.
  const node = PIN ? ['taskset', '-c', '0', process.execPath] : [process.execPath];
  const child = spawn('/bin/sh', ['-c', RAISE_FD_LIMIT, ...node, '--conditions=kefu-source', '--import', 'tsx', FIXTURE, kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url, fdLimit } = await new Promise<{ url: string; fdLimit: number }>((resolve, reject) => {
    child.once('message', (message: { type: string; url: string; fdLimit: number }) => resolve(message));
    child.once('exit', (code) => reject(new Error(`scale server exited with ${code}`)));
  });
  return {
    url,
    fdLimit,
    child,
    memory: () =>
      new Promise((resolve) => {
        const listener = (message: { type: string; heapUsed: number; rss: number; sockets: number }) => {
          if (message.type !== 'memory') return;
          child.off('message', listener);
          resolve(message);
        };
        child.on('message', listener);
        child.send({ type: 'memory' });
      }),
    loopDelay: () =>
      new Promise((resolve) => {
        const listener = (message: LoopReport & { type: string }) => {
          if (message.type !== 'loop') return;
          child.off('message', listener);
          resolve(message);
        };
        child.on('message', listener);
        child.send({ type: 'loop' });
      }),
    stop: () => child.kill('SIGKILL'),
  };
}

function open(url: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
    extraHeaders: { origin: 'http://localhost:5173' },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function hello(socket: Socket): Promise<void> {
  const ack = await socket.timeout(120_000).emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'zh-CN' });
  if (!ack.ok) throw new Error(JSON.stringify(ack));
}

/** Opens `count` sockets, 50 at a time, into `sockets` (so a failure keeps those already open). */
async function openMany(url: string, count: number, withHello: boolean, sockets: Socket[] = []): Promise<Socket[]> {
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async () => {
        const socket = await open(url);
        if (withHello) await hello(socket);
        return socket;
      }),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** A turn with no answer this long fails the section instead of hanging the run (a stranded conversation is a finding). */
const TURN_TIMEOUT_MS = 180_000;

/** Sends a message and resolves with the time until the assistant's answer (Kefu) or the echo (raw). */
function turn(socket: Socket, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const timer = setTimeout(() => {
      socket.off('message:done', listener);
      reject(new Error(`no assistant answer to "${text}" within ${TURN_TIMEOUT_MS / 1000} s`));
    }, TURN_TIMEOUT_MS);
    const listener = (data: { message: { role: string } }) => {
      if (data.message.role !== 'assistant') return;
      clearTimeout(timer);
      socket.off('message:done', listener);
      resolve(performance.now() - started);
    };
    socket.on('message:done', listener);
    socket
      .timeout(300_000)
      .emitWithAck('message:send', { clientMsgId: crypto.randomUUID(), text })
      .then((ack: { ok: boolean }) => {
        if (!ack.ok) reject(new Error(JSON.stringify(ack)));
      }, reject);
  });
}

async function idle(
  kind: 'raw' | 'kefu',
): Promise<{ perConnectionHeap: number; perConnectionRss: number; held: number; seconds: number; fdLimit: number; failure?: string }> {
  const server = await spawnServer(kind);
  // Warm up: a few connections and turns, so lazy modules are loaded before the first sample.
  const warm = await openMany(server.url, 20, kind === 'kefu');
  for (const socket of warm) socket.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await server.memory();
  const started = performance.now();
  const sockets: Socket[] = [];
  let failure: string | undefined;
  // What one process reaches is the finding: a refused connection ends the section, it does not abort the run.
  await openMany(server.url, IDLE, kind === 'kefu', sockets).catch((error: unknown) => {
    failure = error instanceof Error ? error.message : String(error);
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await server.memory();
  for (const socket of sockets) socket.close();
  server.stop();
  const held = Math.max(1, after.sockets);
  return {
    perConnectionHeap: (after.heapUsed - before.heapUsed) / held,
    perConnectionRss: (after.rss - before.rss) / held,
    held: after.sockets,
    seconds,
    fdLimit: server.fdLimit,
    ...(failure ? { failure } : {}),
  };
}

/** Opens `count` conversations (connected and hello'd), spread over the servers. */
async function openConversations(urls: string[], count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 50) {
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, count - start) }, async (_, offset) => {
          const socket = await open(urls[(start + offset) % urls.length]!);
          await hello(socket);
          return socket;
        }),
      )),
    );
  }
  return sockets;
}

/** Every conversation asks `turnsEach` questions back to back, all at once: the time until all are answered. */
async function burst(sockets: Socket[], turnsEach: number): Promise<{ samples: number[]; turnsPerSecond: number }> {
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(
    sockets.map(async (socket, index) => {
      for (let round = 0; round < turnsEach; round += 1) samples.push(await turn(socket, QUESTIONS[(index + round) % QUESTIONS.length]!));
    }),
  );
  return { samples, turnsPerSecond: samples.length / ((performance.now() - started) / 1000) };
}

/**
 * The conversations ask at random moments (exponential pauses) so that together they offer `rate` turns/s
 * for `seconds`; each waits for its answer before pausing again, as a shopper does.
 */
async function steady(sockets: Socket[], rate: number, seconds: number): Promise<{ samples: number[]; turnsPerSecond: number }> {
  const meanPauseMs = (sockets.length / rate) * 1000;
  const samples: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    sockets.map(async (socket, index) => {
      let round = 0;
      for (;;) {
        const pause = -Math.log(1 - Math.random()) * meanPauseMs;
        if (performance.now() + pause >= until) return;
        await new Promise((resolve) => setTimeout(resolve, pause));
        samples.push(await turn(socket, QUESTIONS[(index + round++) % QUESTIONS.length]!));
      }
    }),
  );
  // Turns answered within the window over the window: the rate the server kept up with.
  return { samples, turnsPerSecond: samples.length / ((performance.now() - started) / 1000) };
}

async function main(): Promise<void> {
  const headlines: Headline[] = [];
  const kb = (bytes: number) => bytes / 1024;

  if (SECTIONS.has('idle')) {
    const rawIdle = await idle('raw');
    const kefuIdle = await idle('kefu');
    console.log(
      `\nScale 1: ${IDLE} idle connections held by one process (Kefu: connected + session:hello, memory stores; raw: connected) — memory after GC, per connection held; open-file limit: server ${kefuIdle.fdLimit}, clients ${fdLimit()} (node ${process.version}, ${cpus().length} cores)\n`,
    );
    printTable([
      ['server', 'held', 'connect s', 'heap KB/conn', 'RSS KB/conn', 'heap × raw', 'RSS × raw'],
      ['raw Socket.IO (baseline)', rawIdle.held, rawIdle.seconds, kb(rawIdle.perConnectionHeap), kb(rawIdle.perConnectionRss), 1, 1],
      [
        'Kefu (hello’d widget)',
        kefuIdle.held,
        kefuIdle.seconds,
        kb(kefuIdle.perConnectionHeap),
        kb(kefuIdle.perConnectionRss),
        kefuIdle.perConnectionHeap / rawIdle.perConnectionHeap,
        kefuIdle.perConnectionRss / rawIdle.perConnectionRss,
      ],
    ]);
    for (const [name, run] of [
      ['raw', rawIdle],
      ['Kefu', kefuIdle],
    ] as const)
      if (run.failure) console.log(`${name}: stopped opening at ${run.held}: ${run.failure}`);
    headlines.push(
      {
        section: 'scale',
        figure: `idle connections held by one process (N=${IDLE})`,
        kefu: kefuIdle.held,
        baseline: rawIdle.held,
        unit: 'connections',
        against: 'raw Socket.IO server',
      },
      {
        section: 'scale',
        figure: 'heap per idle connection',
        kefu: kb(kefuIdle.perConnectionHeap),
        baseline: kb(rawIdle.perConnectionHeap),
        unit: 'KB',
        against: 'raw Socket.IO connection',
      },
      {
        section: 'scale',
        figure: 'RSS per idle connection',
        kefu: kb(kefuIdle.perConnectionRss),
        baseline: kb(rawIdle.perConnectionRss),
        unit: 'KB',
        against: 'raw Socket.IO connection',
      },
    );
  }

  // 1,000 concurrent active conversations on one process (memory stores), against one alone on the same warm server.
  if (SECTIONS.has('active')) {
    const single = await spawnServer('kefu');
    const [lone] = await openConversations([single.url], 1);
    const crowd = await openConversations([single.url], ACTIVE);
    await burst(crowd.slice(0, 50), 4); // warm-up
    await single.loopDelay();
    const capacity = await burst(crowd, 1);
    const capacityLoop = await single.loopDelay();
    const alone = await burst([lone!], ALONE_TURNS);
    const aloneLoop = await single.loopDelay();
    // A burst drains a queue 1000 deep, which batches work a trickle of arrivals does not: what the server sustains is
    // measured the way the load rows offer it, arrivals at random moments at the burst's rate, as turns served per
    // second of busy event loop (a shopper waits for the answer before asking again, so a slow server is also asked
    // less: turns/s alone would understate it). The load rows are shares of the lower of the two capacities; the
    // burst's own 80 % row stays, for comparison with earlier runs.
    const probe = await steady(crowd, capacity.turnsPerSecond, SECONDS);
    const probeLoop = await single.loopDelay();
    const sustained = Math.min(capacity.turnsPerSecond, probe.turnsPerSecond / Math.max(probeLoop.busy, 0.01));
    const steadyRuns = [];
    for (const [share, of] of [
      [0.5, 'sustained'],
      [0.8, 'sustained'],
      [0.8, 'burst'],
    ] as const) {
      const rate = share * (of === 'sustained' ? sustained : capacity.turnsPerSecond);
      steadyRuns.push({ share, of, rate, run: await steady(crowd, rate, SECONDS), loop: await single.loopDelay() });
    }
    for (const socket of [lone!, ...crowd]) socket.close();
    single.stop();
    const aloneSummary = summarize(alone.samples);
    console.log(
      `\nScale 2: ${ACTIVE} concurrent conversations on one process (offline agent, memory stores; KEFU_MAX_CONCURRENT_TURNS default). Burst capacity: all ${ACTIVE} ask at once. Sustained capacity: turns/s served per second of busy server loop while they ask at random moments at the burst's rate for ${SECONDS} s (${sustained.toFixed(1)} turns/s, ${((100 * sustained) / capacity.turnsPerSecond).toFixed(0)}% of the burst's). Then they ask at random moments for ${SECONDS} s at 50% and 80% of the sustained capacity, and at 80% of the burst's. Baseline: one conversation alone, ${ALONE_TURNS} turns.${PIN ? ' Server pinned to core 0, clients to the others.' : ''} Server columns, while the row ran: loop delay (how late the event loop was, p99 and longest: it could not read a socket), loop busy (event-loop utilization: the load on the one thread that runs turns; on a shared machine it also counts time the process waited for a core), the process's CPU and its GC pauses per turn\n`,
    );
    const server = (loop: LoopReport, turns: number) => [loop.p99, loop.max, loop.busy * 100, loop.cpuMs / turns, loop.gcMs / turns, loop.gcMaxMs];
    const row = (label: string, run: { samples: number[]; turnsPerSecond: number }, loop: LoopReport) => {
      const summary = summarize(run.samples);
      return [
        label,
        run.samples.length,
        summary.p50,
        summary.p99,
        run.turnsPerSecond,
        summary.p50 / aloneSummary.p50,
        summary.p99 / aloneSummary.p99,
        ...server(loop, run.samples.length),
      ];
    };
    printTable([
      [
        'load',
        'turns',
        'p50 ms',
        'p99 ms',
        'turns/s',
        'p50 × alone',
        'p99 × alone',
        'loop delay p99 ms',
        'max ms',
        'loop busy %',
        'CPU ms/turn',
        'GC ms/turn',
        'longest GC ms',
      ],
      row('1 conversation alone (baseline)', alone, aloneLoop),
      ...steadyRuns.map(({ share, of, rate, run, loop }) =>
        row(`${ACTIVE} conversations at ${share * 100}% of ${of} capacity (${rate.toFixed(0)} turns/s offered)`, run, loop),
      ),
      row(`${ACTIVE} conversations at the burst's rate (sustained capacity, ${capacity.turnsPerSecond.toFixed(0)} offered)`, probe, probeLoop),
      row(`${ACTIVE} conversations all asking at once (burst capacity)`, capacity, capacityLoop),
    ]);
    for (const { share, of, run } of steadyRuns) {
      const summary = summarize(run.samples);
      // The sustained rows keep the earlier figure names: they are what "capacity" means here now.
      const at = of === 'sustained' ? `${share * 100}% capacity` : `${share * 100}% of burst capacity`;
      headlines.push(
        {
          section: 'scale',
          figure: `p50 per turn, ${ACTIVE} conversations at ${at}`,
          kefu: summary.p50,
          baseline: aloneSummary.p50,
          unit: 'ms',
          against: 'one conversation alone',
        },
        {
          section: 'scale',
          figure: `p99 per turn, ${ACTIVE} conversations at ${at}`,
          kefu: summary.p99,
          baseline: aloneSummary.p99,
          unit: 'ms',
          against: 'one conversation alone',
        },
      );
    }
    headlines.push(
      {
        section: 'scale',
        figure: `capacity, ${ACTIVE} conversations asking at once`,
        kefu: capacity.turnsPerSecond,
        baseline: alone.turnsPerSecond,
        unit: 'turns/s',
        against: 'one conversation alone (one turn at a time)',
      },
      {
        section: 'scale',
        figure: `sustained capacity, ${ACTIVE} conversations asking at random moments`,
        kefu: sustained,
        baseline: capacity.turnsPerSecond,
        unit: 'turns/s',
        against: 'burst capacity (all asking at once)',
      },
    );
  }

  if (SECTIONS.has('cluster') && findBinary('redis')) {
    const redis = await startRedis({ durable: false });
    const one = await spawnServer('kefu', { REDIS_URL: redis.url });
    const oneSockets = await openConversations([one.url], CLUSTER);
    const onOne = await burst(oneSockets, 3);
    for (const socket of oneSockets) socket.close();
    one.stop();
    const a = await spawnServer('kefu', { REDIS_URL: redis.url });
    const b = await spawnServer('kefu', { REDIS_URL: redis.url });
    const twoSockets = await openConversations([a.url, b.url], CLUSTER);
    const onTwo = await burst(twoSockets, 3);
    for (const socket of twoSockets) socket.close();
    a.stop();
    b.stop();
    await redis.stop();
    const oneSummary = summarize(onOne.samples);
    const twoSummary = summarize(onTwo.samples);
    console.log(
      `\nScale 3: ${CLUSTER} concurrent conversations × 3 turns on Redis (stores, locks, streams adapter): two processes against one (this machine has ${cpus().length} cores, shared with the clients)\n`,
    );
    printTable([
      ['layout', 'p50 ms', 'p99 ms', 'turns/s', 'turns/s ÷ one'],
      ['one process (baseline)', oneSummary.p50, oneSummary.p99, onOne.turnsPerSecond, 1],
      ['two processes, clients split', twoSummary.p50, twoSummary.p99, onTwo.turnsPerSecond, onTwo.turnsPerSecond / onOne.turnsPerSecond],
    ]);
    headlines.push(
      {
        section: 'scale',
        figure: `turns/s, two processes on one Redis (${CLUSTER} conversations)`,
        kefu: onTwo.turnsPerSecond,
        baseline: onOne.turnsPerSecond,
        unit: 'turns/s',
        against: 'one process on the same Redis',
      },
      {
        section: 'scale',
        figure: 'p99 per turn, two processes on one Redis',
        kefu: twoSummary.p99,
        baseline: oneSummary.p99,
        unit: 'ms',
        against: 'one process on the same Redis',
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
