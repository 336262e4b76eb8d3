import type { Logger } from '../../logger.js';
import type { KefuRedisClient } from './connect-redis.js';

// The commands @socket.io/redis-streams-adapter (0.3.x) sends and drops: for its ephemeral messages (serverSideEmit,
// which tells the other processes of every stored event) it calls PUBLISH and discards the promise.
const FIRE_AND_FORGET = new Set<PropertyKey>(['publish', 'sPublish', 'PUBLISH', 'SPUBLISH']);

/**
 * The client to hand the Socket.IO streams adapter: the same connection, whose PUBLISH promises get a handler. A
 * PUBLISH in flight when Redis goes away rejects with `SocketClosedUnexpectedlyError`; with nobody listening that is an
 * unhandled rejection, which ends the Node process (the chaos run lost a server to one during a Redis restart). The
 * rejection is logged here and still reaches anyone who awaits it; what the lost notice said, the other processes
 * read from the thread log on their sockets' next event or hello.
 */
export function withCaughtPublish(client: KefuRedisClient, logger?: Logger): KefuRedisClient {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // node-redis keeps its state in private fields: every method runs on the client itself, never on the proxy.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!FIRE_AND_FORGET.has(key)) return method;
      return (...args: unknown[]) => {
        const sent = method(...args);
        if (sent instanceof Promise)
          sent.catch((error: unknown) => logger?.warn({ err: error }, 'socket.io adapter: a notice to the other processes was lost (redis unavailable)'));
        return sent;
      };
    },
  });
}
