import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@kefu/testing';
import { TestClient } from './support/test-client.js';
import { METRICS_AUTH, startTestServer } from './support/test-server.js';
import { echoAgent } from './support/test-agents.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

// Issue 20: 10,000 idle sockets at ≤ 1.2× raw Socket.IO heap. Each per-socket listener closure (and the
// `once` wrapper around it) costs every idle socket ~0.3 KB, so the gateway keeps one shared listener.
describe('idle socket cost', () => {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function serve(): Promise<KefuServer & { url: string }> {
    const server = await startTestServer({ agent: echoAgent(), env: { KEFU_HELLO_TIMEOUT_SECONDS: '1', KEFU_LIMIT_SOCKETS_PER_IP: '6' } });
    cleanup.push(() => server.close());
    return server;
  }

  it('a socket, greeted or not, carries one shared disconnect listener, and its disconnect still frees its per-IP place', async () => {
    const server = await serve();
    const clients = await Promise.all(Array.from({ length: 6 }, () => TestClient.connect(server.url)));
    for (const client of clients) cleanup.push(() => client.close());
    for (const client of clients.slice(0, 3)) expect(await client.hello()).toMatchObject({ ok: true });

    const sockets = [...server.io.of('/').sockets.values()];
    expect(sockets).toHaveLength(6);
    expect(sockets.map((socket) => socket.listenerCount('disconnect'))).toEqual([1, 1, 1, 1, 1, 1]);
    const [listener] = sockets.map((socket) => socket.listeners('disconnect')[0]);
    expect(sockets.every((socket) => socket.listeners('disconnect')[0] === listener)).toBe(true);

    // The three that said no hello are closed at the deadline; the greeted stay.
    await waitFor('the sockets without hello to be closed', () => server.io.of('/').sockets.size === 3, 15_000);
    // The server has dropped them; each client learns it when the close reaches it, a moment later on a busy machine.
    await waitFor('the clients to see the close', () => clients.slice(3).every((client) => !client.socket.connected), 15_000);
    expect(clients.map((client) => client.socket.connected)).toEqual([true, true, true, false, false, false]);
    const metrics = await fetch(`${server.url}/metrics`, METRICS_AUTH).then((response) => response.text());
    expect(metrics).toMatch(/^kefu_sockets 3$/m);
    // Six per address: the three closed places are free again.
    const again = await Promise.all(Array.from({ length: 3 }, () => TestClient.connect(server.url)));
    for (const client of again) cleanup.push(() => client.close());
    expect(again.every((client) => client.socket.connected)).toBe(true);
  });

  it('a socket whose connection closes while its handshake is admitted gives back its per-IP place', async () => {
    const server = await startTestServer({ agent: echoAgent(), env: { KEFU_LIMIT_SOCKETS_PER_IP: '3' } });
    cleanup.push(() => server.close());
    const headers = { origin: 'http://localhost:5173' };
    // One polling request carries the namespace CONNECT ("40") and the Engine.IO close ("1"): the limits admit the
    // socket, then Socket.IO drops it unconnected, so no 'disconnect' ever comes for it.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const open = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers }).then((response) => response.text());
      const { sid } = JSON.parse(open.slice(1)) as { sid: string };
      const sent = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, { method: 'POST', headers, body: '40\x1e1' });
      expect(sent.status).toBe(200);
    }
    await waitFor('the engine connections to close', () => server.io.engine.clientsCount === 0);
    const client = await TestClient.connect(server.url).catch((error: Error & { data?: unknown }) => error.data);
    if (client instanceof TestClient) cleanup.push(() => client.close());
    expect(client).toBeInstanceOf(TestClient);
  });
});
