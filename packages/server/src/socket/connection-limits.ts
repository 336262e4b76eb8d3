import { kefuError } from '@kefu/protocol';
import type { KefuConfig } from '../config.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { clientAddress } from './client-address.js';
import type { KefuIo, KefuSocket } from './kefu-io.js';
import { DeadlineSweep, realSweepTimers, type SweepTimers } from './deadline-sweep.js';

/** What {@link limitConnections} gives the gateway; per-socket work is shared functions, not closures, so an idle socket costs little. */
export interface ConnectionLimits {
  /** The socket's address for per-IP limits (after KEFU_TRUSTED_PROXY_HOPS). */
  addressOf(socket: KefuSocket): string;
  /** Call on 'connection': the socket is closed unless it says a successful hello within the hello timeout. */
  admit(socket: KefuSocket): void;
  /** Call on the first successful hello: the socket may stay. */
  greeted(socket: KefuSocket): void;
}

/** Raw connections allowed per address, per multiple of `socketsPerIp`: room for the console and for refused sockets until they close. */
const CONNECTIONS_PER_SOCKET = 2;

/**
 * Connection limits: at most `socketsPerIp` open sockets per address on this process (the next is refused
 * before it connects, with `RATE_LIMITED` in the connect error's `data`), and a socket that has not said a
 * successful hello within `helloTimeoutSeconds` is closed, so idle sockets cannot pile up. Below Socket.IO,
 * raw connections that never open a socket are closed after the same time and capped at twice as many per
 * address (refused at the handshake with 403; a browser sees no reason there, hence the typed cap above it).
 * A connection whose client stops answering the heartbeat is closed after `silenceTimeoutSeconds`.
 * `onClosed` runs once for each socket that passed the limits, when it disconnects.
 */
export function limitConnections(
  io: KefuIo,
  config: KefuConfig,
  metrics: GatewayMetrics,
  onClosed: (socket: KefuSocket) => void = () => undefined,
  timers: SweepTimers = realSweepTimers,
): ConnectionLimits {
  const open = new Map<string, number>();
  const addressOf = (socket: KefuSocket) => clientAddress(socket.handshake.address, socket.handshake.headers, config.trustedProxyHops);
  // One timer for all sockets awaiting hello: deadlines in connection order, where a Timeout each cost every socket ~0.5 KB.
  const awaitingHello = new DeadlineSweep<KefuSocket>(config.limits.helloTimeoutSeconds * 1000, (socket) => socket.disconnect(true), timers);
  // One listener function for every socket ('disconnect' comes once; `this` is the socket): no closure per socket.
  function closed(this: KefuSocket): void {
    // Removed, so a socket still holding this listener is one whose place was not given back yet.
    this.off('disconnect', closed);
    awaitingHello.delete(this);
    release(addressOf(this));
    onClosed(this);
  }
  const release = (ip: string) => {
    const left = (open.get(ip) ?? 1) - 1;
    if (left <= 0) open.delete(ip);
    else open.set(ip, left);
  };
  limitRawConnections(io, config, metrics);
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
    socket.on('disconnect', closed);
    next();
    // Socket.IO connects the socket on the next tick, or drops it without a 'disconnect' when its connection closed
    // meanwhile (a CONNECT and a close in one request): its place would be counted forever.
    setImmediate(() => {
      if (socket.connected || !socket.listeners('disconnect').includes(closed)) return;
      socket.off('disconnect', closed);
      release(ip);
    });
  });
  return {
    addressOf,
    admit: (socket) => awaitingHello.add(socket),
    greeted: (socket) => awaitingHello.delete(socket),
  };
}

function limitRawConnections(io: KefuIo, config: KefuConfig, metrics: GatewayMetrics): void {
  const timeoutMs = config.limits.helloTimeoutSeconds * 1000;
  const cap = config.limits.socketsPerIp * CONNECTIONS_PER_SOCKET;
  io.connectTimeout(timeoutMs);
  const open = new Map<string, number>();
  const engine = io.engine;
  // The heartbeat finds half-open connections: a ping every interval, closed when no pong comes back in time.
  // 45 s gives Socket.IO's own 25 s + 20 s.
  const silenceMs = config.limits.silenceTimeoutSeconds * 1000;
  engine.opts.pingTimeout = Math.min(20_000, Math.floor(silenceMs / 2));
  engine.opts.pingInterval = silenceMs - engine.opts.pingTimeout;
  // Set on the engine here rather than in the Server's options, so the connection limits stay in one file.
  const earlier = engine.opts.allowRequest;
  engine.opts.allowRequest = (request, callback) => {
    const ip = clientAddress(request.socket.remoteAddress ?? '', request.headers, config.trustedProxyHops);
    if ((open.get(ip) ?? 0) >= cap) {
      metrics.rateLimited.inc();
      return callback(`RATE_LIMITED: too many open connections from this address (${cap})`, false);
    }
    if (earlier) return earlier(request, callback);
    callback(null, true);
  };
  const addressOf = (raw: RawConnection) => clientAddress(raw.request.socket.remoteAddress ?? '', raw.request.headers, config.trustedProxyHops);
  // Shared by every connection ('close' comes once; `this` is the connection), as in limitConnections.
  function closed(this: RawConnection): void {
    const ip = addressOf(this);
    const left = (open.get(ip) ?? 1) - 1;
    if (left <= 0) open.delete(ip);
    else open.set(ip, left);
  }
  engine.on('connection', (raw: RawConnection) => {
    const ip = addressOf(raw);
    open.set(ip, (open.get(ip) ?? 0) + 1);
    raw.on('close', closed);
  });
}

/** The part of an Engine.IO connection the raw limits read. */
interface RawConnection {
  request: { socket: { remoteAddress?: string }; headers: KefuSocket['handshake']['headers'] };
  on(event: 'close', listener: (this: RawConnection) => void): void;
}
