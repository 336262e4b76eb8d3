import type { HandoffState, Interrupt, ThreadEvent } from '@kefu/protocol';
import type { AppendOptions, AppendResult, ReplayPage, ThreadLog, ThreadOwner, TurnCursors, UnsequencedEvent } from '../../ports/thread-log.js';
import type { CustomerBinding } from '../../stores/customer-binding.js';
import { frozenCopy } from '../../stores/frozen-copy.js';
import { sequence } from '../../stores/sequence-event.js';

interface ThreadRecord {
  owner: ThreadOwner;
  /** Stored events, frozen: handed out as they are, never cloned again. */
  events: ThreadEvent[];
  /** Made on the first append with a dedupe key: a thread opened by a hello and never written to holds no Map. */
  dedupe?: Map<string, number>;
  open?: Interrupt;
  handoff?: HandoffState;
  cursors: TurnCursors;
}

/** The embedded thread log: one process, nothing survives a restart. */
export class MemoryThreadLog implements ThreadLog, CustomerBinding {
  readonly #threads = new Map<string, ThreadRecord>();

  async create(threadId: string, owner: ThreadOwner): Promise<boolean> {
    if (this.#threads.has(threadId)) return false;
    this.#threads.set(threadId, { owner: { ...owner }, events: [], cursors: { taken: 0, answered: 0 } });
    return true;
  }

  async owner(threadId: string): Promise<ThreadOwner | undefined> {
    const owner = this.#threads.get(threadId)?.owner;
    return owner && { ...owner };
  }

  async bindCustomer(threadId: string, customerId: string): Promise<ThreadOwner | undefined> {
    const thread = this.#threads.get(threadId);
    if (!thread) return undefined;
    thread.owner.customerId ??= customerId;
    return { ...thread.owner };
  }

  async append(threadId: string, event: UnsequencedEvent, options: AppendOptions = {}): Promise<AppendResult> {
    const thread = this.#threads.get(threadId);
    if (!thread) return { status: 'no_thread' };
    if (options.dedupeKey !== undefined) {
      const seq = thread.dedupe?.get(options.dedupeKey);
      if (seq !== undefined) return { status: 'duplicate', seq };
    }
    if (options.ifInterruptOpen !== undefined && thread.open?.interruptId !== options.ifInterruptOpen) return { status: 'interrupt_not_open' };
    const seq = thread.events.length + 1;
    const stored = frozenCopy(sequence(event, seq));
    thread.events.push(stored);
    if (options.dedupeKey !== undefined) (thread.dedupe ??= new Map()).set(options.dedupeKey, seq);
    if (stored.event === 'interrupt:open') thread.open = stored.data.interrupt;
    if (stored.event === 'interrupt:closed' && thread.open?.interruptId === stored.data.interruptId) delete thread.open;
    if (stored.event === 'handoff') thread.handoff = stored.data.state;
    return { status: 'stored', event: stored };
  }

  async read(threadId: string, afterSeq: number, limit: number): Promise<ReplayPage> {
    const events = this.#threads.get(threadId)?.events ?? [];
    const from = Math.max(afterSeq, events.length - limit, 0);
    return { events: events.slice(from), truncated: from > afterSeq, lastSeq: events.length };
  }

  async seqOf(threadId: string, dedupeKey: string): Promise<number | undefined> {
    return this.#threads.get(threadId)?.dedupe?.get(dedupeKey);
  }

  async openInterrupt(threadId: string): Promise<Interrupt | undefined> {
    return this.#threads.get(threadId)?.open;
  }

  async handoffState(threadId: string): Promise<HandoffState | undefined> {
    return this.#threads.get(threadId)?.handoff;
  }

  async turnCursors(threadId: string): Promise<TurnCursors> {
    return { ...(this.#threads.get(threadId)?.cursors ?? { taken: 0, answered: 0 }) };
  }

  async advanceTurnCursor(threadId: string, cursor: keyof TurnCursors, seq: number): Promise<void> {
    const { cursors } = this.#thread(threadId);
    cursors[cursor] = Math.max(cursors[cursor], seq);
  }

  #thread(threadId: string): ThreadRecord {
    const thread = this.#threads.get(threadId);
    if (!thread) throw new Error(`unknown thread ${threadId}`);
    return thread;
  }
}
