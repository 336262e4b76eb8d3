import { stripBidiControls, type Interrupt, type ThreadEvent } from '@kefu/protocol';
import type { AgentEventDraft } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { AppendOptions, AppendResult, ThreadLog, UnsequencedEvent } from '../ports/thread-log.js';
import { eventFromDraft } from '../stores/event-from-draft.js';
import type { LinkPolicy } from '../links/link-policy.js';
import { shopperSafeText } from '../links/shopper-safe-text.js';
import { shopperSafePart } from '../links/shopper-safe-part.js';
import { Adapter } from 'socket.io-adapter';
import type { KefuIo } from './kefu-io.js';
import { ThreadFeed } from './thread-feed.js';

/** `emitToThread` on a thread that does not exist. */
export class UnknownThreadError extends Error {
  override name = 'UnknownThreadError';
  readonly code = 'NOT_FOUND';
}

/**
 * Stores thread events and delivers them to the thread's room. Storing comes first: an event a socket
 * misses live is in the log for its next hello.
 */
export class ThreadDelivery implements ConversationGateway {
  readonly #listeners = new Set<(threadId: string, event: ThreadEvent) => void>();
  readonly #typingListeners = new Set<(threadId: string, active: boolean) => void>();
  /** Who gets each stored event, in order, on this process. */
  readonly feed: ThreadFeed;

  constructor(
    io: KefuIo,
    private readonly log: ThreadLog,
    private readonly clock: Clock,
    private readonly interruptTtlMs: number,
    private readonly links: LinkPolicy,
  ) {
    // With a cluster adapter (Redis streams) other processes must hear of every stored event.
    const adapter = io.of('/').adapter;
    const clustered = adapter.serverSideEmit !== Adapter.prototype.serverSideEmit;
    this.feed = new ThreadFeed(io, log, clustered);
  }

  /** Appends and, when stored, delivers. */
  async store(threadId: string, event: UnsequencedEvent, options: AppendOptions = {}): Promise<AppendResult> {
    const result = await this.log.append(threadId, event, options);
    if (result.status !== 'stored') return result;
    this.feed.publish(threadId, result.event);
    for (const listener of this.#listeners) {
      try {
        listener(threadId, result.event);
      } catch {
        // A listener's bug must not undo a stored, delivered event.
      }
    }
    return result;
  }

  /**
   * A closing for a prompt that is not open (already answered, expired) stores nothing and resolves 0;
   * an unknown thread rejects with {@link UnknownThreadError}.
   */
  async emitToThread(threadId: string, draft: AgentEventDraft): Promise<number> {
    const event = eventFromDraft(this.#safeForShopper(draft), this.clock.now(), this.interruptTtlMs);
    const options = draft.event === 'interrupt:closed' ? { ifInterruptOpen: draft.interruptId } : {};
    const result = await this.store(threadId, event, options);
    if (result.status === 'no_thread') throw new UnknownThreadError(`no thread ${threadId}`);
    if (result.status === 'stored') return result.event.data.seq;
    return result.status === 'duplicate' ? result.seq : 0;
  }

  // Every message to the shopper passes here: whatever wrote it (the model, an article, a workflow, a person), no
  // bidi control disguises a link and no link leaves the shop's origins; the assistant's (model and articles) also
  // never asks the shopper to verify, log in or pay through an outside link.
  #safeForShopper(draft: AgentEventDraft): AgentEventDraft {
    // A prompt is text too: its question, options and confirmation rows (what a write will submit, as it will read).
    if (draft.event === 'interrupt:open') return { ...draft, interrupt: withoutBidiControls(draft.interrupt) };
    if (draft.event !== 'message:done' || draft.message.role === 'user') return draft;
    const dropPhishing = draft.message.role === 'assistant';
    const { text } = shopperSafeText(draft.message.text, this.links, { dropPhishing });
    // Cards are text and links too (an article's, a tool's): held to the same bidi and link rules as the text.
    const parts = draft.message.parts?.map((part) => shopperSafePart(part, this.links, { dropPhishing }));
    return { ...draft, message: { ...draft.message, text, ...(parts ? { parts } : {}) } };
  }

  onStored(listener: (threadId: string, event: ThreadEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onTyping(listener: (threadId: string, active: boolean) => void): () => void {
    this.#typingListeners.add(listener);
    return () => this.#typingListeners.delete(listener);
  }

  /** A shopper started or stopped typing (not stored: it matters only while someone is watching). */
  typing(threadId: string, active: boolean): void {
    for (const listener of this.#typingListeners) listener(threadId, active);
  }

  pendingInterrupt(threadId: string): Promise<Interrupt | undefined> {
    return this.log.openInterrupt(threadId);
  }
}

/** `value` with no bidi control in any of its strings. */
function withoutBidiControls<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => (typeof item === 'string' ? stripBidiControls(item) : item)) as T;
}
