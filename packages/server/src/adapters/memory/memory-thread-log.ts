import type { HandoffState, Interrupt, ThreadEvent } from '@kefu/protocol';
import type { AppendOptions, AppendResult, ReplayPage, ThreadLog, ThreadOwner, TurnCursors, UnsequencedEvent } from '../../ports/thread-log.js';
import type { CustomerBinding } from '../../stores/customer-binding.js';
import { sequence } from '../../stores/sequence-event.js';

interface ThreadRecord {
  owner: ThreadOwner;
  events: UnsequencedEvent[];
  dedupe: Map<string, number>;
  open?: Interrupt;
  handoff?: HandoffState;
  cursors: TurnCursors;
}

/** The embedded thread log: one process, nothing survives a restart. */
export class MemoryThreadLog implements ThreadLog, CustomerBinding {
  readonly #threads = new Map<string, ThreadRecord>();

  async create(threadId: string, owner: ThreadOwner): Promise<boolean> {
    if (this.#threads.has(threadId)) return false;
    this.#threads.set(threadId, { owner: { ...owner }, events: [], dedupe: new Map(), cursors: { taken: 0, answered: 0 } });
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
      const seq = thread.dedupe.get(options.dedupeKey);
      if (seq !== undefined) return { status: 'duplicate', seq };
    }
    if (options.ifInterruptOpen !== undefined && thread.open?.interruptId !== options.ifInterruptOpen) return { status: 'interrupt_not_open' };
    thread.events.push(structuredClone(event));
    const seq = thread.events.length;
    if (options.dedupeKey !== undefined) thread.dedupe.set(options.dedupeKey, seq);
    if (event.event === 'interrupt:open') thread.open = structuredClone(event.data.interrupt);
    if (event.event === 'interrupt:closed' && thread.open?.interruptId === event.data.interruptId) delete thread.open;
    if (event.event === 'handoff') thread.handoff = event.data.state;
    return { status: 'stored', event: sequence(event, seq) };
  }

  async read(threadId: string, afterSeq: number, limit: number): Promise<ReplayPage> {
    const events = this.#threads.get(threadId)?.events ?? [];
    const from = Math.max(afterSeq, events.length - limit, 0);
    const page: ThreadEvent[] = events.slice(from).map((event, index) => sequence(structuredClone(event), from + index + 1));
    return { events: page, truncated: from > afterSeq, lastSeq: events.length };
  }

  async seqOf(threadId: string, dedupeKey: string): Promise<number | undefined> {
    return this.#threads.get(threadId)?.dedupe.get(dedupeKey);
  }

  async openInterrupt(threadId: string): Promise<Interrupt | undefined> {
    const open = this.#threads.get(threadId)?.open;
    return open && structuredClone(open);
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
