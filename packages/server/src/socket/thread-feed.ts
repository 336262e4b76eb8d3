import { LIMITS, type ThreadEvent } from '@kefu/protocol';
import type { ThreadLog } from '../ports/thread-log.js';
import type { KefuIo, KefuSocket } from './kefu-io.js';
import { eventForClient } from './event-for-client.js';

/** The inter-process event that tells every server a thread has a new stored event. */
const STORED = 'kefu:stored';

interface Follower {
  socket: KefuSocket;
  /** The highest seq this socket has; undefined until its hello ack went out. */
  sentSeq: number | undefined;
}

interface FeedThread {
  followers: Map<string, Follower>;
  /** The highest seq this process has heard of for the thread. */
  latest: number;
  /** Deliveries for the thread run one after another, so each socket gets its events in order; made by the first. */
  chain?: Promise<void>;
}

/**
 * Delivers a thread's stored events to this process's sockets exactly once each, in seq order, with no
 * gaps: an event that overtakes another (two processes storing at once) or arrives during a hello makes
 * the feed read the missing ones from the log first. Other processes hear of new events through the
 * Socket.IO adapter (`serverSideEmit`), so with Redis every process delivers every thread's events.
 */
export class ThreadFeed {
  readonly #threads = new Map<string, FeedThread>();
  /** The thread each socket follows (one at a time), so a disconnect finds it without a scan. */
  readonly #followed = new Map<string, string>();

  constructor(
    private readonly io: KefuIo,
    private readonly log: ThreadLog,
    private readonly clustered: boolean,
  ) {
    if (clustered) {
      (io as unknown as { on(event: string, listener: (threadId: string, event: ThreadEvent) => void): void }).on(STORED, (threadId, event) =>
        this.#heard(threadId, event),
      );
    }
  }

  /** Announces an event just stored, here and on every other process. */
  publish(threadId: string, event: ThreadEvent): void {
    this.#heard(threadId, event);
    if (this.clustered) (this.io as unknown as { serverSideEmit(event: string, ...args: unknown[]): void }).serverSideEmit(STORED, threadId, event);
  }

  /** Starts following a thread for a socket; it receives nothing until {@link ThreadFeed.activate}. */
  follow(socket: KefuSocket, threadId: string): void {
    this.unfollow(socket);
    const thread = this.#thread(threadId);
    thread.followers.set(socket.id, { socket, sentSeq: undefined });
    this.#followed.set(socket.id, threadId);
  }

  /** The socket has everything up to `sentSeq` (its hello replay); from now on it gets each later event once. */
  activate(socket: KefuSocket, threadId: string, sentSeq: number): void {
    const thread = this.#threads.get(threadId);
    const follower = thread?.followers.get(socket.id);
    if (!thread || !follower) return;
    follower.sentSeq = sentSeq;
    if (thread.latest > sentSeq) this.#enqueue(thread, () => this.#catchUp(threadId, thread));
  }

  /** Stops delivering to a socket (disconnect, or a hello for another thread). */
  unfollow(socket: KefuSocket): void {
    const threadId = this.#followed.get(socket.id);
    if (threadId === undefined) return;
    this.#followed.delete(socket.id);
    const thread = this.#threads.get(threadId);
    if (thread?.followers.delete(socket.id) && thread.followers.size === 0) this.#threads.delete(threadId);
  }

  #heard(threadId: string, event: ThreadEvent): void {
    const thread = this.#threads.get(threadId);
    if (!thread) return;
    thread.latest = Math.max(thread.latest, event.data.seq);
    this.#enqueue(thread, async () => {
      const lagging = [...thread.followers.values()].some((follower) => follower.sentSeq !== undefined && follower.sentSeq < event.data.seq - 1);
      if (lagging) return this.#catchUp(threadId, thread);
      for (const follower of thread.followers.values()) this.#send(follower, event);
    });
  }

  async #catchUp(threadId: string, thread: FeedThread): Promise<void> {
    const active = [...thread.followers.values()].filter((follower) => follower.sentSeq !== undefined);
    if (active.length === 0) return;
    const from = Math.min(...active.map((follower) => follower.sentSeq as number));
    if (from >= thread.latest) return;
    const page = await this.log.read(threadId, from, LIMITS.maxReplayEvents);
    for (const event of page.events) for (const follower of thread.followers.values()) this.#send(follower, event);
  }

  #send(follower: Follower, event: ThreadEvent): void {
    if (follower.sentSeq === undefined || event.data.seq <= follower.sentSeq) return;
    follower.sentSeq = event.data.seq;
    const shown = eventForClient(event, follower.socket.data?.protocolVersion);
    follower.socket.emit(shown.event, shown.data as never);
  }

  #enqueue(thread: FeedThread, work: () => Promise<void>): void {
    thread.chain = (thread.chain ?? Promise.resolve()).then(work).catch(() => {
      // A failed catch-up read leaves the sockets behind; their next event or reconnect catches up.
    });
  }

  #thread(threadId: string): FeedThread {
    let thread = this.#threads.get(threadId);
    if (!thread) {
      thread = { followers: new Map(), latest: 0 };
      this.#threads.set(threadId, thread);
    }
    return thread;
  }
}
