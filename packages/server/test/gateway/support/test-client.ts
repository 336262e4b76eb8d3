import { io, type Socket } from 'socket.io-client';
import {
  PROTOCOL_VERSION,
  type ClientAck,
  type ClientEventName,
  type ClientToServerEvents,
  type Hello,
  type KefuError,
  type ServerToClientEvents,
  type ThreadEvent,
} from '@kefu/protocol';
import { waitFor } from '@kefu/testing';

const STORED = ['message:done', 'interrupt:open', 'interrupt:closed', 'handoff'] as const;

/** Options of {@link TestClient.connect}. */
export interface TestClientOptions {
  /** Sent as the Origin header. @default 'http://localhost:5173' */
  origin?: string | null;
  /** Sent as X-Forwarded-For, as a proxy in front would. */
  forwardedFor?: string;
}

/**
 * A shopper's tab as the widget should behave: keeps threadId and lastSeq, applies the hello replay,
 * and renders live stored events once each, by seq (events that arrive before the hello ack are
 * covered by its replay).
 */
export class TestClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  /** Stored events rendered, in the order rendered. */
  readonly rendered: ThreadEvent[] = [];
  /** Seqs of stored events as they came off the wire (live only), duplicates and all. */
  readonly received: number[] = [];
  /**
   * Stored events that arrived (live or in a replay) with a seq this tab had already rendered. The widget drops
   * them, so nothing shows twice; but the server promises each event once, so tests assert this stays empty.
   */
  readonly duplicates: ThreadEvent[] = [];
  /** Unstored events (status, deltas, errors) as received. */
  readonly live: Array<{ event: string; data: unknown }> = [];
  threadId: string | undefined;
  /** The secret the thread was opened with, sent back with `threadId` as the widget does. */
  resumeToken: string | undefined;
  lastSeq = 0;
  #ready = false;

  private constructor(url: string, options: TestClientOptions) {
    const origin = options.origin === undefined ? 'http://localhost:5173' : options.origin;
    this.socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { ...(origin ? { origin } : {}), ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}) },
    });
    for (const name of STORED) {
      (this.socket as unknown as Socket).on(name, (data: unknown) => this.#apply({ event: name, data } as ThreadEvent));
    }
    for (const name of ['agent:status', 'agent:typing', 'message:delta', 'error'] as const) {
      this.socket.on(name, (data: unknown) => this.live.push({ event: name, data }));
    }
    this.socket.on('disconnect', () => {
      this.#ready = false;
    });
  }

  /** Connects a tab; resolves once the socket is open. */
  static async connect(url: string, options: TestClientOptions = {}): Promise<TestClient> {
    const client = new TestClient(url, options);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('connect', () => resolve());
      client.socket.once('connect_error', reject);
    });
    return client;
  }

  /** A new tab (or a reload) that continues where this one stopped: same threadId and lastSeq. */
  async reopen(url: string, options: TestClientOptions = {}): Promise<TestClient> {
    const next = await TestClient.connect(url, options);
    next.threadId = this.threadId;
    next.resumeToken = this.resumeToken;
    next.lastSeq = this.lastSeq;
    next.rendered.push(...this.rendered);
    return next;
  }

  /** Sends hello with this tab's threadId and lastSeq; applies the replay. */
  async hello(overrides: Partial<Hello> = {}): Promise<ClientAck<'session:hello'>> {
    const ack = await this.request('session:hello', {
      protocolVersion: PROTOCOL_VERSION,
      siteKey: 'demo',
      locale: 'zh-CN',
      ...(this.threadId ? { threadId: this.threadId, lastSeq: this.lastSeq, ...(this.resumeToken ? { resumeToken: this.resumeToken } : {}) } : {}),
      ...overrides,
    });
    if (ack.ok) {
      if (ack.threadId !== this.threadId) this.resumeToken = ack.resumeToken;
      this.threadId = ack.threadId;
      for (const event of ack.replay) this.#render(event);
      this.#ready = true;
    }
    return ack;
  }

  /** Emits an event and resolves with its ack. */
  request<E extends ClientEventName>(event: E, payload: unknown): Promise<ClientAck<E>> {
    return (this.socket as unknown as Socket).timeout(10_000).emitWithAck(event, payload) as Promise<ClientAck<E>>;
  }

  /** Sends a shopper message. */
  send(text: string, clientMsgId: string = crypto.randomUUID()): Promise<ClientAck<'message:send'>> {
    return this.request('message:send', { clientMsgId, text });
  }

  /** Waits until an event with seq ≥ `seq` was rendered. */
  async waitForSeq(seq: number): Promise<void> {
    await waitFor(`seq ${seq} (at ${this.lastSeq})`, () => this.lastSeq >= seq, 10_000, 5);
  }

  /** Waits until `predicate` holds over the rendered events. */
  async waitUntil(what: string, predicate: (events: ThreadEvent[]) => boolean): Promise<void> {
    await waitFor(what, () => predicate(this.rendered), 10_000, 5);
  }

  /** The seqs rendered, in render order. */
  get seqs(): number[] {
    return this.rendered.map((event) => event.data.seq);
  }

  /** Texts of rendered messages. */
  get texts(): string[] {
    return this.rendered.flatMap((event) => (event.event === 'message:done' ? [event.data.message.text] : []));
  }

  /** Typed errors received as `error` events. */
  get errors(): KefuError[] {
    return this.live.filter((entry) => entry.event === 'error').map((entry) => entry.data as KefuError);
  }

  close(): void {
    this.socket.disconnect();
  }

  #apply(event: ThreadEvent): void {
    this.received.push(event.data.seq);
    if (this.#ready) this.#render(event);
  }

  #render(event: ThreadEvent): void {
    if (event.data.seq <= this.lastSeq) {
      this.duplicates.push(event);
      return;
    }
    this.rendered.push(event);
    this.lastSeq = event.data.seq;
  }
}
