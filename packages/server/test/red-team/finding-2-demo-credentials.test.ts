import { createConnection, createServer, type Server, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import { waitFor } from '@kefu/testing';
import { ConfigError, loadConfig } from '../../src/config.js';
import { spawnKefu, spawnKefuProcess } from '../gateway/support/kefu-process.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { ConsoleClient } from '../handoff/support/console-client.js';

// What this repository publishes: the demo site's identity secret and the console token earlier READMEs printed.
const PUBLISHED_SECRET = 'kefu-demo-identity-secret-change-me';
const PUBLISHED_AGENT_TOKEN = 'kefu-demo-agent-token-change-me';
const MERCHANT_SECRET = 'the-merchants-own-secret-0123456789';
const MERCHANT_SITES = JSON.stringify([{ siteKey: 'shop', origins: ['https://shop.example'], identitySecret: MERCHANT_SECRET }]);

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const configError = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'loaded';
};

/** A TCP forwarder on this machine, as `socat` or an SSH tunnel would be: every client reaches the server from 127.0.0.1. */
async function tcpForwarder(target: string): Promise<string> {
  const { hostname, port } = new URL(target);
  const forwarder: Server = createServer((client) => {
    const upstream = createConnection({ host: hostname, port: Number(port) });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise<void>((resolve) => forwarder.close(() => resolve())));
  return `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
}

const openConsole = (url: string, token: string) =>
  ConsoleClient.connect(url, token).then(
    (client) => {
      cleanup.push(() => client.close());
      return { opened: true as const };
    },
    (error: Error & { data?: unknown }) => ({ opened: false as const, data: error.data }),
  );

describe('finding 2 — demo credentials in production', () => {
  it('refuses to start with NODE_ENV=production and no KEFU_SITES, saying why and what to set', async () => {
    const { child, output } = spawnKefuProcess({ NODE_ENV: 'production', PORT: '0' });
    cleanup.push(() => void child.kill('SIGKILL'));
    await waitFor('the server to stop', () => child.exitCode !== null, 60_000);
    expect(child.exitCode).toBe(1);
    expect(output()).not.toContain('Kefu listening');
    expect(output()).toMatch(/refusing to start with NODE_ENV=production/);
    expect(output()).toMatch(/KEFU_SITES: required with NODE_ENV=production.*demo site, whose identity secret is published.*set KEFU_SITES/);
  }, 90_000);

  it('refuses the published identity secret, the published agent token and the demo storefront in production, even configured explicitly', () => {
    const message = configError({
      NODE_ENV: 'production',
      KEFU_SITES: JSON.stringify([{ siteKey: 'shop', origins: ['https://shop.example'], identitySecret: PUBLISHED_SECRET }]),
      KEFU_AGENTS: JSON.stringify([{ id: 'lin', name: 'Lin', token: PUBLISHED_AGENT_TOKEN }]),
      KEFU_SERVE_DEMO: '1',
    });
    expect(message).toContain('KEFU_SITES: site "shop" uses the demo identity secret');
    expect(message).toContain('KEFU_AGENTS: agent "lin" uses the published demo token');
    expect(message).toContain('KEFU_SERVE_DEMO');
    // A real deployment starts, with no agent it did not configure.
    const config = loadConfig({ NODE_ENV: 'production', KEFU_SITES: MERCHANT_SITES });
    expect(config.agents).toEqual([]);
    expect(config.demoAgentToken).toBeUndefined();
  });

  it("the demo sign-in never mints with a configured merchant site's secret", async () => {
    const server = await startTestServer({ env: { KEFU_SITES: MERCHANT_SITES, KEFU_SERVE_DEMO: '1' } });
    cleanup.push(() => server.close());
    const response = await fetch(`${server.url}/api/demo/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerId: 'c_1001' }),
    });
    const body = (await response.json()) as { token?: string; error?: { code: string; message: string } };
    expect(response.status).toBe(403);
    expect(body.token).toBeUndefined();
    expect(body.error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/only for the built-in demo site/) });

    // On embedded defaults it still signs demo customers in, with the demo site's own (published) secret.
    const demo = await startTestServer({ env: { KEFU_SERVE_DEMO: '1' } });
    cleanup.push(() => demo.close());
    const demoLogin = (await (
      await fetch(`${demo.url}/api/demo/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ customerId: 'c_1001' }),
      })
    ).json()) as { token: string };
    expect((await jwtVerify(demoLogin.token, new TextEncoder().encode(PUBLISHED_SECRET))).payload.sub).toBe('c_1001');
  });

  it('a remote client through a same-host TCP forwarder cannot open the console with the demo token', async () => {
    // The server as `npm start` runs it (main.ts, embedded defaults), reached through a forwarder on its machine.
    const server = await spawnKefu({ PORT: '0' });
    cleanup.push(() => server.stop());
    const forwarded = await tcpForwarder(server.url);
    expect(await openConsole(forwarded, PUBLISHED_AGENT_TOKEN)).toMatchObject({ opened: false, data: { code: 'NOT_AUTHENTICATED' } });
    expect(await openConsole(server.url, PUBLISHED_AGENT_TOKEN)).toMatchObject({ opened: false, data: { code: 'NOT_AUTHENTICATED' } });
    // What opens it is the token made for this run, printed only in the server's own output, wherever it is used from.
    const runToken = /token for this run: (\S+)\)/.exec(server.output())?.[1];
    expect(runToken).toMatch(/^kefu-demo-/);
    expect(await openConsole(forwarded, runToken!)).toEqual({ opened: true });
    const another = await spawnKefu({ PORT: '0' });
    cleanup.push(() => another.stop());
    expect(await openConsole(another.url, runToken!)).toMatchObject({ opened: false, data: { code: 'NOT_AUTHENTICATED' } });
  }, 120_000);
});
