import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { spawnKefu, spawnKefuProcess, type KefuProcess } from './support/kefu-process.js';
import { expectEachEventOnce } from './support/expect-each-event-once.js';

const withRedis = serviceAvailable('redis');

/** Every shopper message appears once, in the order sent, and seqs run 1..n without gaps or repeats. */
function expectIntactThread(client: TestClient, sent: string[]): void {
  const users = client.rendered.flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'user' ? [event.data.message.text] : []));
  expect(users).toEqual(sent);
  expect(client.seqs).toEqual(Array.from({ length: client.seqs.length }, (_, index) => index + 1));
}

/** Waits until the last shopper message has something from the assistant after it. */
async function waitForAnswer(client: TestClient): Promise<void> {
  await client.waitUntil('an answer to the last message', (events) => {
    const lastUser = events.findLastIndex((event) => event.event === 'message:done' && event.data.message.role === 'user');
    return lastUser >= 0 && events.slice(lastUser + 1).some((event) => event.event !== 'message:done' || event.data.message.role !== 'user');
  });
}

describe.runIf(withRedis)('a server killed with -9 mid-conversation', () => {
  let redis: RedisService;
  const processes: KefuProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const server of processes) await server.kill();
    await redis.stop();
  });

  it('continues after a restart: nothing lost, nothing duplicated', async () => {
    const port = String(await freePort());
    const env = { PORT: port, REDIS_URL: redis.url };
    const first = await spawnKefu(env);
    processes.push(first);
    let client = await TestClient.connect(first.url);
    await client.hello();
    const sent: string[] = [];
    for (const text of ['你好', '有什么手机', '谢谢']) {
      sent.push(text);
      expect(await client.send(text)).toMatchObject({ ok: true });
      await waitForAnswer(client);
    }

    // Send and kill at once: the ack may or may not arrive, as on a real crash.
    const unacked = { id: crypto.randomUUID(), text: '在吗' };
    sent.push(unacked.text);
    void client.send(unacked.text, unacked.id).catch(() => undefined);
    await first.kill();
    await waitFor('the socket to notice', () => !client.socket.connected);
    expectEachEventOnce(client);

    const second = await spawnKefu(env);
    processes.push(second);
    const before = client;
    client = await before.reopen(second.url);
    before.close();
    const hello = await client.hello();
    expect(hello).toMatchObject({ ok: true, resumed: true });
    // The widget retries what was never acknowledged, with the same clientMsgId.
    const retry = await client.send(unacked.text, unacked.id);
    expect(retry.ok).toBe(true);
    await waitForAnswer(client);
    sent.push('好的');
    expect(await client.send('好的')).toMatchObject({ ok: true, duplicate: false });
    await waitForAnswer(client);
    expectIntactThread(client, sent);
    // Nothing the tab had came again after the restart, neither in the replay nor live.
    expectEachEventOnce(client);
    const had = new Set([...before.seqs, ...(hello.ok ? hello.replay.map((event) => event.data.seq) : [])]);
    expect(
      client.received.filter((seq) => had.has(seq)),
      'live events the tab already had',
    ).toEqual([]);

    // A reload from scratch replays the same history.
    const reload = await TestClient.connect(second.url);
    reload.threadId = client.threadId;
    reload.resumeToken = client.resumeToken;
    await reload.hello();
    expect(reload.rendered).toEqual(client.rendered);
    expectEachEventOnce(reload);
    reload.close();
    client.close();
  });
});

describe('start-up', () => {
  it('fails with a message naming the bad variable', async () => {
    const { child, output } = spawnKefuProcess({ PORT: 'eighty', KEFU_SITES: '[{"siteKey":"x"}]' });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('KEFU_SITES');
  });

  it('gives up on an unreachable REDIS_URL instead of hanging, naming the variable', { timeout: 120_000 }, async () => {
    const { child, output } = spawnKefuProcess({ PORT: '0', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toMatch(/REDIS_URL: could not connect to redis:\/\/127\.0\.0\.1:\d+\/? within 10 s/);
  });
});
