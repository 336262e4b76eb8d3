import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Annotation, Command, END, START, StateGraph, interrupt } from '@langchain/langgraph';
import { createClient } from 'redis';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { RedisCheckpointSaver } from './redis-checkpoint-saver.js';

const State = Annotation.Root({ orderId: Annotation<string>, confirmed: Annotation<boolean> });

// ask_order → confirm (interrupt) → END: a workflow that pauses for the shopper, as the return flow does.
function buildGraph(checkpointer: RedisCheckpointSaver) {
  return new StateGraph(State)
    .addNode('ask_order', () => ({ orderId: String(interrupt({ ask: 'order id?' })) }))
    .addNode('confirm', (state) => ({ confirmed: interrupt({ ask: `submit ${state.orderId}?` }) === 'yes' }))
    .addEdge(START, 'ask_order')
    .addEdge('ask_order', 'confirm')
    .addEdge('confirm', END)
    .compile({ checkpointer });
}

/** The value of the interrupt a paused invoke returned. */
const asked = (result: unknown) => (result as { __interrupt__?: Array<{ value: unknown }> }).__interrupt__?.[0]?.value;

describe.runIf(serviceAvailable('redis'))('a LangGraph workflow on the Redis saver', () => {
  let redis: RedisService;
  const clients: KefuRedisClient[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await redis.stop();
  });

  async function saver(): Promise<RedisCheckpointSaver> {
    const client: KefuRedisClient = createClient({ url: redis.url });
    // The earlier clients see Redis go away mid-test; they reconnect on their own.
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return new RedisCheckpointSaver(client);
  }

  it('pauses on interrupts and resumes on another process, after Redis itself restarted', async () => {
    const config = { configurable: { thread_id: 't_return' } };
    const first = buildGraph(await saver());
    const paused = await first.invoke({ confirmed: false }, config);
    expect(asked(paused)).toEqual({ ask: 'order id?' });

    const second = buildGraph(await saver());
    const confirming = await second.invoke(new Command({ resume: 'KF10010003' }), config);
    expect(asked(confirming)).toEqual({ ask: 'submit KF10010003?' });

    await redis.kill();
    await redis.restart();
    const third = buildGraph(await saver());
    const done = await third.invoke(new Command({ resume: 'yes' }), config);
    expect(done).toMatchObject({ orderId: 'KF10010003', confirmed: true });
    expect((await third.getState(config)).next).toEqual([]);
  });
});
