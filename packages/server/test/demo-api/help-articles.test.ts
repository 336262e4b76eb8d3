import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';

const THREADLINE = fileURLToPath(new URL('../../../../shops/threadline/', import.meta.url));
const DEMO_KNOWLEDGE = fileURLToPath(new URL('../../../../shops/demo/knowledge/', import.meta.url));

interface Article {
  id: string;
  title: string;
  locale: string;
  url: string;
  body: string;
}

describe("the storefront's help articles (GET /api/help) are the served shop's own", () => {
  let threadline: Awaited<ReturnType<typeof startTestServer>>;
  let demo: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    [threadline, demo] = await Promise.all([
      startTestServer({ env: { KEFU_SHOP_DIR: THREADLINE, KEFU_SERVE_DEMO: '1' } }),
      startTestServer({ env: { KEFU_SERVE_DEMO: '1' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([threadline?.close(), demo?.close()]);
  });
  const articles = async (url: string) => ((await (await fetch(`${url}/api/help`)).json()) as { articles: Article[] }).articles;

  it('serves every article of the shop folder in both locales, each with its body and a page under /help/', async () => {
    const served = await articles(threadline.url);
    const files = ['en', 'zh-CN'].flatMap((locale) =>
      readdirSync(`${THREADLINE}knowledge/${locale}`)
        .filter((name) => name.endsWith('.md'))
        .map(() => locale),
    );
    expect(served.map((article) => article.locale).sort()).toEqual(files.sort());
    // Threadline's articles cite /pages/… on its own site: the storefront gives each a help page per locale.
    expect(served.find((article) => article.id === 'returns' && article.locale === 'en')).toMatchObject({
      title: 'Returns and refunds',
      url: '/help/en/returns',
    });
    expect(served.find((article) => article.id === 'returns-zh-cn')).toMatchObject({ locale: 'zh-CN', title: '退货与退款', url: '/help/zh-cn/returns-zh-cn' });
    for (const article of served) expect(article.body.length).toBeGreaterThan(50);
    const demoIds = new Set((await articles(demo.url)).map((article) => article.id));
    expect(demoIds.size).toBe(readdirSync(`${DEMO_KNOWLEDGE}en`).length + readdirSync(`${DEMO_KNOWLEDGE}zh-CN`).filter((name) => name.endsWith('.md')).length);
    expect(served.filter((article) => demoIds.has(article.id))).toEqual([]);
  });
});
