import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type Locale, type Message } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';

// A careless merchant's size guide: a little HTML (`<b>`) beside a literal "S<M" or "3 < 5". Since help articles'
// inline HTML is read as Markdown (article-inline-html.test.ts), an article holding any tag went through an HTML
// parser, which took "<M, take the M. If your chest is 3 < 5 cm over, 5>" for a tag named "m," and dropped it with
// everything up to the next ">": "Between sizes <b>S</b> and <b>M</b>? If S<M in your chart, take the M. …" was
// served as "Between sizes **S** and **M**? If S" and the rest of the line was gone, in answers and on the help
// centre alike. A "<" that opens no element the reader knows (S<M, 3<5, <3) is now text, kept as written.

const article = (id: string, title: string, locale: string, tags: string, body: string) =>
  ['---', `id: ${id}`, `title: ${title}`, `locale: ${locale}`, `tags: [${tags}]`, '---', `# ${title}`, '', body, ''].join('\n');

const SIZE_GUIDE = article(
  'size-guide',
  'Size guide',
  'en',
  'size guide, sizes, size chart',
  'Between sizes <b>S</b> and <b>M</b>? If S<M in your chart, take the M.<br>Sleeves: 3<5 cm longer than the body.',
);
const SIZE_GUIDE_ZH = article(
  'size-guide-zh',
  '尺码指南',
  'zh-CN',
  '尺码, 尺码表, 尺码指南',
  '介于 <b>S</b> 和 <b>M</b> 之间？若胸围 S<M，请选 M。<br>袖长比衣长多 3<5 厘米。',
);

describe('a literal "<" in an article that also holds HTML is kept as text', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kefu-less-than-'));
    mkdirSync(join(dir, 'en'));
    mkdirSync(join(dir, 'zh-CN'));
    writeFileSync(join(dir, 'en', 'size-guide.md'), SIZE_GUIDE);
    writeFileSync(join(dir, 'zh-CN', 'size-guide.md'), SIZE_GUIDE_ZH);
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

  it('the help centre (GET /api/help) serves "S<M" and "3<5" as written, the bold and the break converted', async () => {
    const { articles } = (await (await fetch(`${server.url}/api/help`)).json()) as { articles: Array<{ id: string; body: string }> };
    const body = (id: string) => articles.find((candidate) => candidate.id === id)?.body ?? '';
    expect(body('size-guide')).toBe('Between sizes **S** and **M**? If S<M in your chart, take the M.\nSleeves: 3<5 cm longer than the body.');
    expect(body('size-guide-zh')).toBe('介于 **S** 和 **M** 之间？若胸围 S<M，请选 M。\n袖长比衣长多 3<5 厘米。');
  });

  it('"size guide" is answered with the whole sentence: "If S<M in your chart, take the M."', async () => {
    const answer = await ask('en', 'size guide');
    expect(answer.text).toContain('If S<M in your chart, take the M.');
    expect(answer.text).toContain('3<5 cm longer');
  });

  it('"尺码指南" 的回答保留「若胸围 S<M，请选 M」', async () => {
    const answer = await ask('zh-CN', '尺码指南');
    expect(answer.text).toContain('若胸围 S<M，请选 M。');
    expect(answer.text).toContain('3<5 厘米');
  });
});
