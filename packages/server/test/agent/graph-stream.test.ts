import { describe, expect, it } from 'vitest';
import { turnInput } from '../../src/agent/create-kefu-agent.js';
import type { TurnStreamChunk } from '../../src/agent/state.js';
import { CollectingOutput, createTestAgent, turn } from './agent-harness.js';

describe("a turn's events are what graph.stream() yields", () => {
  it('yields the answer as a "custom" chunk on the conversation thread, which is what runTurn delivers', async () => {
    const agent = await createTestAgent();
    const request = turn('Find X9 多少钱');
    const chunks: TurnStreamChunk[] = [];
    const stream = await agent.graph.stream(turnInput(request), {
      configurable: { thread_id: request.threadId },
      context: { turn: request, messageId: 'm1' },
      streamMode: 'custom',
    });
    for await (const chunk of stream as AsyncIterable<TurnStreamChunk>) {
      chunks.push(chunk);
      if (chunk.kind === 'emit') chunk.stored(1);
    }
    const emitted = chunks.flatMap((chunk) => (chunk.kind === 'emit' ? [chunk.draft] : []));
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ event: 'message:done', message: { messageId: 'm1', role: 'assistant', text: expect.stringContaining('3999') } });
    expect(chunks.some((chunk) => chunk.kind === 'status' && chunk.state === 'tool')).toBe(true);

    // runTurn delivers exactly that, through the caller's output.
    const output = new CollectingOutput();
    await agent.runTurn(turn('Find X9 多少钱'), output);
    expect(output.messages.map((message) => message.text)).toEqual([(emitted[0] as { message: { text: string } }).message.text]);
  });
});
