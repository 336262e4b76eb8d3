import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformWithEsbuild } from 'vite';
import { removeMembers, replaceTexts, slimSocketIo } from '../vite-plugin-slim-socket-io.js';

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
      for (const key of ['source', 'protocol', 'host', 'port', 'path', 'query', 'queryKey', 'ipv6uri'])
        expect(actual[key], `${url} ${key}`).toEqual(expected[key]);
    }
  });
});

describe('the members cut from socket.io-client’s classes', () => {
  const transform = (path: string) => {
    const plugin = slimSocketIo() as unknown as { transform: (code: string, id: string) => { code: string } | undefined };
    return plugin.transform(readFileSync(path, 'utf8'), path)?.code;
  };

  it('removes the unused Socket API and the upgrade probe, and leaves valid modules with everything else', async () => {
    const socketIo = fromSocketIo.resolve('socket.io-client').replace(/\/build\/.*$/, '/build/esm/socket.js');
    const engineIo = createRequire(socketIo)
      .resolve('engine.io-client')
      .replace(/\/build\/.*$/, '/build/esm/socket.js');
    const socket = transform(socketIo) ?? '';
    const engine = transform(engineIo) ?? '';
    expect(socket).not.toMatch(/\n\s+(onAny|emitWithAck|get volatile|offAnyOutgoing)\(/);
    expect(socket).toMatch(/\n\s+emit\(ev, \.\.\.args\)/);
    expect(socket).toMatch(/\n\s+timeout\(timeout\)/);
    expect(socket).toMatch(/\n\s+notifyOutgoingListeners\(packet\)/);
    expect(engine).not.toMatch(/\n\s+_probe\(/);
    expect(engine).toMatch(/\n\s+_filterUpgrades\(/);
    for (const code of [socket, engine]) await expect(transformWithEsbuild(code, 'socket.js', { format: 'esm' })).resolves.toBeTruthy();
  });

  it('fails the build when a member to cut is not there (socket.io-client changed: check the list again)', () => {
    expect(() => removeMembers('class A {\n    emit() {}\n}', ['onAny'], 'socket.js')).toThrow(/no member "onAny" in socket.js/);
    expect(removeMembers('class A {\n    get volatile() { if (x) { return "}"; } }\n    b() {}\n}', ['get volatile'])).toBe('class A {\n    b() {}\n}');
  });

  it('shortens the messages nobody reads and fails the build when one is not there', () => {
    const socketIo = fromSocketIo.resolve('socket.io-client').replace(/\/build\/.*$/, '/build/esm/socket.js');
    const socket = transform(socketIo) ?? '';
    expect(socket).toContain('new Error("Socket.IO v2 server")');
    expect(socket).not.toContain('It seems you are trying');
    expect(() => replaceTexts('throw Error("a")', [['"b"', '""']], 'css-tag.js')).toThrow(/no text ""b"…" in css-tag\.js/);
  });
});
