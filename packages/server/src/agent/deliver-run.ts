import type { AgentEventDraft, AgentOutput } from '../ports/agent.js';
import type { TurnStreamChunk } from './state.js';

/**
 * Delivers what one graph run's "custom" stream yields, in order, answering a stored event's chunk with its seq.
 * A prompt the run opens is shown only once the run has ended, that is once its checkpoint (which holds the
 * prompt as the thread's pending interrupt) is stored: a process killed in between leaves no prompt on the page that
 * the thread cannot resume. The prompt is the run's last event anyway (the graph waits right after opening it).
 */
export async function deliverRun(stream: AsyncIterable<unknown>, output: AgentOutput): Promise<void> {
  const opened: AgentEventDraft[] = [];
  for await (const chunk of stream as AsyncIterable<TurnStreamChunk>) {
    if (chunk.kind === 'delta') output.delta(chunk.messageId, chunk.text);
    else if (chunk.kind === 'status') output.status(chunk.state, chunk.detail);
    else if (chunk.draft.event === 'interrupt:open') {
      // Nothing in the run reads an opening's seq.
      opened.push(chunk.draft);
      chunk.stored(0);
    } else await output.emit(chunk.draft).then(chunk.stored, chunk.failed);
  }
  for (const draft of opened) await output.emit(draft);
}
