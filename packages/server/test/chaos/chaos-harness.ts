import { isDeepStrictEqual } from 'node:util';
import { io } from 'socket.io-client';
import { PROTOCOL_VERSION, type ThreadEvent } from '@kefu/protocol';
import { freePort, startMeilisearch, startRedis, type MeilisearchService, type RedisService } from '@kefu/testing';
import { DEMO_SITE } from '../../src/config.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { spawnKefu, type KefuProcess } from '../gateway/support/kefu-process.js';
import { startChaosShop, type ChaosShop } from './chaos-shop.js';
import { ChaosConversation, type ChaosOutcome, type ChaosScript } from './chaos-conversation.js';
import { liftedLimitsEnv } from '../../src/limits/limit-settings.js';

/** What a chaos run does. */
export interface ChaosOptions {
  conversations: number;
  /** How many conversations run at once. */
  concurrency: number;
  serverKills: number;
  redisRestarts: number;
  meiliKills: number;
  /** Pause between faults (a random point within it). */
  faultEveryMs: [min: number, max: number];
  /** Give up on a conversation after this long. */
  conversationTimeoutMs: number;
  /** How long a workflow prompt waits (KEFU_INTERRUPT_TTL_SECONDS): the abandoning shoppers' prompts expire after it. */
  interruptTtlSeconds: number;
  /** A shopper's pause before each action. */
  thinkMs: [min: number, max: number];
  /** Use a real Meilisearch (MEILI_URL) when true. */
  meilisearch: boolean;
  log?: (line: string) => void;
}

/** What a chaos run found. */
export interface ChaosReport {
  conversations: number;
  outcomes: Record<ChaosOutcome, number>;
  faults: { serverKills: number; redisRestarts: number; meiliKills: number; unexpectedExits: number };
  eventsChecked: number;
  messagesChecked: number;
  receipts: number;
  /** Shopper messages stored with no answer (assistant message, prompt or handoff) after them. */
  unanswered: number;
  stats: { connects: number; helloFailures: number; redeliveries: number; liveGaps: number; retries: number; stalls: number; reasks: number };
  anomalies: string[];
  seconds: number;
}

const CUSTOMERS = ['c_1001', 'c_1002', 'c_1003', 'c_1004'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);

/** Two Kefu processes on one Redis (and Meilisearch), with kill -9 and restarts on demand. */
class Cluster {
  readonly slots: Array<{ port: number; process?: KefuProcess; alive: boolean; expectedExit: boolean }> = [];
  unexpectedExits = 0;
  /** The last output of processes that exited on their own. */
  readonly crashes: string[] = [];
  constructor(readonly env: Record<string, string>) {}

  async start(count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) this.slots.push({ port: await freePort(), alive: false, expectedExit: false });
    await Promise.all(this.slots.map((_, index) => this.launch(index)));
  }

  async launch(index: number): Promise<void> {
    const slot = this.slots[index]!;
    // A loaded machine can take longer than spawnKefu's 30 s to start tsx: try again before giving up.
    let process: KefuProcess | undefined;
    for (let attempt = 1; !process; attempt += 1) {
      process = await spawnKefu({ ...this.env, PORT: String(slot.port) }).catch((error: unknown) => {
        if (attempt >= 3) throw error;
        return undefined;
      });
    }
    slot.process = process;
    slot.alive = true;
    slot.expectedExit = false;
    process.child.once('exit', (code, signal) => {
      slot.alive = false;
      if (slot.expectedExit) return;
      this.unexpectedExits += 1;
      this.crashes.push(`server on port ${slot.port} exited (${code ?? signal}): ${process.output().slice(-1500)}`);
    });
  }

  /** A random live server's URL. */
  pick(): string | undefined {
    const live = this.slots.filter((slot) => slot.alive && slot.process);
    const slot = live[Math.floor(Math.random() * live.length)];
    return slot ? slot.process!.url : undefined;
  }

  async kill(index: number): Promise<void> {
    const slot = this.slots[index]!;
    slot.expectedExit = true;
    slot.alive = false;
    await slot.process?.kill();
  }

  async stop(): Promise<void> {
    for (const slot of this.slots) {
      slot.expectedExit = true;
      await slot.process?.kill();
    }
  }
}

/** Fetches a thread's whole stored log with a fresh tab (lastSeq 0). */
async function storedLog(url: string, conversation: ChaosConversation): Promise<{ replay: ThreadEvent[]; pending: boolean }> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'http://localhost:5173' } });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = (await socket.timeout(15_000).emitWithAck('session:hello', {
      protocolVersion: PROTOCOL_VERSION,
      siteKey: 'demo',
      locale: 'zh-CN',
      identity: conversation.shopper.identity,
      threadId: conversation.threadId,
      lastSeq: 0,
    })) as { ok: boolean; replay: ThreadEvent[]; pendingInterrupt?: unknown; truncated: boolean };
    if (!ack.ok) throw new Error(`final hello refused: ${JSON.stringify(ack)}`);
    return { replay: ack.replay, pending: ack.pendingInterrupt !== undefined };
  } finally {
    socket.disconnect();
  }
}

