import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { freePort, launchChromium, serviceAvailable, startRedis, stopProcess, tempDir, waitFor, type RedisService } from '@kefu/testing';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const PUBLISHED = ['protocol', 'widget', 'server'] as const;

// A shop of its own, on another origin than the installed server, that embeds the widget with a script tag.
const shopPage = (kefu: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A shop</title></head>
<body><h1>A shop</h1><script src="${kefu}/kefu.js" data-site-key="demo" data-locale="en" defer></script></body></html>`;

// The embedding app: its own http.Server, Kefu attached to it, then /healthz and a Socket.IO hello answered.
const EMBED_SCRIPT = `import http from 'node:http';
import { createKefuServer, loadConfig } from '@kefu/server';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { io } from 'socket.io-client';

const httpServer = http.createServer();
const kefu = await createKefuServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), httpServer });
await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const url = await kefu.listen();
const healthz = await (await fetch(url + '/healthz')).text();
const socket = io(url, { transports: ['websocket'] });
const ack = await socket.timeout(10000).emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'en' });
socket.close();
await kefu.close();
httpServer.close();
console.log(JSON.stringify({ sameServer: kefu.httpServer === httpServer, url, healthz, ack: { ok: ack.ok, threadId: ack.threadId } }));
`;

// A TypeScript consumer of the installed type declarations, checked in strict mode.
const CONSUMER_TS = `import { defineKefu } from '@kefu/widget';
import { createKefuServer, type KefuServerOptions } from '@kefu/server';
import { PROTOCOL_VERSION } from '@kefu/protocol';

const register: () => void = defineKefu;
const version: string = PROTOCOL_VERSION;
const start: (options: KefuServerOptions) => Promise<unknown> = createKefuServer;
// @ts-expect-error defineKefu takes no arguments: only real declarations reject this.
defineKefu('kefu-chat');
export { register, version, start };
`;

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    skipLibCheck: true,
  },
  files: ['consumer.ts'],
});

/** The installed `kefu serve` with its own environment, its output kept for failure messages. */
function spawnServe(bin: string, cwd: string, env: Record<string, string>) {
  const child = spawn(bin, ['serve'], { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  process.once('exit', () => child.kill('SIGKILL'));
  return { child, output: () => output };
}

describe.runIf(serviceAvailable('chromium') && serviceAvailable('redis'))('the packages installed from their tarballs outside the workspace', () => {
  const packDir = tempDir('pack');
  const project = tempDir('shop-app');
  let redis: RedisService;
  let kefu: ReturnType<typeof spawnServe> | undefined;
  let kefuUrl: string;
  let shop: Server;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // pnpm pack runs each package's prepack (its build) and rewrites workspace:* to the version.
    for (const name of PUBLISHED) {
      await run(process.execPath, [join(REPO, 'scripts/run-pnpm.mjs'), 'pack', '--pack-destination', packDir.path], {
        cwd: join(REPO, 'packages', name),
        maxBuffer: 64 << 20,
      });
    }
    const tarballs = readdirSync(packDir.path)
      .filter((file) => file.endsWith('.tgz'))
      .map((file) => join(packDir.path, file));
    writeFileSync(join(project.path, 'package.json'), JSON.stringify({ name: 'shop-app', private: true, type: 'module' }));
    // npm, not pnpm, and no workspace anywhere above: what a merchant's project does.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: project.path, maxBuffer: 64 << 20 });

    redis = await startRedis({ durable: false });
    const port = await freePort();
    kefu = spawnServe(join(project.path, 'node_modules/.bin/kefu'), project.path, {
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
    });
    kefuUrl = `http://127.0.0.1:${port}`;
    await waitFor(
      'kefu serve to listen',
      () => {
        if (kefu!.child.exitCode !== null) throw new Error(`kefu serve exited with ${kefu!.child.exitCode}:\n${kefu!.output()}`);
        return kefu!.output().includes('Kefu listening on');
      },
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${kefu!.output()}`);
    });

    const shopPort = await freePort();
    shop = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopPage(kefuUrl)));
    await new Promise<void>((resolve) => shop.listen(shopPort, '127.0.0.1', resolve));
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    shop?.close();
    if (kefu) await stopProcess(kefu.child);
    await redis?.stop();
    packDir.remove();
    project.remove();
  });

  it('packs LICENSE, dist and built assets with workspace:* rewritten to versions', async () => {
    const { stdout } = await run('npm', ['ls', '--all', '--json'], { cwd: project.path, maxBuffer: 64 << 20 });
    const tree = JSON.parse(stdout) as { dependencies: Record<string, { version: string; dependencies?: Record<string, { version: string }> }> };
    expect(tree.dependencies['@kefu/server']?.dependencies?.['@kefu/widget']?.version).toBe(tree.dependencies['@kefu/widget']?.version);
    for (const name of PUBLISHED) {
      const { stdout: listing } = await run('tar', [
        '-tzf',
        readdirSync(packDir.path)
          .map((file) => join(packDir.path, file))
          .find((file) => file.includes(`kefu-${name}-`))!,
      ]);
      expect(listing).toContain('package/LICENSE');
      expect(listing).toContain('package/CHANGELOG.md');
      expect(listing).toMatch(/package\/dist\/.*\.d\.ts/);
      expect(listing).not.toMatch(/package\/src\//);
    }
  });

  it('kefu serve serves the installed widget and console, and the widget embedded in a shop answers a question', async () => {
    const script = await fetch(`${kefuUrl}/kefu.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const consolePage = await fetch(`${kefuUrl}/console/`);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toMatch(/<html/i);

    const page = await browser!.newPage({ locale: 'en' });
    await page.goto(`http://127.0.0.1:${(shop.address() as { port: number }).port}/`);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').fill('How long does shipping take?');
    await page.keyboard.press('Enter');
    // The answer is the first message after the shopper's own (a greeting before it does not count).
    await page.locator('kefu-message[role-user]', { hasText: 'How long does shipping take?' }).waitFor();
    const answer = page.locator('kefu-message[role-user] ~ kefu-message:not([role-user])').first();
    await answer.waitFor({ timeout: 30_000 });
    await expect.poll(() => answer.evaluate((element) => element.shadowRoot?.textContent?.trim() ?? ''), { timeout: 30_000 }).toMatch(/\S{3}/);
    await page.close();
  });

  it('embeds in a plain Node http.Server of the app: /healthz and a Socket.IO hello answered on it', async () => {
    writeFileSync(join(project.path, 'embed.mjs'), EMBED_SCRIPT);
    const { stdout } = await run(process.execPath, ['embed.mjs'], { cwd: project.path, env: { ...process.env, REDIS_URL: '', NODE_ENV: 'development' } });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { sameServer: boolean; healthz: string; ack: { ok: boolean; threadId?: string } };
    expect(result.sameServer).toBe(true);
    expect(result.healthz).toBe('ok\n');
    expect(result.ack.ok).toBe(true);
    expect(result.ack.threadId).toMatch(/\S/);
  });

  it('resolves the installed type declarations: import { defineKefu } from "@kefu/widget" type-checks', async () => {
    writeFileSync(join(project.path, 'consumer.ts'), CONSUMER_TS);
    writeFileSync(join(project.path, 'tsconfig.json'), TSCONFIG);
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project.path }).catch((error: { stdout: string }) => ({
      stdout: error.stdout,
      failed: true,
    }));
    expect(result.stdout).toBe('');
    expect('failed' in result).toBe(false);
  });
});
