import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { io, type Socket } from 'socket.io-client';
import {
  AGENT_CONSOLE_NAMESPACE,
  type ConsoleAck,
  type ConsoleAgent,
  type ConsoleEventName,
  type ConsoleToServerEvents,
  type EscalationCard,
  type InterruptReply,
  type KefuError,
  type QueueEntry,
  type QueueUpdated,
  type ServerToConsoleEvents,
  type ThreadEvent,
  type ThreadEventNotice,
  type ThreadTypingNotice,
} from '@kefu/protocol';
import { fetchLedger, type LedgerReport } from './ledger-client.js';
import { fetchCannedReplies, type CannedReply, type ShopName } from './canned-replies.js';
import { fetchLiveConversations, type LiveConversation } from './live-client.js';
import { fetchHistory, type HistoryFilters, type HistoryPage } from './history-client.js';
import { fetchFeatures, fetchSuggestion } from './suggestion-client.js';

/** How often the list of conversations the assistant is handling is read again. */
const LIVE_REFRESH_MS = 15_000;

/** Where the console's connection stands. */
export type ConnectionStatus = 'signed-out' | 'connecting' | 'ready' | 'reconnecting';

/** Where this tab keeps the agent's token (sessionStorage). */
export const TOKEN_KEY = 'kefu-console-token';
/** The widget repeats `typing` every few seconds while the shopper types; silence this long means they stopped. */
const TYPING_SHOWN_MS = 6_000;

/**
 * Owns the `/agents` socket: signs in with a token (kept in sessionStorage for this tab), keeps the
 * queue and the open thread current from live events, and runs the agent's actions. Only this
 * controller touches the socket; elements render its state.
 */