/** Checks one conversation's log; returns its anomalies and how much it checked. */
function verify(
  conversation: ChaosConversation,
  log: { replay: ThreadEvent[]; pending: boolean },
): { anomalies: string[]; events: number; messages: number; receipts: number; unanswered: number } {
  const anomalies: string[] = [];
  const name = conversation.name;
  const stored = log.replay;
  stored.forEach((event, index) => {
    if (event.data.seq !== index + 1) anomalies.push(`${name}: stored log has seq ${event.data.seq} at position ${index + 1}`);
  });
  // No event lost, none duplicated, none out of order: what the shopper rendered is exactly the log.
  if (conversation.rendered.length !== stored.length)
    anomalies.push(`${name}: rendered ${conversation.rendered.length} events, the log holds ${stored.length}`);
  conversation.rendered.forEach((event, index) => {
    if (!isDeepStrictEqual(event, stored[index])) anomalies.push(`${name}: rendered event ${index + 1} differs from the log (seq ${event.data.seq})`);
  });
  // Every sent message acknowledged, every ack of it naming one seq, stored exactly once there.
  for (const message of conversation.messages) {
    const acks = conversation.acks.get(message.clientMsgId) ?? [];
    const copies = stored.filter((event) => event.event === 'message:done' && event.data.message.clientMsgId === message.clientMsgId);
    if (acks.length === 0) {
      if (copies.length > 0 || conversation.outcome !== 'unfinished') anomalies.push(`${name}: "${message.text}" never acknowledged`);
      continue;
    }
    if (new Set(acks).size !== 1) anomalies.push(`${name}: "${message.text}" acknowledged with different seqs ${acks.join(',')}`);
    if (copies.length !== 1) anomalies.push(`${name}: "${message.text}" stored ${copies.length} times`);
    else if (copies[0]!.data.seq !== acks[0]) anomalies.push(`${name}: "${message.text}" acked as seq ${acks[0]} but stored at ${copies[0]!.data.seq}`);
  }
  // Every prompt closed exactly once; the workflow ended (receipt, or expired/cancelled); one receipt at most.
  const opened = stored.flatMap((event) => (event.event === 'interrupt:open' ? [event.data.interrupt.interruptId] : []));
  const closed = stored.flatMap((event) => (event.event === 'interrupt:closed' ? [event.data.interruptId] : []));
  for (const id of new Set(opened)) {
    const count = closed.filter((closedId) => closedId === id).length;
    if (count !== 1) anomalies.push(`${name}: prompt ${id} closed ${count} times`);
  }
  // Every stored shopper message got an answer after it (messages merged into one turn share it).
  const answers = stored.filter(
    (event) => (event.event === 'message:done' && event.data.message.role !== 'user') || event.event === 'interrupt:open' || event.event === 'handoff',
  );
  const lastAnswer = answers.at(-1)?.data.seq ?? 0;
  const unanswered = stored.filter((event) => event.event === 'message:done' && event.data.message.role === 'user' && event.data.seq > lastAnswer).length;
  if (unanswered > 0) anomalies.push(`${name}: ${unanswered} shopper message(s) never answered`);
  const receipts = stored.filter((event) => event.event === 'message:done' && event.data.message.parts?.some((part) => part.type === 'receipt')).length;
  if (receipts > 1) anomalies.push(`${name}: ${receipts} receipts (submitted twice)`);
  if (log.pending) anomalies.push(`${name}: a prompt is still open`);
  if (conversation.outcome === 'unfinished') anomalies.push(`${name}: did not finish (${conversation.describe()})`);
  const expected: Record<ChaosScript, ChaosOutcome> = { complete: 'completed', cancel: 'cancelled', abandon: 'expired' };
  if (conversation.outcome !== 'unfinished' && conversation.outcome !== expected[conversation.script])
    anomalies.push(`${name}: ${conversation.outcome} although the shopper meant to ${conversation.script}`);
  return { anomalies, events: stored.length, messages: conversation.messages.length, receipts, unanswered };
}

