import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { serviceAvailable } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { MemoryCache } from '../adapters/memory/memory-cache.js';
import { loadConfig } from '../config.js';
import { createKefuAgent } from '../agent/index.js';
import type { AgentOutput, TurnRequest } from '../ports/agent.js';
import { RedisCheckpointSaver } from './redis-checkpoint-saver.js';
import { useRedisClient } from './test-support/redis-client.js';

/** Round trips to Redis and the bytes written, counted on the client: a MULTI … EXEC is one round trip. */
interface Traffic {
  roundTrips: number;
  commands: string[];
}

// Counts at the client, not with MONITOR: what costs a turn is waiting for Redis, once per reply awaited.
function counting(client: KefuRedisClient, traffic: Traffic): KefuRedisClient {
  const wrap = (target: object, inMulti: boolean): object =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const name = String(property);
          if (inMulti) {
            if (name === 'exec' || name === 'execAsPipeline') {
              traffic.roundTrips += 1;
              return (value as (...a: unknown[]) => unknown).apply(object, args);
            }
            traffic.commands.push(name);
            const result = (value as (...a: unknown[]) => unknown).apply(object, args);
            return result === object ? receiver : result;
          }
          if (name === 'multi') return wrap((value as () => object).apply(object), true);
          traffic.roundTrips += 1;
          traffic.commands.push(name);
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  return wrap(client, false) as KefuRedisClient;
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
    class CountedSaver extends RedisCheckpointSaver {
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
    }
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
});
