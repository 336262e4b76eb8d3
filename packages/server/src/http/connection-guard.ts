import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { Counter, type Registry } from 'prom-client';
import type { HttpSettings } from './http-settings.js';

// How often Node looks for requests past headersTimeout / requestTimeout (its default, 30 s, lets a half-open
// request live up to 50 s past a 20 s limit).
const CHECK_INTERVAL_MS = 1000;
/** Time to receive a whole request (headers and body); Socket.IO's long-polling bodies are small. */
const REQUEST_TIMEOUT_MS = 60_000;

/** Node's server timeouts from the settings: a request that never finishes its headers is closed with 408. */
export function httpServerOptions(settings: HttpSettings): ServerOptions {
  return {
    headersTimeout: settings.headersTimeoutSeconds * 1000,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.keepAliveSeconds * 1000,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

/** The address a connection comes from, one spelling per address (`::ffff:1.2.3.4` is `1.2.3.4`). */
function peerOf(socket: Socket): string {
  return (socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * Caps the open connections (HTTP keep-alive, long-polling and WebSocket alike) one peer address may hold: the
 * connection past the cap is closed as soon as it is accepted, before it costs a parser or a timer. It counts the
 * TCP peer, never X-Forwarded-For: a header arrives after the connection it would have to be counted against,
 * and a half-open request may never send one. Behind a proxy, the peer is the proxy (raise the cap, or turn it off).
 */
export function capConnectionsPerPeer(server: HttpServer, settings: Pick<HttpSettings, 'connectionsPerIp'>, registry: Registry): void {
  if (settings.connectionsPerIp === 0) return;
  const refused = new Counter({
    name: 'kefu_http_connections_refused_total',
    help: 'Connections closed on accept because their address held KEFU_HTTP_CONNECTIONS_PER_IP already',
    registers: [registry],
  });
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = peerOf(socket);
    const count = open.get(peer) ?? 0;
    if (count >= settings.connectionsPerIp) {
      refused.inc();
      socket.destroy();
      return;
    }
    open.set(peer, count + 1);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left <= 0) open.delete(peer);
      else open.set(peer, left);
    });
  });
}
