import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { runShopCommand } from '../../src/cli/shop-commands.js';

// Issue 20's leftovers. `kefu shop check` read the knowledge articles leniently (a GBK file as UTF-8, replacement
// characters and all) while the policy summary read them as the server does and threw the error away: a folder with a
// UTF-8 shipping article and a GBK returns article passed (exit 0) with "policies: no policy has an article yet", so
// the merchant was sent to write a returns article that was there, and to write shipping.md again, while the server
// refused to start with that very folder. The check now reads the articles as the server does and names the file.

const FIXTURES = fileURLToPath(new URL('../fixtures/shopify/', import.meta.url));
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

const article = (id: string, title: string, locale: string, body: string) => `---\nid: ${id}\ntitle: ${title}\nlocale: ${locale}\n---\n${body}\n`;

/** "退货政策" / "七天内可以退货" as GBK, what Chinese editions of Windows save "ANSI" text in. */
const GBK_RETURNS = Buffer.concat([
  Buffer.from('---\nid: returns\nlocale: zh-CN\ntitle: '),
  Buffer.from([0xcd, 0xcb, 0xbb, 0xf5, 0xd5, 0xfe, 0xb2, 0xdf]),
  Buffer.from('\n---\n'),
  Buffer.from([0xc6, 0xdf, 0xcc, 0xec, 0xc4, 0xda, 0xbf, 0xc9, 0xd2, 0xd4, 0xcd, 0xcb, 0xbb, 0xf5]),
  Buffer.from('\n'),
]);

function shopFolder(): string {
  const dir = tempDir('cli-knowledge');
  cleanups.push(dir.remove);
  writeFileSync(join(dir.path, 'shop.yaml'), 'name: CLI Threads\ncurrency: USD\ntimezone: America/New_York\nlocales: [zh-CN, en]\n');
  copyFileSync(join(FIXTURES, 'classic-bom-crlf.csv'), join(dir.path, 'catalog.csv'));
  mkdirSync(join(dir.path, 'knowledge', 'zh-CN'), { recursive: true });
  writeFileSync(join(dir.path, 'knowledge', 'zh-CN', 'shipping.md'), article('shipping', '配送说明', 'zh-CN', '下单后48小时内发货。'));
  return dir.path;
}

async function check(dir: string): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runShopCommand('shop', 'check', [dir], {}, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('kefu shop check reads the knowledge folder as the server does, and names a file it cannot read', () => {
  it('a returns article saved as GBK: an error naming the file, exit 1, and no policy called missing', async () => {
    const dir = shopFolder();
    writeFileSync(join(dir, 'knowledge', 'zh-CN', 'returns.md'), GBK_RETURNS);
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toContain(
      `${join(dir, 'knowledge', 'zh-CN', 'returns.md')}: error: is not UTF-8 text (saved as GBK or UTF-16?): save it as UTF-8`,
    );
    expect(result.err.join('\n')).toContain('the server would refuse to start with this folder');
    expect(result.out.join('\n')).not.toContain('policies:');
  });

  it('the same article saved as UTF-8: exit 0, and the policies named missing are the three without an article', async () => {
    const dir = shopFolder();
    writeFileSync(join(dir, 'knowledge', 'zh-CN', 'returns.md'), article('returns', '退货政策', 'zh-CN', '七天内可以退货。'));
    const result = await check(dir);
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out.join('\n')).toContain('2 knowledge articles');
    expect(result.out.join('\n')).toContain('policies: 3 of 5 policies without an article');
    expect(result.out.join('\n')).not.toMatch(/shipping\.md|returns\.md/);
  });
});
