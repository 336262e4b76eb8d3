import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { waitFor } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { METRICS_AUTH, startTestServer } from '../gateway/support/test-server.js';

// Issue 20, finding 5: 19,980 half-open HTTP requests from one address made /healthz time out (the process ran out
// of file descriptors). Here a bounded number of them, from one loopback address, against a cap set low.

/** A raw TCP connection from `from` that sends a request line and one header, and never the blank line. */
interface HalfOpen {
  socket: Socket;
  /** What the server sent back before closing, if anything. */
  received: string;
  closed: boolean;
}

function halfOpen(url: string, from: string): Promise<HalfOpen> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: from });
    const state: HalfOpen = { socket, received: '', closed: false };
    socket.on('data', (chunk) => (state.received += chunk.toString('latin1')));
    socket.on('close', () => (state.closed = true));
    socket.on('error', () => undefined); // a reset is how a refused connection ends
    socket.once('connect', () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: kefu\r\n');
      resolve(state);
    });
    socket.once('error', (error) => (state.closed ? resolve(state) : reject(error)));
  });
}

async function healthz(url: string): Promise<number> {
  return (await fetch(`${url}/healthz`)).status;
}

describe('half-open HTTP requests from one address', () => {
  let server: (KefuServer & { url: string }) | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await server?.close();
    server = undefined;
  });

  it('refuses the connections past KEFU_HTTP_CONNECTIONS_PER_IP, and /healthz keeps answering', async () => {
    // A headers timeout far longer than the test: only the cap can close anything here.
    server = await startTestServer({ env: { KEFU_HTTP_CONNECTIONS_PER_IP: '50', KEFU_HTTP_HEADERS_TIMEOUT_SECONDS: '60' } });
    const attack: HalfOpen[] = [];
    for (let index = 0; index < 300; index += 1) {
      const connection = await halfOpen(server.url, '127.0.0.2');
      sockets.push(connection.socket);
      attack.push(connection);
    }
    await waitFor('the connections past the cap to be closed', () => attack.filter((connection) => connection.closed).length >= 250);
    expect(attack.filter((connection) => connection.closed)).toHaveLength(250);
    // The refused ones were closed on accept: no response at all, not even an error page.
    expect(attack.filter((connection) => connection.closed).every((connection) => connection.received === '')).toBe(true);
    // Another address is not affected.
    expect(await healthz(server.url)).toBe(200);
    const metrics = await (await fetch(`${server.url}/metrics`, METRICS_AUTH)).text();
    expect(metrics).toMatch(/^kefu_http_connections_refused_total 250$/m);

    // Once the attacker lets go, the address may connect again.
    for (const connection of attack) connection.socket.destroy();
    await waitFor('the server to see them closed', async () => {
      const again = await halfOpen(server!.url, '127.0.0.2');
      sockets.push(again.socket);
      again.socket.write('\r\n');
      await waitFor('an answer or a close', () => again.closed || again.received !== '');
      return again.received.startsWith('HTTP/1.1 200');
    });
  });

  it('closes a request whose headers never finish, with 408, after KEFU_HTTP_HEADERS_TIMEOUT_SECONDS', async () => {
    server = await startTestServer({ env: { KEFU_HTTP_HEADERS_TIMEOUT_SECONDS: '1' } });
    const slow: HalfOpen[] = [];
    for (let index = 0; index < 20; index += 1) {
      const connection = await halfOpen(server.url, '127.0.0.3');
      sockets.push(connection.socket);
      slow.push(connection);
    }
    await waitFor('the server to close every half-open request', () => slow.every((connection) => connection.closed), 20_000);
    for (const connection of slow) expect(connection.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(await healthz(server.url)).toBe(200);
  });
});
