import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startMeilisearch, type MeilisearchService } from '@kefu/testing';
import { runCli } from '../../src/cli/run-cli.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

async function cli(argv: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env: { LOG_LEVEL: 'silent', ...env }, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function articles() {
  const dir = mkdtempSync(join(tmpdir(), 'kefu-cli-'));
  writeFileSync(join(dir, 'pickup.md'), '---\nid: store-pickup\ntitle: 门店自提\nlocale: zh-CN\n---\n下单时选择门店自提，到店出示取件码即可取货。\n');
  writeFileSync(
    join(dir, 'faq.json'),
    JSON.stringify([{ id: 'gift-wrap', title: 'Gift wrapping', locale: 'en', content: 'Gift wrapping is free; choose it at checkout.' }]),
  );
  return dir;
}

describe('the kefu CLI without Meilisearch', () => {
  it('searches the demo knowledge base in an embedded index', async () => {
    const result = await cli(['kb', 'search', '发票怎么开', '--limit', '2']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^1\. 发票类型与开票说明 {2}\[invoice-types, parent, zh-CN, embedded/);
  });

  it('fails an import without Meilisearch, saying that nothing was stored and what to do instead', async () => {
    const result = await cli(['kb', 'import', articles(), '--shop', 'demo']);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/^UNAVAILABLE: nothing was stored: MEILI_URL is not set\. The 2 articles passed validation; .*KEFU_KNOWLEDGE_DIR/);
  });

  it('only validates with --check', async () => {
    expect(await cli(['kb', 'import', articles(), '--shop', 'demo', '--check'])).toMatchObject({
      code: 0,
      out: 'checked 2 articles (2 chunks); nothing was stored (--check)',
    });
  });

  it('fails a bad file with a typed error and a usage mistake with exit code 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kefu-cli-'));
    writeFileSync(join(dir, 'bad.md'), '---\nid: a\ntitle: A\nlocale: fr\n---\nText\n');
    const bad = await cli(['kb', 'import', dir]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^BAD_PAYLOAD: .*bad\.md: locale/);
    expect((await cli(['kb', 'import', join(dir, 'missing.md')])).err).toMatch(/^NOT_FOUND/);
    expect((await cli(['kb', 'search'])).code).toBe(2);
    expect((await cli(['kb', 'search', 'x', '--locale', 'fr'])).code).toBe(2);
    expect((await cli(['kb', 'frobnicate'])).code).toBe(2);
    expect((await cli(['--help'])).code).toBe(0);
  });

  it('runs from source through tsx', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=kefu-source', '--import', 'tsx', 'src/cli/main.ts', 'kb', 'search', 'warranty battery', '--locale', 'en', '--json'],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, MEILI_URL: '', LOG_LEVEL: 'silent' },
      },
    );
    const parsed = JSON.parse(stdout) as { index: string; hits: Array<{ docId: string }> };
    expect(parsed.index).toBe('embedded');
    expect(parsed.hits[0]?.docId).toBe('warranty-policy-en');
  });
});

describe.runIf(serviceAvailable('meilisearch'))('the kefu CLI on Meilisearch', () => {
  let meili: MeilisearchService;
  let env: Record<string, string>;
  beforeAll(async () => {
    meili = await startMeilisearch();
    env = { MEILI_URL: meili.url, MEILI_MASTER_KEY: meili.masterKey };
  });
  afterAll(async () => {
    await meili?.stop();
  });

  it('imports into a shop idempotently, searches as that shop, and deletes', async () => {
    const dir = articles();
    expect((await cli(['kb', 'import', dir, '--shop', 'demo'], env)).out).toBe('imported 2 articles (2 chunks) into Meilisearch for shop demo');
    await cli(['kb', 'import', dir, '--shop', 'demo'], env);
    const search = await cli(['kb', 'search', '门店自提', '--shop', 'demo', '--json'], env);
    const hits = JSON.parse(search.out) as { index: string; hits: Array<{ docId: string; shop?: string }> };
    expect(hits.index).toBe('meilisearch');
    expect(hits.hits.map((hit) => [hit.docId, hit.shop])).toEqual([['store-pickup', 'demo']]);
    expect((await cli(['kb', 'search', '门店自提', '--shop', 'other'], env)).out).toBe('no articles match (meilisearch index)');
    expect((await cli(['kb', 'delete', 'store-pickup', '--shop', 'demo'], env)).code).toBe(0);
    expect((await cli(['kb', 'search', '门店自提', '--shop', 'demo'], env)).out).toBe('no articles match (meilisearch index)');
    expect((await cli(['kb', 'search', 'gift wrapping', '--shop', 'demo'], env)).out).toContain('Gift wrapping');
  });
});
