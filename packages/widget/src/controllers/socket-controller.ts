import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { io, type Socket } from 'socket.io-client';
import {
  LIMITS,
  PROTOCOL_VERSION,
  type AgentTyping,
  type ClientToServerEvents,
  type FilePart,
  type ClientAck,
  type ClientEventName,
  type Hello,
  type InterruptReply,
  type KefuError,
  type Locale,
  type MessageContext,
  type ServerEventName,
  type ServerToClientEvents,
  type ThreadEvent,
} from '@kefu/protocol';
import { SERVER_EVENTS } from 'virtual:kefu-wire';
import { applyDelta, applyThreadEvent, initialChatState, type ChatState, type ConnectionState, type OutboxItem } from './chat-state.js';
import { createThreadStorage, type StorageKind, type StoredThread, type ThreadStorage } from './thread-storage.js';
import { newClientMsgId } from './client-msg-id.js';
import { parseAck, parseServerEvent, wireError } from '../wire/parse-wire.js';

/** Options of {@link SocketController}. */
export interface SocketControllerOptions {
  /** The Kefu server's origin, e.g. `https://kefu.example.com`. */
  server: string;
  /** The site key the server knows this shop by. */
  siteKey: string;
  /** Where threadId, lastSeq and unsent messages survive a reload. @default 'local' */
  storage?: StorageKind;
  /** The locale sent in hello; read at each hello. */
  locale: () => Locale;
  /** Called for every stored event applied; `replayed` is false for cached events of a previous page. */
  onEvent?: (event: ThreadEvent, source: 'live' | 'replay' | 'cache') => void;
  /** Called after every state change. */
  onChange?: (state: ChatState) => void;
  /** Called when the identity token has expired: what the shopper sends waits until `identify()` brings a fresh one. */
  onIdentityExpired?: () => void;
}

type KefuSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ACK_TIMEOUT_MS = 10_000;
const STORED_EVENTS = new Set<ServerEventName>(['message:done', 'interrupt:open', 'interrupt:closed', 'handoff']);

/**
 * The only place that touches the socket: says hello (resuming from lastSeq), validates every incoming
 * payload, keeps the thread in storage, and sends each message exactly once through an outbox.
 */
