import { MemorySaver, emptyCheckpoint, uuid6 } from '@langchain/langgraph-checkpoint';
import type { RunnableConfig } from '@langchain/core/runnables';
import { describe, expect, it } from 'vitest';
import { PrimedReadSaver } from './primed-read-saver.js';

class CountingSaver extends MemorySaver {
  reads = 0;
  override async getTuple(config: RunnableConfig) {
    this.reads++;
    return super.getTuple(config);
  }
}

const latest = { configurable: { thread_id: 't', checkpoint_ns: '' } };

async function write(saver: PrimedReadSaver, text: string) {
  const checkpoint = { ...emptyCheckpoint(), id: uuid6(-1), channel_values: { text }, channel_versions: { text: 1 } };
  return saver.put(latest, checkpoint, { source: 'loop', step: 1, parents: {} }, { text: 1 });
}

describe('PrimedReadSaver', () => {
  it("hands the thread's next latest read the tuple the turn already read, once", async () => {
    const inner = new CountingSaver();
    const saver = new PrimedReadSaver(inner);
    await write(saver, 'first');
    const checked = await saver.readLatest('t');
    expect(await saver.getTuple(latest)).toBe(checked);
    expect(inner.reads).toBe(1);
    expect((await saver.getTuple(latest))?.checkpoint.channel_values).toEqual({ text: 'first' });
    expect(inner.reads).toBe(2);
  });

  it('reads afresh after a write to the thread, after forget, and for another thread or an addressed checkpoint', async () => {
    const inner = new CountingSaver();
    const saver = new PrimedReadSaver(inner);
    const first = await write(saver, 'first');
    await saver.readLatest('t');
    await write(saver, 'second');
    expect((await saver.getTuple(latest))?.checkpoint.channel_values).toEqual({ text: 'second' });

    await saver.readLatest('t');
    saver.forget('t');
    await write(new PrimedReadSaver(inner), 'third'); // another process's saver over the same store
    expect((await saver.getTuple(latest))?.checkpoint.channel_values).toEqual({ text: 'third' });

    await saver.readLatest('t');
    expect((await saver.getTuple(first))?.checkpoint.channel_values).toEqual({ text: 'first' });
    expect(await saver.getTuple({ configurable: { thread_id: 'other', checkpoint_ns: '' } })).toBeUndefined();
    expect((await saver.getTuple(latest))?.checkpoint.channel_values).toEqual({ text: 'third' });
  });
});