export class ConsoleController implements ReactiveController {
  status: ConnectionStatus = 'signed-out';
  signInError: 'bad-token' | 'unreachable' | undefined;
  agent: ConsoleAgent | undefined;
  queue: QueueEntry[] = [];
  agentsOnline = 0;
  /** Server clock minus ours, so waiting times tick from the server's timestamps. */
  clockSkew = 0;
  openThreadId: string | undefined;
  card: EscalationCard | undefined;
  events: ThreadEvent[] = [];
  /** Seqs of the open thread's events shown with personal data masked. */
  masked = new Set<number>();
  /** Seqs this agent revealed (until the thread is reloaded). */
  revealed = new Set<number>();
  /** Whether the open thread's shopper is typing right now. */
  shopperTyping = false;
  lastError: KefuError | undefined;
  /** Conversations the assistant is handling, which this agent may take over. */
  live: LiveConversation[] = [];
  #liveTimer: ReturnType<typeof setInterval> | undefined;
  /** The shop's canned replies, read after sign-in. */
  cannedReplies: CannedReply[] = [];
  /** Whether the server drafts replies with its model (no button without one). */
  suggestedReply = false;
  /** The shop's name for `{{shop.name}}`, read with the replies. */
  shopName: ShopName | undefined;
  #socket: Socket<ServerToConsoleEvents, ConsoleToServerEvents> | undefined;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  #typedAt = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly serverUrl: string = location.origin,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    const saved = sessionStorage.getItem(TOKEN_KEY);
    if (saved) this.signIn(saved);
  }

  hostDisconnected(): void {
    clearTimeout(this.#typingTimer);
    clearInterval(this.#liveTimer);
    this.#socket?.close();
  }

  /** Connects with `token`; a refused token ends signed out with `signInError`. */
  signIn(token: string): void {
    this.#socket?.close();
    this.status = 'connecting';
    this.signInError = undefined;
    this.host.requestUpdate();
    const socket: Socket<ServerToConsoleEvents, ConsoleToServerEvents> = io(`${this.serverUrl}${AGENT_CONSOLE_NAMESPACE}`, {
      auth: { token },
      transports: ['websocket'],
    });
    this.#socket = socket;
    socket.on('connect', () => {
      sessionStorage.setItem(TOKEN_KEY, token);
      void this.#refreshQueue();
      void this.refreshLive();
      clearInterval(this.#liveTimer);
      this.#liveTimer = setInterval(() => void this.refreshLive(), LIVE_REFRESH_MS);
      // Without them the composer works as before: a failure here only hides the picker.
      void fetchCannedReplies(this.serverUrl, token)
        .then(({ replies, shop }) => {
          this.cannedReplies = replies;
          this.shopName = shop?.name;
          this.host.requestUpdate();
        })
        .catch(() => undefined);
      void fetchFeatures(this.serverUrl, token)
        .then((features) => {
          this.suggestedReply = features.suggestedReply;
          this.host.requestUpdate();
        })
        .catch(() => undefined);
      if (this.openThreadId) void this.open(this.openThreadId);
    });
    socket.on('connect_error', (error: Error & { data?: KefuError }) => {
      const refused = error.data?.code ?? error.message;
      if (refused === 'NOT_AUTHENTICATED' || refused === 'FORBIDDEN') {
        socket.close();
        sessionStorage.removeItem(TOKEN_KEY);
        this.status = 'signed-out';
        this.signInError = 'bad-token';
      } else if (this.status === 'connecting') {
        this.signInError = 'unreachable';
      }
      this.host.requestUpdate();
    });
    socket.on('disconnect', () => {
      if (this.status === 'ready') this.status = 'reconnecting';
      this.host.requestUpdate();
    });
    socket.on('queue:updated', (update) => {
      this.#applyQueue(update);
      void this.refreshLive();
    });
    socket.on('thread:event', (notice) => this.#applyEvent(notice));
    socket.on('thread:typing', (notice) => this.#applyTyping(notice));
  }

  /** Reads the live conversations again (also after any queue change: a taken one leaves the list). */
  async refreshLive(): Promise<void> {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token) return;
    try {
      this.live = await fetchLiveConversations(this.serverUrl, token);
      this.host.requestUpdate();
    } catch {
      // The inbox works without the list; the next refresh tries again.
    }
  }

  /** Forgets the token and disconnects. */
  signOut(): void {
    clearInterval(this.#liveTimer);
    sessionStorage.removeItem(TOKEN_KEY);
    this.#socket?.close();
    this.#socket = undefined;
    Object.assign(this, { status: 'signed-out', agent: undefined, queue: [], openThreadId: undefined, card: undefined, events: [] });
    this.host.requestUpdate();
  }

  /** The ledger of the last `days` days, read over HTTP with this tab's token. */
  ledger(days: number): Promise<LedgerReport> {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token) return Promise.reject(new Error('signed out'));
    return fetchLedger(this.serverUrl, token, days, this.now());
  }

  /** A page of past conversations, read over HTTP with this tab's token. */
  history(filters: HistoryFilters, cursor?: string): Promise<HistoryPage> {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token) return Promise.reject(new Error('signed out'));
    return fetchHistory(this.serverUrl, token, filters, this.now(), cursor);
  }

  /** A conversation's card and masked transcript, read without opening it in the inbox. */
  async transcript(threadId: string): Promise<{ card: EscalationCard; events: ThreadEvent[]; masked: ReadonlySet<number> } | undefined> {
    const ack = await this.#request('thread:open', { threadId });
    return ack.ok ? { card: ack.card, events: ack.events, masked: new Set(ack.masked) } : undefined;
  }

  /** A draft reply to the open thread from the server's model, for the agent to edit. */
  suggest(): Promise<string> {
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (!token || !this.openThreadId) return Promise.reject(new Error('no open conversation'));
    return fetchSuggestion(this.serverUrl, token, this.openThreadId);
  }

  /** The server's "now". */
  now(): number {
    return Date.now() + this.clockSkew;
  }

  /** Opens a thread: its card and history; live events follow. */
  async open(threadId: string): Promise<void> {
    if (this.openThreadId !== threadId) {
      this.openThreadId = threadId;
      this.card = undefined;
      this.events = [];
      this.masked = new Set();
      this.revealed = new Set();
      this.#showTyping(false);
      this.host.requestUpdate();
    }
    const ack = await this.#request('thread:open', { threadId });
    if (!ack.ok || this.openThreadId !== threadId) return;
    this.card = ack.card;
    this.events = ack.events;
    // A reload shows everything masked again: a reveal is for the moment it was asked for.
    this.masked = new Set(ack.masked);
    this.revealed = new Set();
    this.host.requestUpdate();
  }

  /** Shows one masked event of the open thread in clear, to this agent only; the server records it. */
  async reveal(seq: number): Promise<void> {
    const threadId = this.openThreadId;
    if (!threadId) return;
    const ack = await this.#request('thread:reveal', { threadId, seq });
    if (!ack.ok || this.openThreadId !== threadId) return;
    this.events = this.events.map((event) => (event.data.seq === seq ? ack.event : event));
    this.masked = new Set([...this.masked].filter((known) => known !== seq));
    this.revealed = new Set([...this.revealed, seq]);
    this.host.requestUpdate();
  }

  /** Claims the open thread. */
  async claim(): Promise<void> {
    const threadId = this.openThreadId;
    if (!threadId) return;
    const ack = await this.#request('thread:claim', { threadId });
    if (ack.ok && this.openThreadId === threadId) this.card = ack.card;
    this.host.requestUpdate();
  }

  /** Sends the agent's reply; resolves true when stored. */
  async reply(text: string): Promise<boolean> {
    const threadId = this.openThreadId;
    if (!threadId) return false;
    const ack = await this.#request('thread:reply', { threadId, clientMsgId: crypto.randomUUID(), text });
    return ack.ok;
  }

  /**
   * Tells the shopper the agent is typing: at most every 3 s (the widget hides it after 7 s of silence), best effort —
   * a refusal (not holding the thread, over the server's budget) shows no error, the reply itself will.
   */
  typing(): void {
    const threadId = this.openThreadId;
    const now = Date.now();
    if (!threadId || now - this.#typedAt < 3_000) return;
    this.#typedAt = now;
    this.#socket?.emit('thread:typing', { threadId, active: true }, () => undefined);
  }

  /** Answers (or cancels) the open workflow prompt for the customer. */
  async answer(reply: InterruptReply): Promise<boolean> {
    const threadId = this.openThreadId;
    if (!threadId) return false;
    const ack = await this.#request('thread:answer', { threadId, reply });
    if (ack.ok) await this.open(threadId);
    return ack.ok;
  }

  /** Hands the open thread back to the assistant. */
  async release(): Promise<void> {
    const threadId = this.openThreadId;
    if (!threadId) return;
    const ack = await this.#request('thread:release', { threadId });
    if (ack.ok) await this.open(threadId);
  }

  async #refreshQueue(): Promise<void> {
    const ack = await this.#request('queue:list', {});
    if (!ack.ok) return;
    this.agent = ack.agent;
    this.clockSkew = ack.serverTime - Date.now();
    this.status = 'ready';
    this.#applyQueue({ queue: ack.queue, agentsOnline: ack.agentsOnline, at: ack.serverTime });
  }

  #applyQueue(update: QueueUpdated): void {
    const open = this.openThreadId ? this.#entry(this.openThreadId) : undefined;
    this.queue = update.queue;
    this.agentsOnline = update.agentsOnline;
    const now = this.openThreadId ? this.#entry(this.openThreadId) : undefined;
    // Someone claimed or released the open thread: reload its card.
    if (this.openThreadId && (open?.mode !== now?.mode || open?.agentId !== now?.agentId)) void this.open(this.openThreadId);
    this.host.requestUpdate();
  }

  #applyEvent({ threadId, event, masked }: ThreadEventNotice): void {
    if (event.event === 'message:done' && event.data.message.role === 'user') {
      this.queue = this.queue.map((entry) => (entry.threadId === threadId ? { ...entry, preview: event.data.message.text.slice(0, 200) } : entry));
    }
    if (threadId === this.openThreadId && !this.events.some((known) => known.data.seq === event.data.seq)) {
      if (event.event === 'message:done' && event.data.message.role === 'user') this.#showTyping(false);
      this.events = [...this.events, event].sort((a, b) => a.data.seq - b.data.seq);
      if (masked) this.masked = new Set([...this.masked, event.data.seq]);
      if (event.event === 'interrupt:open' || event.event === 'interrupt:closed') void this.open(threadId);
    }
    this.host.requestUpdate();
  }

  #applyTyping({ threadId, active }: ThreadTypingNotice): void {
    if (threadId === this.openThreadId) this.#showTyping(active);
  }

  #showTyping(active: boolean): void {
    clearTimeout(this.#typingTimer);
    if (active) this.#typingTimer = setTimeout(() => this.#showTyping(false), TYPING_SHOWN_MS);
    if (this.shopperTyping === active) return;
    this.shopperTyping = active;
    this.host.requestUpdate();
  }

  #entry(threadId: string): QueueEntry | undefined {
    return this.queue.find((entry) => entry.threadId === threadId);
  }

  async #request<E extends ConsoleEventName>(event: E, payload: unknown): Promise<ConsoleAck<E>> {
    const socket = this.#socket as unknown as Socket | undefined;
    if (!socket) return { ok: false, error: { code: 'UNAVAILABLE', message: 'not connected', retryable: true } } as ConsoleAck<E>;
    try {
      const ack = (await socket.timeout(10_000).emitWithAck(event, payload)) as ConsoleAck<E>;
      this.lastError = ack.ok ? undefined : ack.error;
      if (!ack.ok) this.host.requestUpdate();
      return ack;
    } catch {
      const error: KefuError = { code: 'UNAVAILABLE', message: 'the server did not answer', retryable: true };
      this.lastError = error;
      this.host.requestUpdate();
      return { ok: false, error } as ConsoleAck<E>;
    }
  }
}
