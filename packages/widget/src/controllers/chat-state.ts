import {
  isConversationEnd,
  type AgentState,
  type AgentTyping,
  type Availability,
  type FilePart,
  type HandoffEvent,
  type Interrupt,
  type InterruptClosed,
  type KefuError,
  type Message,
  type MessageContext,
  type ThreadEvent,
} from '@kefu/protocol';

/** The socket's state as the shopper should understand it. */
export type ConnectionState = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'offline';

/** A message the shopper wrote that the server has not stored yet. */
export interface OutboxItem {
  /** Idempotency key, stable across retries and reloads. */
  clientMsgId: string;
  text: string;
  context?: MessageContext;
  /** Files already uploaded to the thread that the message carries. */
  attachments?: FilePart[];
  createdAt: number;
  /** `queued` waits for a connection (or a fresh identity token); `sending` awaits its ack; `sent` awaits its stored echo; `failed` was refused for good. */
  state: 'queued' | 'sending' | 'sent' | 'failed';
  error?: KefuError;
}

/** How the offline form's message is doing: on its way, stored as a ticket, or refused (the error says which field). */
export interface TicketState {
  state: 'sending' | 'sent' | 'failed';
  error?: KefuError;
}

/** One row of the conversation, keyed by its seq. */
export type TimelineItem =
  | { type: 'message'; seq: number; message: Message }
  | { type: 'handoff'; seq: number; handoff: HandoffEvent }
  | { type: 'closed'; seq: number; closed: InterruptClosed };

/** Everything the widget renders, derived from stored events plus what is in flight. */
export interface ChatState {
  connection: ConnectionState;
  threadId?: string;
  /** The secret the server issued with `threadId`; without it the server will not resume a guest thread. */
  resumeToken?: string;
  /** The highest stored seq applied; sent in hello so the server replays only what is missing. */
  lastSeq: number;
  timeline: TimelineItem[];
  outbox: OutboxItem[];
  /** Answers being streamed, by messageId, in chunk order. */
  drafts: Record<string, string[]>;
  agentState: AgentState;
  interrupt?: Interrupt;
  /** The prompt whose answer is on its way, so it cannot be sent twice. */
  replyingTo?: string;
  /** An error about the open prompt (e.g. a refused answer), shown on its card. */
  interruptError?: KefuError;
  handoff?: HandoffEvent;
  /** The last error not tied to a message, shown until the next stored event. */
  error?: KefuError;
  /** The identity token expired: queued messages, an answer or a cancel wait for the page's fresh token. */
  identityExpired?: boolean;
  /** The person holding the conversation is typing (live only, never stored). */
  agentTyping?: AgentTyping;
  /** The seq of the event that ended the conversation (a reply to thanks, a receipt, a person handing back), until the shopper writes again: the rating prompt rates it. */
  ending?: number;
  /** serverTime − local time, so countdowns to server deadlines are right on a skewed clock. */
  clockOffsetMs: number;
  /** Whether people answer now, as the server last said (hello, then `availability:get`). */
  availability?: Availability;
  /** The offline form's message, once sent. */
  ticket?: TicketState;
}

/** The state before anything is known. */
export function initialChatState(): ChatState {
  return { connection: 'idle', lastSeq: 0, timeline: [], outbox: [], drafts: {}, agentState: 'idle', clockOffsetMs: 0 };
}

/**
 * Applies one stored event. Events at or below `lastSeq` were already applied (replay after a reconnect
 * can overlap live delivery), so they are ignored: every event renders exactly once.
 */
export function applyThreadEvent(state: ChatState, event: ThreadEvent): ChatState {
  if (event.data.seq <= state.lastSeq) return state;
  const next: ChatState = { ...state, lastSeq: event.data.seq };
  delete next.error;
  if (isConversationEnd(event)) next.ending = event.data.seq;
  else if (event.event === 'message:done' && event.data.message.role === 'user') delete next.ending;
  switch (event.event) {
    case 'message:done': {
      const { message } = event.data;
      next.timeline = [...state.timeline, { type: 'message', seq: event.data.seq, message }];
      if (message.clientMsgId) next.outbox = state.outbox.filter((item) => item.clientMsgId !== message.clientMsgId);
      if (state.drafts[message.messageId]) {
        const { [message.messageId]: _done, ...rest } = state.drafts;
        next.drafts = rest;
      }
      if (message.role !== 'user') next.agentState = 'idle';
      if (message.role === 'agent') delete next.agentTyping;
      return next;
    }
    case 'interrupt:open':
      next.interrupt = event.data.interrupt;
      delete next.replyingTo;
      delete next.interruptError;
      next.agentState = 'idle';
      return next;
    case 'interrupt:closed':
      if (state.interrupt?.interruptId === event.data.interruptId) {
        delete next.interrupt;
        delete next.replyingTo;
        delete next.interruptError;
      }
      // An answered prompt leaves the shopper's answer in the transcript (when the server says it in words).
      if (event.data.reason !== 'answered' || event.data.answer)
        next.timeline = [...state.timeline, { type: 'closed', seq: event.data.seq, closed: event.data }];
      return next;
    case 'handoff':
      next.handoff = event.data;
      if (event.data.state !== 'joined') delete next.agentTyping;
      next.timeline = [...state.timeline, { type: 'handoff', seq: event.data.seq, handoff: event.data }];
      return next;
  }
}

/** Appends a streamed chunk; a chunk index seen before (a resent delta) is not appended twice. */
export function applyDelta(state: ChatState, messageId: string, index: number, text: string): ChatState {
  const chunks = [...(state.drafts[messageId] ?? [])];
  chunks[index] = text;
  return { ...state, drafts: { ...state.drafts, [messageId]: chunks } };
}

/** The messages of the timeline, oldest first. */
export function messagesOf(state: ChatState): Message[] {
  return state.timeline.flatMap((item) => (item.type === 'message' ? [item.message] : []));
}