export class SocketController implements ReactiveController {
  /** What the widget renders. */
  state: ChatState = initialChatState();
  #socket?: KefuSocket;
  #storage: ThreadStorage;
  /** Nothing is written to storage before the shopper first opens the chat. */
  #persist = false;
  #ready = false;
  #typedAt = 0;
  #agentTypingTimer?: ReturnType<typeof setTimeout>;
  #flushing = false;
  #identity?: string;
  /** Stored events that arrived while hello was in flight; applied after its replay. */
  #early: ThreadEvent[] = [];
  #cache: ThreadEvent[] = [];
  /** A stored customer's thread, kept out of sight until the server confirms the customer. */
  #held?: StoredThread;
  /** The customer the current thread belongs to, as the server said. */
  #customerId?: string;
  /** The last token a hello was accepted with: refused later, it can only have expired. */
  #accepted?: string;
  /** An answer or a cancel refused for an expired token, sent again after the next accepted hello. */
  #pendingReply?: InterruptReply;
  #pendingCancel = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: SocketControllerOptions,
  ) {
    this.#storage = createThreadStorage(options.storage ?? 'local', options.siteKey);
    host.addController(this);
    const stored = this.#storage.load();
    if (stored?.customerId) {
      // A signed-in customer's thread: on a shared device the next person may be reading. Nothing of it shows
      // until a hello proves the same customer; then the server replays it all (lastSeq 0).
      this.#persist = true;
      this.#held = stored;
      this.state = { ...this.state, threadId: stored.threadId, ...(stored.resumeToken ? { resumeToken: stored.resumeToken } : {}) };
    } else if (stored) {
      this.#persist = true;
      let state: ChatState = { ...this.state, outbox: stored.outbox };
      if (stored.threadId) state.threadId = stored.threadId;
      if (stored.resumeToken) state.resumeToken = stored.resumeToken;
      for (const event of stored.events) {
        state = applyThreadEvent(state, event);
        options.onEvent?.(event, 'cache');
      }
      this.#cache = stored.events;
      // A thread read further than its cached events (storage trimmed) resumes from there.
      this.state = { ...state, lastSeq: Math.max(state.lastSeq, stored.lastSeq) };
    }
  }

  /** Whether a previous page already opened this conversation. */
  get hasHistory(): boolean {
    return this.#persist;
  }

  hostConnected(): void {
    globalThis.addEventListener?.('online', this.#handleOnline);
    globalThis.addEventListener?.('offline', this.#handleOffline);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('online', this.#handleOnline);
    globalThis.removeEventListener?.('offline', this.#handleOffline);
    this.#socket?.disconnect();
    this.#socket = undefined;
    this.#ready = false;
  }

  /** Connects (once); `persist` starts keeping the thread in storage, which happens on the first open. */
  connect(options: { persist?: boolean } = {}): void {
    if (options.persist && !this.#persist) {
      this.#persist = true;
      this.#save();
    }
    if (this.#socket) return;
    // WebSocket first; on a network that blocks it, HTTP long-polling (tryAllTransports) rather than no chat. No
    // upgrade probe from polling: the network that refused the WebSocket would refuse the probe too, and every
    // reconnection tries the WebSocket first again.
    const socket: KefuSocket = io(this.options.server, { autoConnect: false, transports: ['websocket', 'polling'], tryAllTransports: true, upgrade: false });
    this.#socket = socket;
    socket.on('connect', () => void this.#hello());
    socket.on('disconnect', () => this.#lost());
    socket.on('connect_error', () => this.#lost());
    for (const name of SERVER_EVENTS) {
      socket.on(name, (payload: unknown) => this.#receive(name, payload));
    }
    this.#update({ connection: globalThis.navigator?.onLine === false ? 'offline' : 'connecting' });
    if (globalThis.navigator?.onLine !== false) socket.connect();
  }

  /** Sends a message now, or queues it until the connection is back; it reaches the server exactly once. A text over the limit is kept as failed. */
  send(text: string, context?: MessageContext, attachments?: FilePart[]): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    const item: OutboxItem = {
      clientMsgId: newClientMsgId(),
      text: trimmed,
      createdAt: Date.now(),
      state: 'queued',
      ...(context ? { context } : {}),
      ...(attachments?.length ? { attachments } : {}),
    };
    if (trimmed.length > LIMITS.maxTextLength) {
      // Refused here as the server would (TOO_LARGE), not cut: the shopper shortens it with Edit instead of
      // silently losing its end, and a huge text never reaches the socket, whose buffer limit would drop it.
      item.state = 'failed';
      item.error = wireError('TOO_LARGE', `text is longer than ${LIMITS.maxTextLength} characters`);
    }
    this.#update({ outbox: [...this.state.outbox, item] });
    this.#save();
    void this.#flush();
  }

  /** What an upload proves this conversation with (the hello's own credentials); undefined before the first hello. */
  uploadAuth(): { server: string; siteKey: string; threadId: string; resumeToken?: string; identity?: string } | undefined {
    const { threadId, resumeToken } = this.state;
    if (!threadId) return undefined;
    return {
      server: this.options.server,
      siteKey: this.options.siteKey,
      threadId,
      ...(resumeToken ? { resumeToken } : {}),
      ...(this.#identity ? { identity: this.#identity } : {}),
    };
  }

  /** Removes a message the server refused, from the screen and from storage; returns its text to edit. */
  discardFailed(clientMsgId: string): string | undefined {
    const item = this.state.outbox.find((candidate) => candidate.clientMsgId === clientMsgId && candidate.state === 'failed');
    if (!item) return undefined;
    this.#update({ outbox: this.state.outbox.filter((candidate) => candidate !== item) });
    this.#save();
    return item.text;
  }

  /**
   * Answers the open prompt; a second answer to the same prompt is ignored until the first is acknowledged.
   * While the identity token is expired the answer waits, its card busy, and goes once a fresh token is accepted.
   */
  reply(reply: InterruptReply): void {
    const socket = this.#socket;
    const waiting = this.state.identityExpired;
    if (this.state.replyingTo === reply.interruptId) return;
    if (!waiting && (!socket || !this.#ready)) {
      this.#update({ interruptError: wireError('UNAVAILABLE', 'offline') });
      return;
    }
    const next = { ...this.state, replyingTo: reply.interruptId };
    delete next.interruptError;
    this.#set(next);
    if (waiting) this.#pendingReply = reply;
    else this.#emitReply(socket!, reply);
  }

  #emitReply(socket: KefuSocket, reply: InterruptReply): void {
    socket.timeout(ACK_TIMEOUT_MS).emit('interrupt:reply', reply, (timeout: Error | null, raw: unknown) => {
      const ack = timeout ? undefined : parseAck('interrupt:reply', raw);
      const state = { ...this.state };
      if (state.replyingTo !== reply.interruptId) return;
      if (this.#identityRefused(ack)) {
        // Nothing was run: the card stays busy and the same answer goes again once a fresh token is accepted.
        this.#pendingReply = reply;
        return;
      }
      delete state.replyingTo;
      if (!ack?.ok) state.interruptError = wireError('UNAVAILABLE', 'no answer from the server');
      else if (!ack.data.ok) {
        if (ack.data.error.code === 'INTERRUPT_CLOSED' && state.interrupt?.interruptId === reply.interruptId) delete state.interrupt;
        else state.interruptError = ack.data.error;
      } else if (state.interrupt?.interruptId === reply.interruptId) {
        // Keep the prompt marked as answered until the server closes it, so it cannot be sent twice.
        state.replyingTo = reply.interruptId;
      }
      this.#set(state);
    });
  }

  /** Sends a request and resolves to its ack; offline or unanswered, to an `UNAVAILABLE` failure. */
  ask<E extends ClientEventName>(event: E, payload: unknown): Promise<ClientAck<E>> {
    const socket = this.#socket as unknown as Socket | undefined;
    const failed = { ok: false, error: wireError('UNAVAILABLE', 'no answer from the server') } as ClientAck<E>;
    if (!socket || !this.#ready) return Promise.resolve(failed);
    return new Promise((resolve) =>
      socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, (timeout: Error | null, raw: unknown) => {
        const ack = timeout ? undefined : parseAck(event, raw);
        resolve(ack?.ok ? ack.data : failed);
      }),
    );
  }

  /** Tells the human agent the shopper is typing: only while a person is on the thread, at most every 4 s. */
  typing(): void {
    const now = Date.now();
    if (this.state.handoff?.state === 'joined' && now - this.#typedAt > 4e3) {
      this.#typedAt = now;
      if (this.#ready) this.#socket?.emit('typing', { active: true }, () => {});
    }
  }

  /** Ends the running workflow: cancels the open prompt, or the conversation's current turn. */
  cancel(): void {
    const interrupt = this.state.interrupt;
    if (interrupt) this.reply({ interruptId: interrupt.interruptId, action: 'cancel' });
    else this.#cancelTurn();
  }

  /** Asks whether people answer now (office hours, agents online); the answer lands in `state.availability`. */
  refreshAvailability(): void {
    const socket = this.#socket;
    if (!socket || !this.#ready) return;
    socket.timeout(ACK_TIMEOUT_MS).emit('availability:get', {}, (timeout: Error | null, raw: unknown) => {
      const ack = timeout ? undefined : parseAck('availability:get', raw);
      if (ack?.ok && ack.data.ok) this.#update({ availability: ack.data.availability });
    });
  }

  /** The offline form: leaves `message` for a person to answer at `email`; `state.ticket` says how it went (a refusal names the field). */
  leaveMessage(email: string, message: string): void {
    const socket = this.#socket;
    const ticket = this.state.ticket?.state;
    if (ticket === 'sending' || ticket === 'sent') return;
    if (!socket || !this.#ready) return this.#update({ ticket: { state: 'failed', error: wireError('UNAVAILABLE', 'offline') } });
    this.#update({ ticket: { state: 'sending' } });
    socket.timeout(ACK_TIMEOUT_MS).emit('ticket:create', { email, message, locale: this.options.locale() }, (timeout: Error | null, raw: unknown) => {
      const ack = timeout ? undefined : parseAck('ticket:create', raw);
      if (!ack?.ok) return this.#update({ ticket: { state: 'failed', error: wireError('UNAVAILABLE', 'no answer from the server') } });
      this.#update({ ticket: ack.data.ok ? { state: 'sent' } : { state: 'failed', error: ack.data.error } });
    });
  }

  /** Stops waiting for a human: a thread still in the queue goes back to the assistant (the server confirms with `handoff` released). */
  leaveQueue(): void {
    const state = this.state.handoff?.state;
    if (state === 'queued' || state === 'no_agents') this.#cancelTurn();
  }

  /** Sends `conversation:cancel`; while the identity token is expired it waits for a fresh one. */
  #cancelTurn(): void {
    if (this.state.identityExpired) this.#pendingCancel = true;
    else if (this.#ready) {
      this.#socket?.emit('conversation:cancel', {}, (raw: unknown) => {
        if (this.#identityRefused(parseAck('conversation:cancel', raw))) this.#pendingCancel = true;
      });
    }
  }

  /**
   * Sets the signed identity token and says hello again so the server verifies it; after an expiry that hello
   * resumes the same thread and sends what waited. Signing out (a token, then none) forgets the thread on this
   * device, unsent messages included (waiting ones too): the next person at this browser starts afresh.
   */
  identify(token: string | undefined): void {
    const signedOut = !!this.#identity && !token;
    this.#identity = token || undefined;
    if (signedOut) this.#forget();
    // A fresh token after expiry: the next hello says whether it is accepted (if not, the page is told again).
    else if (this.state.identityExpired) this.#update({ identityExpired: false });
    if (this.#socket?.connected) {
      this.#socket.disconnect();
      this.#socket.connect();
    }
  }

  /** Disconnects and forgets the thread, in memory and in storage. */
  shutdown(): void {
    this.#socket?.disconnect();
    this.#socket?.removeAllListeners();
    this.#socket = undefined;
    this.#ready = false;
    this.#forget('idle');
    this.#persist = false;
  }

  /** Forgets the thread in memory and in storage. */
  #forget(connection: ConnectionState = this.state.connection): void {
    this.#storage.clear();
    this.#cache = [];
    this.#early = [];
    this.#held = this.#customerId = this.#accepted = this.#pendingReply = undefined;
    this.#pendingCancel = false;
    this.#set({ ...initialChatState(), connection });
  }

  async #hello(): Promise<void> {
    const socket = this.#socket;
    if (!socket) return;
    this.#ready = false;
    const { threadId, lastSeq, resumeToken } = this.state;
    const payload: Hello = {
      protocolVersion: PROTOCOL_VERSION,
      siteKey: this.options.siteKey,
      locale: this.options.locale(),
      ...(threadId ? { threadId, lastSeq, ...(resumeToken ? { resumeToken } : {}) } : {}),
      ...(this.#identity ? { identity: this.#identity } : {}),
      ...pageInfo(),
    };
    const sentAt = Date.now();
    socket.timeout(ACK_TIMEOUT_MS).emit('session:hello', payload, (timeout: Error | null, raw: unknown) => {
      if (socket !== this.#socket) return;
      if (timeout) {
        // The server never answered: start over on a fresh connection.
        socket.disconnect().connect();
        return;
      }
      const ack = parseAck('session:hello', raw);
      if (!ack.ok) return this.#fail(wireError('BAD_PAYLOAD', 'invalid hello ack'));
      if (!ack.data.ok) return this.#refused(ack.data.error);
      const data = ack.data;
      let state: ChatState = {
        ...this.state,
        connection: 'online',
        identityExpired: false,
        clockOffsetMs: data.serverTime - Math.round((sentAt + Date.now()) / 2),
      };
      delete state.error;
      this.#accepted = payload.identity;
      if (threadId && data.threadId !== threadId) {
        // The server no longer knows the stored thread (e.g. an in-memory server restarted): start clean.
        state = { ...initialChatState(), connection: 'online', clockOffsetMs: state.clockOffsetMs, outbox: state.outbox };
        this.#cache = [];
      }
      state.threadId = data.threadId;
      if (data.availability) state.availability = data.availability;
      // Issued only when the hello opened a new thread; a resumed thread keeps the one this browser holds.
      if (data.resumeToken) state.resumeToken = data.resumeToken;
      const held = this.#held;
      if (held && data.customerId === held.customerId) state.outbox = [...held.outbox, ...state.outbox];
      this.#held = undefined;
      this.#customerId = data.customerId;
      for (const event of [...data.replay, ...this.#early]) {
        if (event.data.seq <= state.lastSeq) continue;
        state = applyThreadEvent(state, event);
        this.#remember(event);
        this.options.onEvent?.(event, 'replay');
      }
      this.#early = [];
      if (data.pendingInterrupt && state.interrupt?.interruptId !== data.pendingInterrupt.interruptId) state.interrupt = data.pendingInterrupt;
      state.lastSeq = Math.max(state.lastSeq, data.lastSeq);
      // Messages caught mid-send by the disconnect are sent again with the same clientMsgId.
      state.outbox = state.outbox.map((item) => (item.state === 'sending' ? { ...item, state: 'queued' } : item));
      this.#ready = true;
      this.#set(state);
      this.#save();
      // What an expired token held back goes now, once each: the answer, the cancel, then the queued messages.
      const reply = this.#pendingReply;
      this.#pendingReply = undefined;
      if (reply && state.replyingTo === reply.interruptId) this.#emitReply(socket, reply);
      if (this.#pendingCancel) {
        this.#pendingCancel = false;
        this.#cancelTurn();
      }
      void this.#flush();
    });
  }

  #receive(name: ServerEventName, payload: unknown): void {
    const parsed = parseServerEvent(name, payload);
    if (!parsed.ok) {
      console.warn('[kefu] dropped an invalid event', parsed.error);
      return;
    }
    if (STORED_EVENTS.has(name)) {
      const event = { event: name, data: parsed.data } as ThreadEvent;
      if (!this.#ready) {
        this.#early.push(event);
        return;
      }
      if (event.data.seq <= this.state.lastSeq) return;
      this.#remember(event);
      this.#set(applyThreadEvent(this.state, event));
      this.options.onEvent?.(event, 'live');
      this.#save();
      return;
    }
    const result = parsed as { data: unknown };
    if (name === 'message:delta') {
      const delta = result.data as { messageId: string; index: number; text: string };
      this.#set(applyDelta(this.state, delta.messageId, delta.index, delta.text));
    } else if (name === 'agent:status') {
      this.#update({ agentState: (result.data as { state: ChatState['agentState'] }).state });
    } else if (name === 'agent:typing') {
      const typing = result.data as AgentTyping;
      clearTimeout(this.#agentTypingTimer);
      // The console repeats it every 3 s while the agent types: silence means they stopped (or their tab closed).
      if (typing.active) this.#agentTypingTimer = setTimeout(() => this.#update({ agentTyping: undefined }), 7e3);
      this.#update({ agentTyping: typing.active ? typing : undefined });
    } else if (name === 'error') {
      this.#update({ error: result.data as KefuError, agentState: 'idle' });
    }
  }

  async #flush(): Promise<void> {
    if (this.#flushing) return;
    this.#flushing = true;
    try {
      for (;;) {
        const item = this.state.outbox.find((candidate) => candidate.state === 'queued');
        if (!item || !this.#ready || !this.#socket || this.state.identityExpired) break;
        const accepted = await this.#transmit(this.#socket, item);
        if (!accepted) break;
      }
    } finally {
      this.#flushing = false;
    }
  }

  /** Resolves false when the message must wait for the next connection. */
  #transmit(socket: KefuSocket, item: OutboxItem): Promise<boolean> {
    this.#patchOutbox(item.clientMsgId, { state: 'sending' });
    const payload = {
      clientMsgId: item.clientMsgId,
      text: item.text,
      ...(item.context ? { context: item.context } : {}),
      ...(item.attachments ? { attachments: item.attachments.map((file) => file.uploadId) } : {}),
    };
    return new Promise((resolve) => {
      socket.timeout(ACK_TIMEOUT_MS).emit('message:send', payload, (timeout: Error | null, raw: unknown) => {
        const ack = timeout ? undefined : parseAck('message:send', raw);
        // (Refused for an expired token, nothing was stored: it waits, queued, and goes again with the same clientMsgId.)
        if (!ack?.ok || this.#identityRefused(ack)) {
          this.#patchOutbox(item.clientMsgId, { state: 'queued' });
          resolve(false);
        } else if (ack.data.ok) {
          this.#patchOutbox(item.clientMsgId, { state: 'sent' });
          resolve(true);
        } else if (ack.data.error.retryable) {
          this.#patchOutbox(item.clientMsgId, { state: 'queued' });
          const wait = ack.data.error.retryAfterMs ?? 2000;
          setTimeout(() => void this.#flush(), wait);
          this.#update({ error: ack.data.error });
          resolve(false);
        } else {
          this.#patchOutbox(item.clientMsgId, { state: 'failed', error: ack.data.error });
          resolve(true);
        }
        this.#save();
      });
    });
  }

  #patchOutbox(clientMsgId: string, patch: Partial<OutboxItem>): void {
    this.#update({ outbox: this.state.outbox.map((item) => (item.clientMsgId === clientMsgId ? { ...item, ...patch } : item)) });
  }

  #lost(): void {
    this.#ready = false;
    const offline = globalThis.navigator?.onLine === false;
    this.#update({ connection: offline ? 'offline' : 'reconnecting', agentState: 'idle' });
  }

  #refused(error: KefuError): void {
    if ((error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND') && this.state.threadId) {
      // The stored thread is someone else's now (signed out, another account on this device): never show
      // its history; start a new thread and keep only what this shopper typed.
      this.#cache = [];
      this.#early = [];
      this.#held = this.#customerId = undefined;
      this.#storage.clear();
      this.#set({ ...initialChatState(), connection: 'connecting', outbox: this.state.outbox });
      this.#save();
      void this.#hello();
      return;
    }
    const identity = this.#identity;
    if (error.code === 'NOT_AUTHENTICATED' && identity && (identity === this.#accepted || tokenExpired(identity, Date.now() + this.state.clockOffsetMs))) {
      // Expired, not invalid: going on as a guest would lose the customer's thread, so wait for a fresh token.
      this.#update({ connection: 'online' });
      return this.#waitForIdentity();
    }
    if (error.code === 'NOT_AUTHENTICATED' && identity) {
      // An invalid identity token must not lock the shopper out of anonymous questions.
      this.#identity = undefined;
      this.#update({ error });
      void this.#hello();
      return;
    }
    this.#fail(error);
  }

  /** Whether an ack refused the event for an expired identity token; if so, the widget waits for a fresh one. */
  #identityRefused(ack: { ok: boolean; data?: { ok: boolean; error?: KefuError } } | undefined): boolean {
    const refused = ack?.data?.error?.code === 'NOT_AUTHENTICATED';
    if (refused) this.#waitForIdentity();
    return refused;
  }

  /** Holds what the shopper sends until `identify()` brings a fresh token, and tells the page once per expiry. */
  #waitForIdentity(): void {
    if (this.state.identityExpired) return;
    this.#update({ identityExpired: true });
    this.options.onIdentityExpired?.();
  }

  #fail(error: KefuError): void {
    this.#update({ error, connection: error.retryable ? 'reconnecting' : 'offline' });
    if (!error.retryable) this.#socket?.disconnect();
    else setTimeout(() => void this.#hello(), error.retryAfterMs ?? 3000);
  }

  #remember(event: ThreadEvent): void {
    this.#cache.push(event);
    if (this.#cache.length > 200) this.#cache = this.#cache.slice(-120);
  }

  #save(): void {
    if (!this.#persist) return;
    const { threadId, lastSeq, outbox, resumeToken } = this.state;
    const customerId = this.#held?.customerId ?? this.#customerId;
    // (While held, the customer's unsent messages stay stored with their thread.)
    const kept = this.#held ? [...this.#held.outbox, ...outbox] : outbox;
    this.#storage.save({
      ...(threadId ? { threadId, ...(resumeToken ? { resumeToken } : {}) } : {}),
      ...(customerId ? { customerId } : {}),
      lastSeq,
      events: this.#cache,
      outbox: kept,
    });
  }

  #update(patch: Partial<ChatState>): void {
    this.#set({ ...this.state, ...patch });
  }

  #set(state: ChatState): void {
    this.state = state;
    this.options.onChange?.(state);
    this.host.requestUpdate();
  }

  #handleOnline = (): void => {
    if (this.#socket && !this.#socket.connected) this.#socket.connect();
  };

  #handleOffline = (): void => {
    // The browser knows before the socket's heartbeat does; fail fast so typed messages queue visibly.
    if (!this.#socket) return;
    this.#socket.disconnect();
    this.#lost();
  };
}

/** Whether a JWT's `exp` has passed at `now` (epoch ms); false for anything that is not a readable JWT. */
function tokenExpired(token: string, now: number): boolean {
  try {
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
  } catch {
    return false;
  }
}

function pageInfo(): Pick<Hello, 'page'> {
  const url = globalThis.location?.href;
  if (!url || !/^https?:\/\//.test(url) || url.length > LIMITS.maxUrlLength) return {};
  const title = globalThis.document?.title?.slice(0, LIMITS.maxLabelLength);
  return { page: { url, ...(title ? { title } : {}) } };
}
