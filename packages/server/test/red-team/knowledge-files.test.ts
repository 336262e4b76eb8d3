import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type Message } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TEST_SITES } from '../gateway/support/identity-tokens.js';
import { readKnowledgeFiles } from '../../src/knowledge/ingest/read-files.js';

// Issue 20's second red-team pass: a shop's knowledge folder as a careless deployer or a hostile editor leaves it.
// An article saved as GBK or UTF-16 (what some Windows editors write) was read as UTF-8 without a word: its title
// and text became replacement characters, so "退货政策是什么" was answered "the shop has not published its returns
// policy yet" while the file sat in the folder. Such a file now stops the server at start, as `kb import --check`
// does, naming it. What held, and stays tested: a symlink to a file outside the folder is not read, and an article's
// raw HTML, javascript: and data: links reach the shopper as text, never as a link.

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kefu-kb-files-'));
  folders.push(dir);
  return dir;
}

const article = (id: string, title: string, locale: string, tags: string, body: string) =>
  ['---', `id: ${id}`, `title: ${title}`, `locale: ${locale}`, `tags: [${tags}]`, '---', `# ${title}`, '', body, ''].join('\n');

const RETURNS = article('returns-gbk', '退货政策', 'zh-CN', '退货, 退货政策', '收到商品七天内可以无理由退货，运费由买家承担。');

describe('knowledge files', () => {
  it.each([
    ['GBK', () => gbk(RETURNS)],
    ['UTF-16', () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(RETURNS, 'utf16le')])],
  ])('an article saved as %s stops the server at start, naming the file', async (_encoding, bytes) => {
    const dir = folder();
    writeFileSync(join(dir, 'returns.md'), bytes());
    await expect(startTestServer({ env: { KEFU_SITES: TEST_SITES, KEFU_KNOWLEDGE_DIR: dir } })).rejects.toThrow(/returns\.md: is not UTF-8 text/);
    await expect(readKnowledgeFiles([join(dir, 'returns.md')])).rejects.toThrow(/returns\.md: is not UTF-8 text/);
  });

  it('reads an article saved as UTF-8 with a byte-order mark', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'returns.md'), `\uFEFF${RETURNS}`);
    expect((await readKnowledgeFiles([dir])).map((document) => document.title)).toEqual(['退货政策']);
  });

  it('reads no article through a symlink to a file outside the folder', async () => {
    const outside = folder();
    writeFileSync(join(outside, 'secret.md'), article('warehouse', 'Warehouse secret', 'en', 'warehouse, door code', 'The warehouse door code is 4711.'));
    const dir = folder();
    writeFileSync(join(dir, 'hours.md'), article('hours', 'Store hours', 'en', 'hours', 'We are open from 9 am to 6 pm.'));
    symlinkSync(join(outside, 'secret.md'), join(dir, 'leak.md'));
    expect((await readKnowledgeFiles([dir])).map((document) => document.id)).toEqual(['hours']);
    const answer = await ask(dir, 'what is the warehouse door code?');
    expect(JSON.stringify(answer)).not.toContain('4711');
  });

  it("shows an article's raw HTML, javascript: and data: links as text, never as a link", async () => {
    const dir = folder();
    writeFileSync(
      join(dir, 'warranty.md'),
      article(
        'warranty',
        'Warranty terms',
        'en',
        'warranty',
        'Our warranty lasts 12 months. <img src=x onerror=alert(1)> See [terms](javascript:alert(3)) and ![pic](data:text/html;base64,PHNjcmlwdD4=) or <a href="https://evil.example/x">here</a>.',
      ),
    );
    const answer = await ask(dir, 'how long is the warranty?');
    expect(answer.text).toContain('12 months');
    expect(answer.text).not.toMatch(/\]\((?:javascript|data):|https:\/\/evil\.example/);
    for (const part of answer.parts ?? []) expect('url' in part ? part.url : undefined).toBeUndefined();
  });
});

/** Text as GBK, the encoding Chinese editions of Windows save "ANSI" text in (the characters used here only). */
function gbk(text: string): Buffer {
  // Node has no GBK encoder; the article's Chinese characters are few, so their GBK codes are listed.
  const codes: Record<string, [number, number]> = {
    退: [0xcd, 0xcb],
    货: [0xbb, 0xf5],
    政: [0xd5, 0xfe],
    策: [0xb2, 0xdf],
    收: [0xca, 0xd5],
    到: [0xb5, 0xbd],
    商: [0xc9, 0xcc],
    品: [0xc6, 0xb7],
    七: [0xc6, 0xdf],
    天: [0xcc, 0xec],
    内: [0xc4, 0xda],
    可: [0xbf, 0xc9],
    以: [0xd2, 0xd4],
    无: [0xce, 0xde],
    理: [0xc0, 0xed],
    由: [0xd3, 0xc9],
    运: [0xd4, 0xcb],
    费: [0xb7, 0xd1],
    买: [0xc2, 0xf2],
    家: [0xbc, 0xd2],
    承: [0xb3, 0xd0],
    担: [0xb5, 0xa3],
    '，': [0xa3, 0xac],
    '。': [0xa1, 0xa3],
  };
  return Buffer.from([...text].flatMap((char) => codes[char] ?? [...Buffer.from(char, 'utf8')]));
}

async function ask(knowledgeDir: string, question: string): Promise<Message> {
  const server = await startTestServer({ env: { KEFU_SITES: TEST_SITES, KEFU_KNOWLEDGE_DIR: knowledgeDir } });
  const client = await TestClient.connect(server.url, { origin: 'https://shop.example' });
  try {
    await client.hello({ siteKey: 'shop', locale: 'en', protocolVersion: PROTOCOL_VERSION });
    await client.send(question);
    await client.waitUntil('the answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
    const done = client.rendered.findLast((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    return done?.event === 'message:done' ? done.data.message : ({ text: '' } as Message);
  } finally {
    client.close();
    await server.close();
  }
}
