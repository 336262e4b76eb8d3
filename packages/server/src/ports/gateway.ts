import type { Interrupt, ThreadEvent } from '@kefu/protocol';
import type { AgentEventDraft } from './agent.js';

/** What the rest of the server (timers, the human-agent console) may ask of the conversation gateway. */
export interface ConversationGateway {
  /** Stores an event in a thread's log and delivers it to every socket on the thread; resolves with its seq. */
  emitToThread(threadId: string, draft: AgentEventDraft): Promise<number>;
  /** Calls `listener` after every event this process stores; returns an unsubscribe function. */
  onStored(listener: (threadId: string, event: ThreadEvent) => void): () => void;
  /** Calls `listener` when a shopper on this process starts or stops typing; returns an unsubscribe function. */
  onTyping(listener: (threadId: string, active: boolean) => void): () => void;
  /** The thread's open prompt, if any. */
  pendingInterrupt(threadId: string): Promise<Interrupt | undefined>;
}