/** Runs scripted return conversations on two Kefu processes while killing servers, Redis and Meilisearch. */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const redis: RedisService = await startRedis({ durable: true });
  const meili: MeilisearchService | undefined = options.meilisearch ? await startMeilisearch() : undefined;
  const shop: ChaosShop = await startChaosShop(options.conversations);
  const cluster = new Cluster({
    ...shop.env,
    REDIS_URL: redis.url,
    ...(meili ? { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey } : {}),
    // Every conversation comes from this machine's address: per-IP limits would throttle the run, not a shopper.
    ...liftedLimitsEnv(),
    KEFU_MAX_CONCURRENT_TURNS: '256',
    KEFU_INTERRUPT_TTL_SECONDS: String(options.interruptTtlSeconds),
    LOG_LEVEL: 'warn',
  });
  const faults = { serverKills: 0, redisRestarts: 0, meiliKills: 0 };
  const conversations: ChaosConversation[] = [];
  try {
    await cluster.start(2);
    log(`chaos: servers at ${cluster.slots.map((slot) => slot.process!.url).join(', ')}, redis ${redis.url}${meili ? `, meilisearch ${meili.url}` : ''}`);
    const identities = await Promise.all(
      CUSTOMERS.map((customerId) => identityToken(customerId, { secret: DEMO_SITE.identitySecret, expiresInSeconds: 7200 })),
    );
    for (let index = 0; index < options.conversations; index += 1) {
      const customerId = CUSTOMERS[index % CUSTOMERS.length]!;
      const shopper = { customerId, orderId: shop.orderFor(customerId) };
      // Most complete the return; every fifth cancels it, every seventh walks away and lets its prompt expire.
      const script: ChaosScript = index % 7 === 6 ? 'abandon' : index % 5 === 4 ? 'cancel' : 'complete';
      conversations.push(
        new ChaosConversation(
          `conversation ${index + 1}`,
          { ...shopper, identity: identities[index % CUSTOMERS.length]! },
          script,
          () => cluster.pick(),
          options.thinkMs,
        ),
      );
    }

    let running = true;
    const plan = [
      ...Array<'server'>(options.serverKills).fill('server'),
      ...Array<'redis'>(options.redisRestarts).fill('redis'),
      ...Array<'meili'>(meili ? options.meiliKills : 0).fill('meili'),
    ].sort(() => Math.random() - 0.5);
    const chaos = (async () => {
      for (const fault of plan) {
        await sleep(between(options.faultEveryMs));
        if (!running) break;
        if (fault === 'server') {
          const index = Math.floor(Math.random() * cluster.slots.length);
          log(`chaos: kill -9 server ${index + 1}`);
          await cluster.kill(index);
          faults.serverKills += 1;
          await sleep(between([200, 1500]));
          await cluster.launch(index);
        } else if (fault === 'redis') {
          log('chaos: kill -9 redis');
          await redis.kill();
          faults.redisRestarts += 1;
          await sleep(between([200, 1500]));
          await redis.restart();
        } else {
          log('chaos: kill -9 meilisearch');
          await meili!.kill();
          faults.meiliKills += 1;
          await sleep(between([1000, 4000]));
          await meili!.restart();
        }
      }
    })();

    let next = 0;
    const deadlineFor = () => Date.now() + options.conversationTimeoutMs;
    const worker = async () => {
      while (next < conversations.length) {
        const conversation = conversations[next++]!;
        await conversation.run(deadlineFor());
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency, conversations.length) }, worker));
    // Faults left in the plan still happen, with the last conversations' logs already written.
    await chaos;
    running = false;
    // Back to healthy, then read every log.
    for (const [index, slot] of cluster.slots.entries()) if (!slot.alive) await cluster.launch(index);
    const anomalies: string[] = [];
    let eventsChecked = 0;
    let messagesChecked = 0;
    let receipts = 0;
    let unanswered = 0;
    for (const conversation of conversations) {
      anomalies.push(...conversation.anomalies);
      if (!conversation.threadId) {
        anomalies.push(`${conversation.name}: never opened a thread`);
        continue;
      }
      const stored = await storedLog(cluster.pick()!, conversation);
      const result = verify(conversation, stored);
      // What the shop really wrote: one request for a completed return, none for a cancelled or expired one.
      const written = shop.written.get(conversation.shopper.orderId) ?? 0;
      if (written !== (conversation.outcome === 'completed' ? 1 : 0))
        result.anomalies.push(`${conversation.name}: the shop holds ${written} requests for ${conversation.shopper.orderId} (${conversation.outcome})`);
      anomalies.push(...result.anomalies);
      eventsChecked += result.events;
      messagesChecked += result.messages;
      receipts += result.receipts;
      unanswered += result.unanswered;
    }
    const outcomes: Record<ChaosOutcome, number> = { completed: 0, cancelled: 0, expired: 0, unfinished: 0 };
    const stats = { connects: 0, helloFailures: 0, redeliveries: 0, liveGaps: 0, retries: 0, stalls: 0, reasks: 0 };
    for (const conversation of conversations) {
      outcomes[conversation.outcome] += 1;
      for (const key of Object.keys(stats) as Array<keyof typeof stats>) stats[key] += conversation.stats[key];
    }
    anomalies.push(...cluster.crashes);
    return {
      conversations: conversations.length,
      outcomes,
      faults: { ...faults, unexpectedExits: cluster.unexpectedExits },
      eventsChecked,
      messagesChecked,
      receipts,
      unanswered,
      stats,
      anomalies,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    for (const conversation of conversations) conversation.close();
    await cluster.stop();
    await meili?.stop();
    await redis.stop();
    await shop.close();
  }
}
