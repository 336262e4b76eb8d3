import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, redisCommand, serviceAvailable, spawnService, startRedis, stopProcess, waitFor, type RedisService } from '@kefu/testing';
import { DEMO_SITE } from '../../src/config.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';
import { spawnKefu } from '../gateway/support/kefu-process.js';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

interface Spawned {
  output?: () => string;
  url: string;
  child: ChildProcess;
}

/** Starts the workflow fixture server as its own process, exactly like main.ts from source. */
async function spawnWorkflowServer(env: Record<string, string>): Promise<Spawned> {
  const previous = process.env;
  process.env = { PATH: previous.PATH ?? '', HOME: previous.HOME ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  let spawned: ReturnType<typeof spawnService>;
  try {
    spawned = spawnService(process.execPath, ['--conditions=kefu-source', '--import', 'tsx', 'test/workflows/fixtures/workflow-server.ts'], SERVER_DIR);
  } finally {
    process.env = previous;
  }
  let url = '';
  await waitFor(
    'the workflow server to listen',
    () => {
      if (spawned.child.exitCode !== null) throw new Error(`exited ${spawned.child.exitCode}:\n${spawned.output()}`);
      url = /Kefu listening on (\S+)/.exec(spawned.output())?.[1] ?? '';
      return url !== '';
    },
    30_000,
  );
  return { url, child: spawned.child, output: spawned.output };
}

const token = (customerId: string) => identityToken(customerId, { secret: DEMO_SITE.identitySecret, expiresInSeconds: 3600 });

const openPrompt = (client: TestClient) => {
  const open = client.rendered.findLast((event) => event.event === 'interrupt:open');
  if (open?.event !== 'interrupt:open') throw new Error('no prompt');
  return open.data.interrupt;
};
const waitForPrompt = (client: TestClient, count: number) =>
  client.waitUntil(
    `prompt ${count}`,
    (events) => events.filter((event) => event.event === 'interrupt:open').length >= count && events.at(-1)?.event === 'interrupt:open',
  );

describe.runIf(serviceAvailable('redis'))('a workflow across a kill -9', () => {
  let redis: RedisService;
  const children: ChildProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const spawned = await spawnWorkflowServer(env);
    children.push(spawned.child);
    return spawned;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const child of children) await stopProcess(child, 'SIGKILL');
    await redis?.stop();
  });

  it('shows the same prompt with its original deadline after a restart, and completes', async () => {
    const env = { PORT: String(await freePort()), REDIS_URL: redis.url };
    const first = await start(env);
    let client = await TestClient.connect(first.url);
    const identity = await token('c_1001');
    await client.hello({ identity });
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await client.send('KF10010001');
    await waitForPrompt(client, 2);
    const before = openPrompt(client);
    await stopProcess(first.child, 'SIGKILL');
    await waitFor('the socket to notice', () => !client.socket.connected);

    const second = await start(env);
    const old = client;
    client = await old.reopen(second.url);
    old.close();
    const hello = await client.hello({ identity });
    expect(hello.ok && hello.pendingInterrupt).toEqual(before);
    await client.request('interrupt:reply', { interruptId: before.interruptId, action: 'answer', value: 'no_reason' });
    await waitForPrompt(client, 3);
    await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'skip' });
    await waitForPrompt(client, 4);
    await client.request('interrupt:reply', { interruptId: openPrompt(client).interruptId, action: 'approve' });
    await client.waitUntil('the receipt', (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.parts?.[0]?.type === 'receipt'),
    );
    client.close();
    await stopProcess(second.child, 'SIGKILL');
  });

  it('expires on start a prompt whose deadline passed while the server was down', async () => {
    const env = { PORT: String(await freePort()), REDIS_URL: redis.url };
    const first = await start(env);
    let client = await TestClient.connect(first.url);
    const identity = await token('c_1002');
    await client.hello({ identity });
    await client.send('我要开发票');
    await waitForPrompt(client, 1);
    const prompt = openPrompt(client);
    // The deadline is written right after the prompt is stored; a crash in between is covered by lazy expiry.
    await waitFor('the deadline to be recorded', async () => (await redisCommand(redis.port, 'ZCARD kefu:deadlines:due')) === ':1');
    await stopProcess(first.child, 'SIGKILL');
    await waitFor('the socket to notice', () => !client.socket.connected);

    // Eleven minutes "later": the 10-minute deadline passed while nothing was running.
    const second = await start({ ...env, TEST_CLOCK_OFFSET_MS: String(660_000) });
    const old = client;
    client = await old.reopen(second.url);
    old.close();
    await client.hello({ identity });
    await client.waitUntil('the expiry', (events) =>
      events.some((event) => event.event === 'interrupt:closed' && event.data.interruptId === prompt.interruptId && event.data.reason === 'expired'),
    );
    await client.waitUntil('the notice', (events) => events.at(-1)?.event === 'message:done');
    expect(client.texts.at(-1)).toContain('已自动关闭');
    const again = await TestClient.connect(second.url);
    again.threadId = client.threadId;
    again.resumeToken = client.resumeToken;
    const hello = await again.hello({ identity });
    expect(hello.ok && hello.pendingInterrupt).toBeUndefined();
    again.close();
    client.close();
    // Its clock runs 11 minutes ahead: left running, it would expire the next test's prompts.
    await stopProcess(second.child, 'SIGKILL');
  });

  it('does the same with the production entry point (main.ts: agent graph, load protection, expiry)', async () => {
    const env = { PORT: String(await freePort()), REDIS_URL: redis.url };
    const first = await spawnKefu(env);
    children.push(first.child);
    let client = await TestClient.connect(first.url);
    const identity = await token('c_1003');
    await client.hello({ identity });
    await client.send('我要退货');
    await waitForPrompt(client, 1);
    await client.send('KF10030001');
    await waitForPrompt(client, 2);
    const before = openPrompt(client);
    expect(before).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    await first.kill();
    await waitFor('the socket to notice', () => !client.socket.connected);

    const second = await spawnKefu(env);
    children.push(second.child);
    const old = client;
    client = await old.reopen(second.url);
    old.close();
    const hello = await client.hello({ identity });
    expect(hello.ok && hello.pendingInterrupt).toEqual(before);
    await client.send('质量问题');
    await waitForPrompt(client, 3);
    await client.send('跳过');
    await waitForPrompt(client, 4);
    await client.send('确认');
    await client.waitUntil('the receipt', (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.parts?.[0]?.type === 'receipt'),
    );
    client.close();
    await second.kill();
  });
});
