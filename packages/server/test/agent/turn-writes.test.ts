import { describe, expect, it } from 'vitest';
import { turnInput } from '../../src/agent/create-kefu-agent.js';
import type { TurnStreamChunk } from '../../src/agent/state.js';
import { CollectingOutput, createTestAgent, turn } from './agent-harness.js';

type Updates = Record<string, Record<string, unknown> | null>;

/** Runs one turn as runTurn streams it and returns what each node wrote. */
async function nodeWrites(agent: Awaited<ReturnType<typeof createTestAgent>>, text: string, threadId: string): Promise<Updates> {
  const request = { ...turn(text), threadId };
  const written: Updates = {};
  const stream = await agent.graph.stream(turnInput(request), {
    configurable: { thread_id: threadId },
    context: { turn: request, messageId: 'm' },
    durability: 'exit',
    streamMode: ['updates', 'custom'],
  });
  for await (const [mode, chunk] of stream as AsyncIterable<['updates', Updates] | ['custom', TurnStreamChunk]>) {
    if (mode === 'custom') {
      if (chunk.kind === 'emit') chunk.stored(1);
    } else Object.assign(written, chunk);
  }
  return written;
}

describe("a turn writes only the state it changes (issue 17's benchmark: LangGraph applies, versions and checkpoints every written channel)", () => {
  it('a second plain question rewrites none of the fields that kept their value', async () => {
    const agent = await createTestAgent();
    await nodeWrites(agent, 'Find X8 多少钱?', 'writes');
    const written = await nodeWrites(agent, 'X9 黑色有货吗', 'writes');
    expect(Object.keys(written)).toEqual(['guard', 'summarize', 'resume_question', 'coordinator', 'escalation', 'clarify', 'react_agent', 'merge']);
    // Not truncated: the text is the input's.
    expect(written.guard).not.toHaveProperty('text');
    // Reset by the turn's input already, and still unset.
    expect(written.coordinator).not.toHaveProperty('handoffReason');
    expect(written.coordinator).not.toHaveProperty('pendingWorkflow');
    expect(written.escalation).not.toHaveProperty('turnAction');
    // Nothing was open, nothing is asked: clarify changes nothing.
    expect(written.clarify ?? {}).toEqual({});
    expect(written.merge).not.toHaveProperty('unresolvedStreak');
    // What did change is written: the recognition, the answer, the history.
    expect(written.coordinator).toHaveProperty('recognition');
    expect(written.react_agent).toHaveProperty('answers');
    expect(written.merge).toHaveProperty('history');
  });

  it('keeps no delivered answer in the thread checkpoint, and the next turn still answers', async () => {
    const agent = await createTestAgent();
    const output = new CollectingOutput();
    const request = turn('对比 X8 和 X9，告诉我 X9 国补后多少钱');
    await agent.runTurn(request, output);
    expect(output.messages.at(-1)?.text).toContain('3499');
    const state = await agent.graph.getState({ configurable: { thread_id: request.threadId } });
    expect((state.values as { answers: unknown[] }).answers).toEqual([]);
    await agent.runTurn({ ...turn('那X8呢'), threadId: request.threadId }, output);
    expect(output.messages.at(-1)?.text).toContain('2999');
  });
});
