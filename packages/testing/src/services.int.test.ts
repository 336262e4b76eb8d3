import { describe, expect, it } from 'vitest';
import { launchChromium, redisCommand, serviceAvailable, startMeilisearch, startRedis } from './index.js';

describe.runIf(serviceAvailable('redis'))('the redis-server harness', () => {
  it('keeps data across kill -9 and restart on the same port', async () => {
    const redis = await startRedis();
    try {
      expect(await redisCommand(redis.port, 'SET kefu:probe 42')).toBe('+OK');
      await redis.kill();
      await expect(redisCommand(redis.port, 'PING')).rejects.toThrow();
      await redis.restart();
      expect(await redisCommand(redis.port, 'GET kefu:probe')).toBe('$2');
    } finally {
      await redis.stop();
    }
  });
});

describe.runIf(serviceAvailable('meilisearch'))('the Meilisearch harness', () => {
  it('indexes and finds Chinese text behind the master key', async () => {
    const meili = await startMeilisearch();
    try {
      const headers = { Authorization: `Bearer ${meili.masterKey}`, 'Content-Type': 'application/json' };
      expect((await fetch(`${meili.url}/indexes`)).status).toBe(401);
      const task = (await (
        await fetch(`${meili.url}/indexes/probe/documents`, {
          method: 'POST',
          headers,
          body: JSON.stringify([
            { id: 1, text: '签收后七天无理由退货' },
            { id: 2, text: 'Invoices for companies' },
          ]),
        })
      ).json()) as { taskUid: number };
      await waitForTask(meili.url, headers, task.taskUid);
      const search = await fetch(`${meili.url}/indexes/probe/search`, { method: 'POST', headers, body: JSON.stringify({ q: '退货' }) });
      const result = (await search.json()) as { hits: Array<{ id: number }> };
      expect(result.hits.map((hit) => hit.id)).toEqual([1]);
    } finally {
      await meili.stop();
    }
  });
});

describe.runIf(serviceAvailable('chromium'))('the Chromium harness', () => {
  it('renders a page and runs its script', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="out"></p><script>document.getElementById("out").textContent = "客服 " + (6 * 7)</script>');
      expect(await page.textContent('#out')).toBe('客服 42');
    } finally {
      await browser.close();
    }
  });
});

async function waitForTask(url: string, headers: Record<string, string>, taskUid: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const task = (await (await fetch(`${url}/tasks/${taskUid}`, { headers })).json()) as { status: string; error?: unknown };
    if (task.status === 'succeeded') return;
    if (task.status === 'failed') throw new Error(JSON.stringify(task.error));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskUid} did not finish`);
}
