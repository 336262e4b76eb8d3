import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type Locale, type Message } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

// A help article's inline HTML was read as Markdown in its body only (article-inline-html.test.ts); its title kept
// it. A merchant's `# Returns &amp; <b>refunds</b>` was answered "From our help article “Returns &amp; <b>refunds</b>”:",
// the source card and the help centre's heading (`GET /api/help`) showed the same tags and entity as text, and a
// front-matter title "保修&amp;<b>维修</b>说明<script>alert(1)</script>" brought its script's text along. A title is
// now read as plain text when the folder is read: entities decoded, tags gone with their text kept, scripts with
// their content, no Markdown markers (a title is never read as Markdown).

const TAG = /<\/?[a-z][^>]*>|&amp;/i;

const RETURNS = [
  '---',
  'id: returns',
  'locale: en',
  'tags: [returns, refunds]',
  '---',
  '# Returns &amp; <b>refunds</b>',
  '',
  'Unworn items can be returned within 30 days for a full refund.',
  '',
].join('\n');
const WARRANTY = [
  '---',
  'id: warranty-zh',
  'title: "保修&amp;<b>维修</b>说明<script>alert(1)</script>"',
  'locale: zh-CN',
  'tags: [保修, 维修]',
  '---',
  '整机保修一年，电池保修半年。',
  '',
].join('\n');

describe("a help article's title is read as plain text, never as tags or entities", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kefu-title-html-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'zh-CN'));
    writeFileSync(join(dir, 'en', 'returns.md'), RETURNS);
    writeFileSync(join(dir, 'zh-CN', 'warranty.md'), WARRANTY);
    server = await startTestServer({ env: { KEFU_KNOWLEDGE_DIR: dir, KEFU_SERVE_DEMO: '1' } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function ask(locale: Locale, question: string): Promise<Message> {
    const client = await TestClient.connect(server.url);
    try {
      await client.hello({ siteKey: 'demo', locale, protocolVersion: PROTOCOL_VERSION });
      await client.send(question);
      await client.waitUntil('the answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
      const done = client.rendered.findLast((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
      return done?.event === 'message:done' ? done.data.message : ({ text: '' } as Message);
    } finally {
      client.close();
    }
  }

  it('"how do refunds work?" cites “Returns & refunds”, in the text and on the source card', async () => {
    const answer = await ask('en', 'how do refunds work?');
    expect(answer.text).toContain('“Returns & refunds”');
    expect(answer.text).not.toMatch(TAG);
    expect(answer.parts?.find((part) => part.type === 'knowledge_source')).toMatchObject({ articleId: 'returns', title: 'Returns & refunds' });
  });

  it('"保修多久" 引用《保修&维修说明》，没有标签和脚本的文字', async () => {
    const answer = await ask('zh-CN', '保修多久');
    expect(answer.text).toContain('《保修&维修说明》');
    expect(answer.text).not.toMatch(/alert|<|&amp;/);
    expect(answer.parts?.find((part) => part.type === 'knowledge_source')).toMatchObject({ articleId: 'warranty-zh', title: '保修&维修说明' });
  });

  it('the help centre (GET /api/help) titles them "Returns & refunds" and "保修&维修说明"', async () => {
    const { articles } = (await (await fetch(`${server.url}/api/help`)).json()) as { articles: Array<{ id: string; title: string }> };
    expect(articles.map((article) => [article.id, article.title])).toEqual([
      ['warranty-zh', '保修&维修说明'],
      ['returns', 'Returns & refunds'],
    ]);
  });
});
