import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createKefuServer, type KefuServer } from '../../src/create-kefu-server.js';
import { createLogger } from '../../src/logger.js';

// Issue 20's leftovers. The storefront's help centre (`GET /api/help`, served with the demo) read the knowledge
// folder its own way: it followed symlinks, so `en/leak.md` linked to a file anywhere on the machine (here a
// "warehouse door code" article outside the folder) or a locale folder linked elsewhere was served to anyone; and it
// read a GBK article as UTF-8, serving its title and text as replacement characters. It now reads the folder as the
// knowledge base does: no symlink is followed, and a file that is not UTF-8 is left out and named in the log.

const article = (id: string, title: string, body: string) => ['---', `id: ${id}`, `title: ${title}`, 'locale: en', '---', body, ''].join('\n');

/** "退货政策" / "七天内可以退货" as GBK, what Chinese editions of Windows save "ANSI" text in. */
const GBK_RETURNS = Buffer.concat([
  Buffer.from('---\nid: returns-gbk\nlocale: zh-CN\ntitle: '),
  Buffer.from([0xcd, 0xcb, 0xbb, 0xf5, 0xd5, 0xfe, 0xb2, 0xdf]),
  Buffer.from('\n---\n'),
  Buffer.from([0xc6, 0xdf, 0xcc, 0xec, 0xc4, 0xda, 0xbf, 0xc9, 0xd2, 0xd4, 0xcd, 0xcb, 0xbb, 0xf5]),
  Buffer.from('\n'),
]);

interface Served {
  id: string;
  title: string;
  body: string;
}

describe('the help centre (GET /api/help) reads the knowledge folder as the knowledge base does', () => {
  let root: string;
  let dir: string;
  let outside: string;
  let server: KefuServer & { url: string };
  const logLines: string[] = [];
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'kefu-help-centre-'));
    dir = join(root, 'knowledge');
    outside = join(root, 'private');
    mkdirSync(join(dir, 'en'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(dir, 'en', 'hours.md'), article('hours', 'Store hours', 'We are open from 9 am to 6 pm.'));
    writeFileSync(join(outside, 'secret.md'), article('warehouse', 'Warehouse', 'The warehouse door code is 4711.'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', KEFU_KNOWLEDGE_DIR: dir, KEFU_SERVE_DEMO: '1' });
    server = (await createKefuServer({ config, logger: createLogger('warn', { write: (line: string) => void logLines.push(line) }) })) as KefuServer & {
      url: string;
    };
    await server.listen();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });
  // Each case adds its file after the start, as an editor would while the server runs: the help centre reads per request.
  beforeEach(() => {
    rmSync(join(dir, 'en', 'leak.md'), { force: true });
    rmSync(join(dir, 'en', 'returns.md'), { force: true });
    rmSync(join(dir, 'zh-CN'), { recursive: true, force: true });
  });

  const served = async (): Promise<Served[]> => ((await (await fetch(`${server.url}/api/help`)).json()) as { articles: Served[] }).articles;

  it('serves no article through a symlink to a file outside the folder', async () => {
    symlinkSync(join(outside, 'secret.md'), join(dir, 'en', 'leak.md'));
    const articles = await served();
    expect(articles.map((one) => one.id)).toEqual(['hours']);
    expect(JSON.stringify(articles)).not.toContain('4711');
  });

  it('serves nothing from a locale folder that is a symlink to another folder', async () => {
    symlinkSync(outside, join(dir, 'zh-CN'));
    const articles = await served();
    expect(articles.map((one) => one.id)).toEqual(['hours']);
    expect(JSON.stringify(articles)).not.toContain('4711');
  });

  it('leaves out an article saved as GBK, names it in the log, and still serves the others', async () => {
    writeFileSync(join(dir, 'en', 'returns.md'), GBK_RETURNS);
    const articles = await served();
    expect(articles.map((one) => one.id)).toEqual(['hours']);
    expect(JSON.stringify(articles)).not.toContain('\uFFFD');
    const warning = logLines.map((line) => JSON.parse(line) as { msg: string; file?: string }).find((line) => line.msg.startsWith('help article left out'));
    expect(warning).toMatchObject({
      file: join(dir, 'en', 'returns.md'),
      msg: 'help article left out: is not UTF-8 text (saved as GBK or UTF-16?): save it as UTF-8',
    });
  });
});
