import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import type { ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { loadConfig } from '../../src/config.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { createLogger } from '../../src/logger.js';
import { createKefuAgent } from '../../src/agent/index.js';
import { callTool, say, ScriptedChatModel } from '../agent/scripted-chat-model.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from '../handoff/support/close-after-each.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { AGENTS, AGENTS_ENV, lines, waitForHandoff } from '../handoff/support/handoff-fixtures.js';

// What a shopper types: every kind of personal data, each spelled the ways shoppers spell it.
const SHOPPER_SAYS = [
  'Find X9 多少钱？我的手机是 +86 138 0013 8000，也可以打 138-0013-8000 或 (+86)13900139000，座机 010-62345678，邮箱 lin.wei@example.com',
  'Find X8 有货吗？我住上海市浦东新区张江路88号3栋502室, or ship it to 221B Baker Street, my card is 4367421234567896',
  // Opens the return workflow: what follows answers its prompt.
  '身份证 11010519491231002X，退款请打到卡号 6222 0212 3456 7890 128',
];
// Every spelling that must never reach a log line or an agent's screen unasked.
const CLEAR_VALUES = [
  '138 0013 8000',
  '138-0013-8000',
  '13800138000',
  '13900139000',
  '62345678',
  '11010519491231002X',
  '6222 0212 3456 7890 128',
  '6222021234567890128',
  'lin.wei@example.com',
  '张江路88号',
  '502室',
  'Baker Street',
  '4367421234567896',
];
const AGENT_SAYS = '好的，已记下您的电话 13800138000';

/** The clear values that appear in `text`, run-together digits included ("138 0013 8000" → 13800138000). */
function leaks(text: string): string[] {
  const squeezed = text.replace(/[\s-]/g, '');
  return CLEAR_VALUES.filter((value) => text.includes(value) || squeezed.includes(value.replace(/[\s-]/g, '')));
}

const withRedis = serviceAvailable('redis') ? describe : describe.skip;

withRedis('finding 4 — PII in logs, on the agent console, and what is stored', () => {
  let redis: RedisService;
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const track = closeAfterEach();

  /** A server on Redis with the default agent graph (or one with `model`), the two console agents, and its log lines captured. */
  const start = async (model?: ScriptedChatModel) => {
    const logLines: string[] = [];
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'trace', REDIS_URL: redis.url, ...AGENTS_ENV });
    const server = await createKefuServer({
      config,
      logger: createLogger('trace', { write: (line: string) => void logLines.push(line) }),
      ...(model ? { agent: (dependencies) => createKefuAgent({ ...dependencies, chatModel: model }) } : {}),
    });
    await server.listen();
    track(server);
    return { server: server as KefuServer & { url: string }, logLines };
  };

  /** A shopper who tells everything, asks for a human, and is queued. */
  const shopperTellsAll = async (server: KefuServer & { url: string }) => {
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    const answers = (events: ThreadEvent[]) => events.filter((event) => event.event !== 'message:done' || event.data.message.role !== 'user').length;
    for (const text of SHOPPER_SAYS) {
      const before = answers(shopper.rendered);
      await shopper.send(text);
      await shopper.waitUntil(`the answer to ${text}`, (events) => answers(events) > before);
    }
    // The queue previews the latest words: these.
    await shopper.send('转人工，电话 13800138000');
    await waitForHandoff(shopper, 'queued');
    return shopper;
  };

  it('the logs of a real conversation, at trace level, hold none of its phone, ID-card, card numbers, e-mails or addresses', async () => {
    const { server, logLines } = await start();
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const shopper = await shopperTellsAll(server);
    expect(await lin.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true });
    expect(await lin.request('thread:reply', { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: AGENT_SAYS })).toMatchObject({ ok: true });
    await shopper.waitUntil('the agent’s reply', (events) => lines(events).includes(`agent(Lin): ${AGENT_SAYS}`));

    const output = logLines.join('');
    // The log did see the conversation: the guard's line of each turn.
    expect(logLines.filter((line) => JSON.parse(line).msg === 'turn').length).toBeGreaterThanOrEqual(SHOPPER_SAYS.length);
    expect(leaks(output)).toEqual([]);
    expect(output).toContain('138********');
  });

  it('the console shows the escalation card, transcript, queue preview and live messages masked; the shopper sees their own words', async () => {
    const { server } = await start();
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const shopper = await shopperTellsAll(server);
    await shopper.send('卡号是 6222021234567890128');
    await lin.waitForQueue('the latest words in the preview', (update) => update.queue[0]?.preview?.startsWith('转人工') === true);
    await waitFor('the live message', () =>
      lin.events.some((notice) => notice.event.event === 'message:done' && notice.event.data.message.text.startsWith('卡号是')),
    );

    const opened = await lin.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(leaks(JSON.stringify(opened.card))).toEqual([]);
    expect(leaks(JSON.stringify(opened.events))).toEqual([]);
    expect(lines(opened.events)).toContain('user: Find X8 有货吗？我住上海市浦东新区***, or ship it to ***, my card is ************7896');
    expect(leaks(JSON.stringify(lin.updates))).toEqual([]);
    expect(leaks(JSON.stringify(lin.events))).toEqual([]);
    const claimed = await lin.request('thread:claim', { threadId: shopper.threadId });
    expect(leaks(JSON.stringify(claimed))).toEqual([]);

    // The shopper's own tab, reloaded, replays their words as they typed them.
    const reloaded = track(await TestClient.connect(server.url));
    await reloaded.hello({ threadId: shopper.threadId, lastSeq: 0, ...(shopper.resumeToken ? { resumeToken: shopper.resumeToken } : {}) });
    for (const text of SHOPPER_SAYS) expect(lines(reloaded.rendered)).toContain(`user: ${text}`);
  });

  it('thread:reveal gives the clear message to the asking agent only, and the reveal is audited in Redis and logged without the value', async () => {
    const { server, logLines } = await start();
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const wei = track(await ConsoleClient.connect(server.url, AGENTS[1].token));
    const shopper = await shopperTellsAll(server);
    const opened = await lin.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    const masked = opened.events.find((event) => event.event === 'message:done' && event.data.message.text.startsWith('身份证'));
    if (!masked) throw new Error('the ID-card message is not in the transcript');
    expect(opened.masked).toContain(masked.data.seq);

    const before = Date.now();
    const revealed = await lin.request('thread:reveal', { threadId: shopper.threadId, seq: masked.data.seq });
    expect(revealed).toMatchObject({ ok: true, event: { event: 'message:done', data: { seq: masked.data.seq, message: { text: SHOPPER_SAYS[2] } } } });

    // Only Lin asked: nothing Wei's console received holds a clear value.
    await waitFor('the queue reached Wei', () => wei.updates.length > 0);
    expect(leaks(JSON.stringify([wei.updates, wei.events]))).toEqual([]);

    // Who, when, which thread and message — stored with the thread's retention, never with the value.
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const stored = await client.lRange(`kefu:reveals:${shopper.threadId}`, 0, -1);
      expect(stored.map((entry) => JSON.parse(entry))).toEqual([
        { threadId: shopper.threadId, seq: masked.data.seq, agentId: 'lin', agentName: 'Lin', at: expect.any(Number), kinds: ['idCard', 'bankCard'] },
      ]);
      expect(JSON.parse(stored[0]!).at).toBeGreaterThanOrEqual(before);
      expect(leaks(stored.join(''))).toEqual([]);
      expect(await client.pTTL(`kefu:reveals:${shopper.threadId}`)).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
    const line = logLines.map((entry) => JSON.parse(entry)).find((entry) => entry.msg === 'an agent revealed personal data');
    expect(line).toMatchObject({ threadId: shopper.threadId, seq: masked.data.seq, agentId: 'lin', kinds: ['idCard', 'bankCard'] });
    expect(leaks(logLines.join(''))).toEqual([]);
  });

  it('thread:reveal of a seq the thread does not have is NOT_FOUND, and a malformed one is BAD_PAYLOAD naming the field', async () => {
    const { server } = await start();
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const shopper = await shopperTellsAll(server);
    expect(await lin.request('thread:reveal', { threadId: shopper.threadId, seq: 9999 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await lin.request('thread:reveal', { threadId: shopper.threadId, seq: 'one' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', path: 'seq' },
    });
  });

  it('Redis keeps personal data in clear only in the thread event log and the graph checkpoints; the intent cache, feedback, handoff records and the reveal audit hold it masked or not at all', async () => {
    // The LLM path: its recognition is cached for 24 h under the masked text — and must not carry the clear text.
    const model = new ScriptedChatModel((call) =>
      call.tools.includes('classify_intents')
        ? callTool('classify_intents', { intents: [{ type: 'logistics_query', confidence: 0.9 }] })
        : say('麻烦提供一下订单号，我帮您查物流。'),
    );
    const { server } = await start(model);
    const lin = track(await ConsoleClient.connect(server.url, AGENTS[0].token));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    // Worded so the rules are unsure and the model classifies it: the intent cache must then hold it masked.
    await shopper.send('我上周买的那个怎么样了，电话 138-0013-8000，寄到上海市浦东新区张江路88号3栋502室');
    // A guest's order question is first asked to verify the order (guest-order-lookup.test.ts): the graph's prompt.
    await shopper.waitUntil('the graph’s prompt', (events) => events.some((event) => event.event === 'interrupt:open'));
    expect(model.calls.filter((call) => call.tools.includes('classify_intents'))).toHaveLength(1);
    expect(await shopper.request('feedback', { rating: 1, comment: '太慢了，打我电话 13800138000' })).toMatchObject({ ok: true });
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'queued');
    const opened = await lin.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(await lin.request('thread:reveal', { threadId: shopper.threadId, seq: opened.masked[0]! })).toMatchObject({ ok: true });

    const client = createClient({ url: redis.url });
    await client.connect();
    const clearIn = new Map<string, string[]>();
    const clearChannelsSeen = new Set<string>();
    try {
      for await (const keys of client.scanIterator({ MATCH: 'kefu:*', COUNT: 500 })) {
        for (const key of keys.map(String)) {
          const found = leaks(await dump(client, key));
          if (found.length > 0) clearIn.set(key, found);
          if (found.length > 0 && key.startsWith(`kefu:checkpoint:{${shopper.threadId}}`))
            for (const channel of await clearChannels(client, key)) clearChannelsSeen.add(channel);
        }
      }
    } finally {
      await client.close();
    }
    // Earlier tests' threads share this Redis: a family is a key with its thread and other ids left out.
    const families = [
      ...new Set([...clearIn.keys()].map((key) => key.replace(/t_[0-9a-f-]{36}/g, '<thread>').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<id>'))),
    ].sort();
    // What the shopper typed, as typed: the log replays it to their own tabs; the checkpoints keep the turn's input,
    // which a workflow seeded from the message (an invoice e-mail, a new address) reads.
    expect(families.filter((key) => !/^kefu:(?:thread:\{<thread>\}:events|checkpoint:)/.test(key))).toEqual([]);
    expect(families).toContain('kefu:thread:{<thread>}:events');
    // Of this thread's graph state only the turn's input holds it (a workflow seeded from the message keeps it in
    // `pendingWorkflow` too); the recognised intents and the history are masked.
    // Only the turn's input: `text`, and `__start__` when LangGraph checkpoints the start of a run (a turn writes
    // one checkpoint at its end since the load work, so `__start__` is no longer stored).
    expect([...clearChannelsSeen].filter((channel) => channel !== '__start__')).toEqual(['text']);
  });
});

/** The graph state channels of a checkpoint key (blobs `channel|version`, writes `{channel, value}`) holding clear values. */
async function clearChannels(client: ReturnType<typeof createClient>, key: string): Promise<string[]> {
  if ((await client.type(key)) !== 'hash') return [];
  const channels: string[] = [];
  for (const [field, value] of Object.entries(await client.hGetAll(key))) {
    const channel = key.endsWith(':blobs') ? field.split('|')[0]! : ((JSON.parse(value) as { channel?: string }).channel ?? field);
    if (leaks(decodeBase64(value)).length > 0) channels.push(channel);
  }
  return channels;
}

/** `text` with each base64 run decoded after it (checkpoint values are serialized to base64). */
function decodeBase64(text: string): string {
  return [text, ...[...text.matchAll(/[A-Za-z0-9+/]{16,}={0,2}/g)].map((match) => Buffer.from(match[0], 'base64').toString('utf8'))].join('\n');
}

/** Everything Redis holds under `key`, as one string, base64 payloads (checkpoints) decoded too. */
async function dump(client: ReturnType<typeof createClient>, key: string): Promise<string> {
  return decodeBase64(await dumpRaw(client, key));
}

async function dumpRaw(client: ReturnType<typeof createClient>, key: string): Promise<string> {
  switch (await client.type(key)) {
    case 'string':
      return (await client.get(key)) ?? '';
    case 'list':
      return (await client.lRange(key, 0, -1)).join('\n');
    case 'hash':
      return JSON.stringify(await client.hGetAll(key));
    case 'set':
      return (await client.sMembers(key)).join('\n');
    case 'zset':
      return (await client.zRange(key, 0, -1)).join('\n');
    case 'stream':
      return JSON.stringify(await client.xRange(key, '-', '+'));
    default:
      return '';
  }
}
