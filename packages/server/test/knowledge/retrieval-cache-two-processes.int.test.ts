import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ThreadEvent } from '@kefu/protocol';
import { serviceAvailable, startMeilisearch, startRedis, type MeilisearchService, type RedisService } from '@kefu/testing';
import { runCli } from '../../src/cli/run-cli.js';
import { spawnKefu, type KefuProcess } from '../gateway/support/kefu-process.js';
import { TestClient } from '../gateway/support/test-client.js';

const QUESTION = '礼品包装怎么选';
const ARTICLE = `---
id: gift-wrapping
title: 礼品包装
locale: zh-CN
tags: [礼品包装, 包装, 礼盒]
---
# 礼品包装

下单时在「订单备注」里选择礼品包装：经典礼盒免费，贺卡祝福语 50 字以内。
`;

/** Asks one question on a fresh thread (so nothing of an earlier turn is reused) and returns the reply. */
async function ask(url: string, text: string): Promise<Message> {
  const client = await TestClient.connect(url);
  try {
    await client.hello();
    expect(await client.send(text)).toMatchObject({ ok: true });
    const reply = (events: ThreadEvent[]) => events.find((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    await client.waitUntil(`a reply to "${text}"`, (events) => reply(events) !== undefined);
    return (reply(client.rendered) as Extract<ThreadEvent, { event: 'message:done' }>).data.message;
  } finally {
    client.close();
  }
}

const sourceIds = (message: Message) => (message.parts ?? []).flatMap((part) => (part.type === 'knowledge_source' ? [part.articleId] : []));

// Issue 21 item 5: the retrieval cache lives in Redis and is shared by every process, so its key must
// change when the shared index does, whoever changed it — not with a counter each process keeps for itself.
describe.runIf(serviceAvailable('redis') && serviceAvailable('meilisearch'))('retrieval cache across two server processes on one Redis and Meilisearch', () => {
  let redis: RedisService;
  let meili: MeilisearchService;
  let dir: string;
  const processes: KefuProcess[] = [];

  beforeAll(async () => {
    [redis, meili] = await Promise.all([startRedis(), startMeilisearch()]);
    dir = await mkdtemp(join(tmpdir(), 'kefu-kb-'));
  });
  afterAll(async () => {
    for (const server of processes) await server.kill();
    await Promise.all([redis?.stop(), meili?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('an article imported into Meilisearch is cited by either process on its very next answer, not an hour later', async () => {
    const env = { PORT: '0', REDIS_URL: redis.url, MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey };
    const one = await spawnKefu(env);
    processes.push(one);
    const two = await spawnKefu(env);
    processes.push(two);

    // Both processes answer (and cache, in the shared Redis) "nothing on that".
    expect(sourceIds(await ask(one.url, QUESTION))).toEqual([]);
    expect(sourceIds(await ask(two.url, QUESTION))).toEqual([]);

    const file = join(dir, 'gift-wrapping.md');
    await writeFile(file, ARTICLE);
    const out: string[] = [];
    const code = await runCli(['kb', 'import', file], {
      env: { LOG_LEVEL: 'silent', MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey },
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code, out.join('\n')).toBe(0);

    // The next answer of each process, right after the import returned: no waiting for a sync.
    expect(sourceIds(await ask(two.url, QUESTION))).toContain('gift-wrapping');
    expect(sourceIds(await ask(one.url, QUESTION))).toContain('gift-wrapping');
  });
});
