import { kefuError } from '@kefu/protocol';
import type { KefuConfig } from '../config.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { clientAddress } from './client-address.js';
import type { KefuIo, KefuSocket } from './kefu-io.js';

/** What {@link limitConnections} gives the gateway for each socket. */
export interface ConnectionGuard {
  /** The socket's address for per-IP limits (after KEFU_TRUSTED_PROXY_HOPS). */
  ip: string;
  /** Call on the first successful hello: the socket may stay. */
  greeted(): void;
}

/**
 * Connection limits: at most `socketsPerIp` open sockets per address on this process (the next is refused
 * before it connects, with `RATE_LIMITED` in the connect error's `data`), and a socket that has not said a
 * successful hello within `helloTimeoutSeconds` is closed, so idle sockets cannot pile up.
 */
export function limitConnections(io: KefuIo, config: KefuConfig, metrics: GatewayMetrics): (socket: KefuSocket) => ConnectionGuard {
  const open = new Map<string, number>();
  const addressOf = (socket: KefuSocket) => clientAddress(socket.handshake.address, socket.handshake.headers, config.trustedProxyHops);
  io.use((socket, next) => {
    const ip = addressOf(socket);
    const count = open.get(ip) ?? 0;
    if (count >= config.limits.socketsPerIp) {
      metrics.rateLimited.inc();
      const refused = new Error(`too many open connections from this address (${config.limits.socketsPerIp})`) as Error & { data?: unknown };
      refused.data = kefuError('RATE_LIMITED', refused.message, { retryAfterMs: 10_000 });
      return next(refused);
    }
    // Counted here rather than on 'connection', so a burst of handshakes cannot all pass the check at once.
    open.set(ip, count + 1);
    socket.once('disconnect', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left <= 0) open.delete(ip);
      else open.set(ip, left);
    });
    next();
  });
  return (socket) => {
    const timer = setTimeout(() => socket.disconnect(true), config.limits.helloTimeoutSeconds * 1000);
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
    return { ip: addressOf(socket), greeted: () => clearTimeout(timer) };
  };
}
