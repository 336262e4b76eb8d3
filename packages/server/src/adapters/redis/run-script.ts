import { createHash } from 'node:crypto';
import type { KefuRedisClient } from './connect-redis.js';

/** A Lua script run by its SHA, loaded on first use or after a Redis restart (`NOSCRIPT`). */
export interface RedisScript {
  /** The script's SHA1, for a transaction that runs it with EVALSHA (and loads it itself on `NOSCRIPT`). */
  readonly sha: string;
  run(client: KefuRedisClient, keys: string[], args: Array<string | number>): Promise<unknown>;
}

/** Wraps Lua source as a {@link RedisScript}. */
export function redisScript(source: string): RedisScript {
  const sha = createHash('sha1').update(source).digest('hex');
  return {
    sha,
    async run(client, keys, args) {
      const options = { keys, arguments: args.map(String) };
      try {
        return await client.evalSha(sha, options);
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
        return client.eval(source, options);
      }
    },
  };
}
