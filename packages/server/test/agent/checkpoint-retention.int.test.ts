import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySaver } from '@langchain/langgraph';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { createKefuAgent, type KefuAgent } from '../../src/agent/index.js';
import { CHECKPOINT_SLACK, CHECKPOINTS_KEPT } from '../../src/checkpoint/checkpoint-retention.js';
import type { KefuRedisClient } from '../../src/adapters/redis/connect-redis.js';
import type { HistoryEntry } from '../../src/agent/state.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { CollectingOutput, turn } from './agent-harness.js';

const PHRASINGS = [
  'Find X8 多少钱?',
  '对比 X8 和 X9，告诉我 X9 国补后多少钱',
  '我的订单 KF10010003 到哪了',
  '3000 以内 12G 内存的手机',
  'How much is the Find X9 Pro?',
  'X9 黑色有货吗',
];

/** Runs `turns` turns of one conversation, the six phrasings of the benchmark in a cycle. */
async function converse(agent: KefuAgent, threadId: string, from: number, turns: number): Promise<void> {
  for (let i = from; i < from + turns; i++)
    await agent.runTurn(turn(PHRASINGS[i % PHRASINGS.length]!, { threadId, customer: { customerId: 'c_1001' } }), new CollectingOutput());
}

const historyOf = async (agent: KefuAgent, threadId: string) =>
  (await agent.graph.getState({ configurable: { thread_id: threadId } })).values as { history: HistoryEntry[]; summary?: unknown };

describe('a long conversation keeps its last few checkpoints, not one per turn', () => {
  it('in memory: 60 turns leave at most kept + slack checkpoints, and the conversation reads as before', async () => {
    const server = await startTestServer();
    try {
      const saver = new MemorySaver();
      const agent = await createKefuAgent({ ...server.dependencies, checkpointer: saver });
      await converse(agent, 'long-memory', 0, 60);
      expect(Object.keys(saver.storage['long-memory']?.[''] ?? {}).length).toBeLessThanOrEqual(CHECKPOINTS_KEPT + CHECKPOINT_SLACK);
      const { history, summary } = await historyOf(agent, 'long-memory');
      expect(history).toHaveLength(12);
      expect(history.at(-2)).toEqual({ role: 'user', text: 'X9 黑色有货吗', requests: ['inventory_check'] });
      expect(summary).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  describe.runIf(serviceAvailable('redis'))('on the Redis saver', () => {
    let redis: RedisService;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      await redis.stop();
    });

    it('60 turns hold the thread’s keys to a few checkpoints: as large at turn 60 as at turn 30', async () => {
      const server = await startTestServer({ env: { REDIS_URL: redis.url } });
      try {
        const agent = server.agent as KefuAgent;
        const { createClient } = await import('redis');
        const cli: KefuRedisClient = createClient({ url: redis.url });
        await cli.connect();
        // The bytes stored in the thread's hashes (field names and values), not MEMORY USAGE: Redis turns a small hash
        // from a listpack into a hashtable once one value is long enough, which quadruples its memory at any turn.
        const bytes = async () => {
          let total = 0;
          for await (const keys of cli.scanIterator({ MATCH: 'kefu:checkpoint:{long-redis}*', COUNT: 1000 }))
            for (const key of keys) {
              if ((await cli.type(key)) !== 'hash') continue;
              for (const [field, value] of Object.entries(await cli.hGetAll(key))) total += field.length + value.length;
            }
          return total;
        };
        // The largest size over turns 21–30 and 51–60: pruning runs every few turns, so one turn's size wobbles.
        const peak = async (from: number) => {
          let largest = 0;
          for (let i = from; i < from + 10; i++) {
            await converse(agent, 'long-redis', i, 1);
            largest = Math.max(largest, await bytes());
          }
          return largest;
        };
        await converse(agent, 'long-redis', 0, 20);
        const at30 = await peak(20);
        await converse(agent, 'long-redis', 30, 20);
        const at60 = await peak(50);
        const ids = await cli.zCard('kefu:checkpoint:{long-redis}:ns::ids');
        const writeKeys = await cli.sCard('kefu:checkpoint:{long-redis}:write-keys');
        cli.destroy();
        expect(ids).toBeLessThanOrEqual(CHECKPOINTS_KEPT + CHECKPOINT_SLACK);
        expect(writeKeys).toBeLessThanOrEqual(CHECKPOINTS_KEPT + CHECKPOINT_SLACK);
        // Without pruning the second 30 turns add about 4.7 KB each; pruned, the peak stays where it was.
        expect(at60).toBeLessThan(at30 * 1.3);
        const { history, summary } = await historyOf(agent, 'long-redis');
        expect(history).toHaveLength(12);
        expect(history.at(-2)).toEqual({ role: 'user', text: 'X9 黑色有货吗', requests: ['inventory_check'] });
        expect(summary).toBeTruthy();
      } finally {
        await server.close();
      }
    });
  });
});
