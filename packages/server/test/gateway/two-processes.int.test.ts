import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, waitFor, type RedisService } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { spawnKefu, type KefuProcess } from './support/kefu-process.js';
import { expectEachEventOnce } from './support/expect-each-event-once.js';

const withRedis = serviceAvailable('redis');

function userTexts(client: TestClient): string[] {
  return client.rendered.flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'user' ? [event.data.message.text] : []));
}

async function answered(client: TestClient, count: number): Promise<void> {
  await client.waitUntil(
    `${count} answers`,
    (events) => events.filter((event) => event.event === 'message:done' && event.data.message.role !== 'user').length >= count,
  );
}

describe.runIf(withRedis)('two server processes on one Redis', () => {
  let redis: RedisService;
  const processes: KefuProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const server of processes) await server.kill();
    await redis.stop();
  });

  it('deliver every event to tabs on either process, and a tab moves to the survivor when one dies', async () => {
    const [one, two] = await Promise.all([spawnKefu({ PORT: '0', REDIS_URL: redis.url }), spawnKefu({ PORT: '0', REDIS_URL: redis.url })]);
    processes.push(one, two);
    let a = await TestClient.connect(one.url);
    await a.hello();
    const b = await TestClient.connect(two.url);
    b.threadId = a.threadId;
    b.resumeToken = a.resumeToken;
    await b.hello();

    const sent: string[] = [];
    for (const [index, [tab, text]] of (
      [
        [a, '你好'],
        [b, '有什么耳机'],
        [a, '谢谢'],
      ] as const
    ).entries()) {
      sent.push(text);
      expect(await tab.send(text)).toMatchObject({ ok: true, duplicate: false });
      await answered(a, index + 1);
      await answered(b, index + 1);
    }
    await waitFor('both tabs level', () => a.lastSeq === b.lastSeq);
    expect(a.rendered).toEqual(b.rendered);
    expect(userTexts(a)).toEqual(sent);
    expectEachEventOnce(a, b);

    await one.kill();
    await waitFor('tab A to notice', () => !a.socket.connected);
    const moved = await a.reopen(two.url);
    a.close();
    a = moved;
    expect(await a.hello()).toMatchObject({ ok: true, resumed: true });
    sent.push('在吗');
    expect(await a.send('在吗')).toMatchObject({ ok: true, duplicate: false });
    await answered(a, 4);
    await answered(b, 4);
    await waitFor('both tabs level', () => a.lastSeq === b.lastSeq);
    expect(a.rendered).toEqual(b.rendered);
    expect(userTexts(b)).toEqual(sent);
    expect(b.seqs).toEqual(Array.from({ length: b.seqs.length }, (_, index) => index + 1));
    // Tab B never reconnected: every stored event reached it live, once each, in order.
    expect(b.received).toEqual(b.seqs);
    expectEachEventOnce(a, b);
    a.close();
    b.close();
  });
});
