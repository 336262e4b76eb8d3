import { createRequire } from 'node:module';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slimSocketIo } from '../vite-plugin-slim-socket-io.js';

type Parse = (uri: string) => Record<string, unknown>;

// engine.io-client is socket.io-client's dependency, not the widget's: reach it from there.
const fromSocketIo = createRequire(createRequire(import.meta.url).resolve('socket.io-client'));
const original = (fromSocketIo('engine.io-client') as { parse: Parse }).parse;

async function stubbedParse(): Promise<Parse> {
  const plugin = slimSocketIo() as unknown as { resolveId: (source: string, importer: string) => string; load: (id: string) => string };
  const file = join(mkdtempSync(join(tmpdir(), 'kefu-parseuri-')), 'parseuri.mjs');
  writeFileSync(file, plugin.load(plugin.resolveId('./contrib/parseuri.js', '/x/node_modules/engine.io-client/build/esm/index.js')));
  return ((await import(file)) as { parse: Parse }).parse;
}

describe('the script tag’s slimmed socket.io-client', () => {
  it('parses server URLs exactly as engine.io-client does', async () => {
    const parse = await stubbedParse();
    const urls = [
      'http://127.0.0.1:3000',
      'https://kefu.example.com',
      'https://kefu.example.com:443/',
      'http://localhost:80/socket.io',
      'https://kefu.example.com/ns?a=1&b=&c',
      'ws://[::1]:3000/x',
      'https://user:pw@host.example:8443/p/q?x=%20y#frag',
      'kefu.example.com:3000',
    ];
    for (const url of urls) {
      const expected = original(url);
      const actual = parse(url);
      for (const key of ['source', 'protocol', 'host', 'port', 'path', 'query', 'queryKey', 'ipv6uri']) expect(actual[key], `${url} ${key}`).toEqual(expected[key]);
    }
  });
});
