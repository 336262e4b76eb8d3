import type { HandoffState, Interrupt, ThreadEvent } from '@kefu/protocol';

/** Who a thread belongs to: its site and, when it was opened with a verified identity, that customer. */
export interface ThreadOwner {
  siteId: string;
  customerId?: string;
  /** SHA-256 (hex) of the resume token issued when the thread was opened: who may resume it as a guest. */
  resumeKey?: string;
}

/** A stored event before it has a seq: the payload of a {@link ThreadEvent} without `seq`. */
export type UnsequencedEvent = { [E in ThreadEvent as E['event']]: { event: E['event']; data: Omit<E['data'], 'seq'> } }[ThreadEvent['event']];

/** Options of {@link ThreadLog.append}. */
export interface AppendOptions {
  /** Idempotency key (the shopper's clientMsgId): a second append with it stores nothing and returns the first seq. */
  dedupeKey?: string;
  /** Store only if this interrupt is the thread's open one (closing a prompt exactly once). */
  ifInterruptOpen?: string;
}

/** The result of {@link ThreadLog.append}. */
export type AppendResult =
  { status: 'stored'; event: ThreadEvent } | { status: 'duplicate'; seq: number } | { status: 'interrupt_not_open' } | { status: 'no_thread' };

/**
 * Seqs of shopper messages. `taken` is the last one a turn started on (burst merge picks up everything
 * after it); `answered` the last one whose turn ended. `answered < taken` outside a running turn means
 * the turn was cut off (a killed or stopped process) and its messages still need an answer.
 */
export interface TurnCursors {
  taken: number;
  answered: number;
}

/** Events after a client's `lastSeq`. */
export interface ReplayPage {
  events: ThreadEvent[];
  /** True when more events were missed than the page holds; the page has the newest ones. */
  truncated: boolean;
  /** The thread's highest seq. */
  lastSeq: number;
}

/**
 * A thread's ordered, replayable history. `append` assigns the next seq atomically, so events of one
 * thread are strictly increasing even when several processes write.
 */
export interface ThreadLog {
  /** Creates a thread; false when the id is taken. */
  create(threadId: string, owner: ThreadOwner, now: number): Promise<boolean>;
  /** The thread's owner, or undefined when it does not exist. */
  owner(threadId: string): Promise<ThreadOwner | undefined>;
  /** Stores an event under the next seq, subject to the options' conditions; `no_thread` for an unknown thread. */
  append(threadId: string, event: UnsequencedEvent, options?: AppendOptions): Promise<AppendResult>;
  /** Up to `limit` events with seq > `afterSeq`, oldest first (the newest ones when more exist). */
  read(threadId: string, afterSeq: number, limit: number): Promise<ReplayPage>;
  /** The seq stored under a dedupe key, if any. */
  seqOf(threadId: string, dedupeKey: string): Promise<number | undefined>;
  /** The prompt opened and not yet closed, if any. */
  openInterrupt(threadId: string): Promise<Interrupt | undefined>;
  /** Where the latest handoff left the thread, if it was ever handed off. */
  handoffState(threadId: string): Promise<HandoffState | undefined>;
  /** How far the thread's turns have got (0 and 0 for a new or unknown thread). */
  turnCursors(threadId: string): Promise<TurnCursors>;
  /** Moves one turn cursor forward (never back). */
  advanceTurnCursor(threadId: string, cursor: keyof TurnCursors, seq: number): Promise<void>;
}
