import { MemorySaver } from '@langchain/langgraph';
import type { RunnableConfig } from '@langchain/core/runnables';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { MemoryCache } from '../../src/adapters/memory/memory-cache.js';
import { createKefuAgent } from '../../src/agent/index.js';
import { CollectingOutput, turn } from './agent-harness.js';

/** A MemorySaver that counts the reads of a thread's checkpoints. */
class CountingSaver extends MemorySaver {
  reads = 0;
  override async getTuple(config: RunnableConfig) {
    this.reads++;
    return super.getTuple(config);
  }
}

async function countingAgent() {
  const clock = { now: () => Date.now() };
  const saver = new CountingSaver();
  const agent = await createKefuAgent({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    checkpointer: saver,
    cache: new MemoryCache(clock),
    clock,
    logger: pino({ level: 'silent' }),
  });
  return { agent, saver };
}

describe("a turn reads its thread's checkpoint once (issue 17: the prompt check before every turn was a second read)", () => {
  const customer = { customerId: 'c_1001' };

  it('a question reads the checkpoint once, for the prompt check and the run together, and is answered', async () => {
    const { agent, saver } = await countingAgent();
    await agent.runTurn(turn('Find X8 多少钱?', { threadId: 'once', customer }), new CollectingOutput());
    saver.reads = 0;
    const output = new CollectingOutput();
    await agent.runTurn(turn('那X9呢', { threadId: 'once', customer }), output);
    expect(saver.reads).toBe(1);
    expect(output.messages.at(-1)?.text).toContain('3999');
  });

  it('a message at an open prompt reads it once too, and still resumes the workflow there', async () => {
    const { agent, saver } = await countingAgent();
    const start = new CollectingOutput();
    await agent.runTurn(turn('我要退货', { threadId: 'prompt', customer }), start);
    const opened = start.events.find((event) => event.event === 'interrupt:open');
    expect(opened).toBeDefined();
    saver.reads = 0;
    const output = new CollectingOutput();
    await agent.runTurn(turn('算了', { threadId: 'prompt', customer }), output);
    expect(saver.reads).toBe(1);
    expect(output.events).toContainEqual(expect.objectContaining({ event: 'interrupt:closed', reason: 'cancelled' }));
  });

  it('a read no run took is not kept: what another process writes next is seen (a reply to a prompt that is gone)', async () => {
    const { agent, saver } = await countingAgent();
    const other = await createKefuAgent({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      checkpointer: saver,
      cache: new MemoryCache({ now: () => Date.now() }),
      clock: { now: () => Date.now() },
      logger: pino({ level: 'silent' }),
    });
    await agent.runTurn(turn('Find X8 多少钱?', { threadId: 'gone', customer }), new CollectingOutput());
    const lost = new CollectingOutput();
    const base = turn('x', { threadId: 'gone', customer });
    await agent.replyToInterrupt({ ...base, reply: { interruptId: 'i_gone', value: 'KF10010003' }, interrupt: { interruptId: 'i_gone' } } as never, lost);
    expect(lost.messages).toHaveLength(1);
    await other.graph.updateState({ configurable: { thread_id: 'gone' } }, { humanMode: true }, 'handoff');
    expect(await agent.isInHumanMode('gone')).toBe(true);
  });
});
