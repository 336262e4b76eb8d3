import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { serviceAvailable } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { MemoryCache } from '../adapters/memory/memory-cache.js';
import { loadConfig } from '../config.js';
import { createKefuAgent } from '../agent/index.js';
import type { AgentOutput, TurnRequest } from '../ports/agent.js';
import { createKefuServer } from '../create-kefu-server.js';
import { RedisCheckpointSaver } from './redis-checkpoint-saver.js';
import { CHECKPOINT_SLACK, CHECKPOINTS_KEPT } from './checkpoint-retention.js';
import { useRedisClient } from './test-support/redis-client.js';

/** Round trips to Redis and the bytes written, counted on the client: a MULTI … EXEC is one round trip. */
interface Traffic {
  roundTrips: number;
  commands: string[];
}

/** Whether a command's arguments name a key under `prefix` (a key argument, or a script's `keys`). */
function touches(args: unknown[], prefix: string): boolean {
  return args.some((arg) =>
    typeof arg === 'string'
      ? arg.startsWith(prefix)
      : Array.isArray(arg)
        ? touches(arg, prefix)
        : typeof arg === 'object' && arg !== null && 'keys' in arg && touches((arg as { keys: unknown[] }).keys, prefix),
  );
}

// Counts at the client, not with MONITOR: what costs a turn is waiting for Redis, once per reply awaited. With a
// prefix, only what touches a key under it (the checkpointer's, on a client the server's other stores share).
function counting(client: KefuRedisClient, traffic: Traffic, prefix = ''): KefuRedisClient {
  const wrap = (target: object, inMulti: boolean): object => {
    let counted = false;
    return new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const name = String(property);
          if (inMulti) {
            if (name === 'exec' || name === 'execAsPipeline') {
              if (counted) traffic.roundTrips += 1;
              return (value as (...a: unknown[]) => unknown).apply(object, args);
            }
            if (touches(args, prefix)) {
              counted = true;
              traffic.commands.push(name);
            }
            const result = (value as (...a: unknown[]) => unknown).apply(object, args);
            return result === object ? receiver : result;
          }
          if (name === 'multi') return wrap((value as () => object).apply(object), true);
          if (touches(args, prefix)) {
            traffic.roundTrips += 1;
            traffic.commands.push(name);
          }
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  };
  return wrap(client, false) as KefuRedisClient;
}

/** Counts the saver's calls, to compare with the round trips the client saw. */
function countedSaver(calls: Record<'getTuple' | 'put' | 'putWrites', number>) {
  return class extends RedisCheckpointSaver {
    override getTuple(...args: Parameters<RedisCheckpointSaver['getTuple']>) {
      calls.getTuple += 1;
      return super.getTuple(...args);
    }
    override put(...args: Parameters<RedisCheckpointSaver['put']>) {
      calls.put += 1;
      return super.put(...args);
    }
    override putWrites(...args: Parameters<RedisCheckpointSaver['putWrites']>) {
      calls.putWrites += 1;
      return super.putWrites(...args);
    }
  };
}

const silent: AgentOutput = { delta() {}, status() {}, emit: async () => 0 };
let seq = 0;
const request = (threadId: string, text: string): TurnRequest => ({
  threadId,
  siteId: 'demo',
  locale: 'zh-CN',
  traceId: randomUUID(),
  signal: new AbortController().signal,
  messages: [{ seq: ++seq, text }],
});

describe.runIf(serviceAvailable('redis'))('Redis checkpointer round trips per turn', () => {
  const redis = useRedisClient();
  let client: KefuRedisClient;
  beforeAll(() => void (client = redis.client));

  it('costs one round trip per checkpointer call in a turn: a read is one script, a write one MULTI', async () => {
    const traffic: Traffic = { roundTrips: 0, commands: [] };
    const calls = { getTuple: 0, put: 0, putWrites: 0 };
    const CountedSaver = countedSaver(calls);
    const clock = { now: () => Date.now() };
    const agent = await createKefuAgent({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      checkpointer: new CountedSaver(counting(client, traffic), { ttlMs: 3_600_000 }),
      cache: new MemoryCache(clock),
      clock,
      logger: pino({ level: 'silent' }),
    });
    const threadId = randomUUID();
    // The first turn loads the scripts; the second, on a thread with history, is the one counted.
    await agent.runTurn(request(threadId, 'Find X8 多少钱?'), silent);
    Object.assign(traffic, { roundTrips: 0, commands: [] });
    Object.assign(calls, { getTuple: 0, put: 0, putWrites: 0 });

    await agent.runTurn(request(threadId, '我的订单 KF10010003 到哪了'), silent);
    // One checkpoint when the turn ends (durability 'exit'), not one per graph step: 3 round trips in all
    // (the agent's and the workflow runner's reads, one write), where a turn took 16 before.
    expect(calls.put).toBe(1);
    expect(traffic.roundTrips).toBeLessThanOrEqual(3);
    expect(traffic.roundTrips).toBe(calls.getTuple + calls.put + calls.putWrites);
    // The answer is there to read back, in the same single round trip.
    const before = traffic.roundTrips;
    const state = await agent.graph.getState({ configurable: { thread_id: threadId } });
    expect(traffic.roundTrips - before).toBe(1);
    expect(JSON.stringify(state.values)).toContain('KF10010003');
  });

  it('costs no more on the saver the server composes, its retention included: the keeping of a few checkpoints rides on the write', async () => {
    const traffic: Traffic = { roundTrips: 0, commands: [] };
    const calls = { getTuple: 0, put: 0, putWrites: 0 };
    const server = await createKefuServer({
      config: loadConfig({ LOG_LEVEL: 'silent', PORT: '0', REDIS_URL: redis.redis.url }),
      redis: counting(client, traffic, 'kefu:checkpoint:'),
      logger: pino({ level: 'silent' }),
    });
    try {
      const saver = server.dependencies.checkpointer as RedisCheckpointSaver;
      Object.setPrototypeOf(saver, countedSaver(calls).prototype);
      const agent = await createKefuAgent(server.dependencies);
      const threadId = randomUUID();
      await agent.runTurn(request(threadId, 'Find X8 多少钱?'), silent);
      // Every turn, those that prune included (one in kept + slack + 1 on a long thread), as the bench runs them.
      for (let turn = 0; turn < 12; turn += 1) {
        Object.assign(traffic, { roundTrips: 0, commands: [] });
        Object.assign(calls, { getTuple: 0, put: 0, putWrites: 0 });
        await agent.runTurn(request(threadId, turn % 2 ? '我的订单 KF10010003 到哪了' : 'X9 黑色有货吗'), silent);
        expect({ turn, roundTrips: traffic.roundTrips, commands: traffic.commands }).toEqual({
          turn,
          roundTrips: calls.getTuple + calls.put + calls.putWrites,
          commands: traffic.commands,
        });
        expect(traffic.roundTrips).toBeLessThanOrEqual(3);
      }
      // And the thread still keeps only its last few checkpoints.
      const ids = await client.zCard(`kefu:checkpoint:{${threadId}}:ns::ids`);
      expect(ids).toBeLessThanOrEqual(CHECKPOINTS_KEPT + CHECKPOINT_SLACK);
      expect(ids).toBeGreaterThanOrEqual(CHECKPOINTS_KEPT);
    } finally {
      await server.close();
    }
  });
});
