import { kefuError, type AgentState, type KefuError } from '@kefu/protocol';
import type { AgentOutput } from '../ports/agent.js';
import { threadRoom, type KefuIo } from '../socket/kefu-io.js';
import type { ThreadDelivery } from '../socket/thread-delivery.js';

/** An agent's output for one thread, plus the gateway's own unstored notices. */
export interface ThreadOutput extends AgentOutput {
  /** Sends a typed error to every socket on the thread (not stored). */
  error(error: KefuError): void;
}

/** Wires an agent's output to a thread's room: deltas and status live, stored events through the log. */
export function createThreadOutput(io: KefuIo, delivery: ThreadDelivery, threadId: string): ThreadOutput {
  const room = () => io.to(threadRoom(threadId));
  const indexes = new Map<string, number>();
  return {
    delta(messageId, text) {
      const index = indexes.get(messageId) ?? 0;
      indexes.set(messageId, index + 1);
      room().emit('message:delta', { messageId, index, text: text.slice(0, 4000) });
    },
    status(state: AgentState, detail?: string) {
      room().emit('agent:status', { state, ...(detail ? { detail: detail.slice(0, 200) } : {}) });
    },
    emit: (draft) => delivery.emitToThread(threadId, draft),
    error(error) {
      room().emit('error', error);
    },
  };
}

/** The error a client sees when the agent failed; the thread stays usable. */
export function turnFailed(traceId: string): KefuError {
  return kefuError('INTERNAL', `the assistant failed to answer (trace ${traceId}); please try again`);
}
