import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { kefuError, kefuErrorSchema, type KefuError } from './error-codes.js';
import {
  clientMsgIdSchema,
  epochMsSchema,
  FORBIDDEN_KEYS,
  idSchema,
  integer,
  labelSchema,
  localeSchema,
  nonEmptyUserTextSchema,
  seqSchema,
  text,
} from './primitives.js';
import { messageSchema } from './message.js';
import { interruptReplySchema, interruptSchema, workflowProgressSchema } from './interrupts.js';
import { handoffReasonSchema } from './handoff.js';
import { threadEventSchema } from './thread-event.js';
import { writtenRequestSchema } from './written-request.js';

/** The Socket.IO namespace human agents connect to, with `auth: { token }` in the handshake. */
export const AGENT_CONSOLE_NAMESPACE = '/agents';

/** Who holds a handed-off thread: `queued` waits for an agent, `human` is held by one. */
export const HANDED_OFF_MODES = ['queued', 'human'] as const;
/** One of {@link HANDED_OFF_MODES}. */
export type HandedOffMode = (typeof HANDED_OFF_MODES)[number];

/** A signed-in support agent. */
export const consoleAgentSchema = z.strictObject({ agentId: idSchema, name: labelSchema });

/** The customer behind a thread, as far as the server knows. */
export const consoleCustomerSchema = z.strictObject({
  /** Present when the thread was opened with a verified identity token. */
  customerId: z.optional(idSchema),
  name: z.optional(labelSchema),
});

/** One handed-off thread in the console's queue. */
export const queueEntrySchema = z.strictObject({
  threadId: idSchema,
  siteId: idSchema,
  mode: z.enum(HANDED_OFF_MODES),
  reason: handoffReasonSchema,
  /** When the thread entered the queue: the waiting time counts from here. */
  queuedAt: epochMsSchema,
  /** 1 for the longest-waiting queued thread; absent once an agent holds it. */
  position: z.optional(integer(1)),
  agentId: z.optional(idSchema),
  agentName: z.optional(labelSchema),
  customer: z.optional(consoleCustomerSchema),
  locale: localeSchema,
  /** No agent was online when it was queued: the shopper was offered to leave a message. */
  leftMessage: z.optional(z.boolean()),
  /** The shopper's latest message, shortened. */
  preview: z.optional(labelSchema),
  /** No tab of the shopper is connected, on any server process. */
  shopperOffline: z.optional(z.boolean()),
});

/**
 * What the conversation is about, from the agent graph's dialogue state: the products in focus (catalog names, most
 * recent last), the order in focus (the one a waiting workflow is about, else the one last discussed) with its items,
 * what the shopper told us they want, and their last request in their words (personal data masked).
 */
export const conversationFocusSchema = z.strictObject({
  products: z.array(labelSchema).check(z.maxLength(10)),
  orderId: z.optional(idSchema),
  orderItems: z.optional(z.array(labelSchema).check(z.maxLength(10))),
  /** Budget, type, options, likes: label (`price`, `type`, `option`, `tags`) and value. */
  told: z.array(z.strictObject({ label: labelSchema, value: labelSchema })).check(z.maxLength(10)),
  lastRequest: z.optional(z.strictObject({ type: text(64, 1), text: labelSchema })),
});

/** What an agent needs before taking over (seed 002's escalation card). */
export const escalationCardSchema = z.strictObject({
  threadId: idSchema,
  siteId: idSchema,
  mode: z.enum(['ai', ...HANDED_OFF_MODES]),
  reason: z.optional(handoffReasonSchema),
  queuedAt: z.optional(epochMsSchema),
  agentName: z.optional(labelSchema),
  customer: consoleCustomerSchema,
  locale: localeSchema,
  /** What the shopper asked for so far, oldest first. */
  intents: z.array(z.strictObject({ type: text(64, 1), text: labelSchema })).check(z.maxLength(40)),
  /** Products, orders, colours... named in the conversation. */
  entities: z.array(z.strictObject({ label: labelSchema, value: labelSchema })).check(z.maxLength(40)),
  /** The workflow waiting on the shopper, and its prompt. */
  workflow: z.optional(workflowProgressSchema),
  pendingInterrupt: z.optional(interruptSchema),
  /** The request handed over with the conversation, written up: what to do, on which order, and why the assistant could not. */
  request: z.optional(writtenRequestSchema),
  /** The last messages of the conversation, oldest first. */
  lastMessages: z.array(messageSchema).check(z.maxLength(20)),
  /** What is in focus, from the dialogue state; absent for an assistant that keeps none. */
  focus: z.optional(conversationFocusSchema),
});

/** Most stored events `thread:open` returns. */
export const CONSOLE_HISTORY_LIMIT = 200;

const failure = z.strictObject({ ok: z.literal(false), error: kefuErrorSchema });
const withFailure = <T extends z.ZodMiniObject>(success: T) => z.discriminatedUnion('ok', [success, failure]);
const threadRef = z.strictObject({ threadId: idSchema });

/** `queue:list` — the queue as it stands, and who is signed in. */
export const queueListSchema = z.strictObject({});
/** The ack of `queue:list`. */
export const queueListAckSchema = withFailure(
  z.strictObject({ ok: z.literal(true), agent: consoleAgentSchema, queue: z.array(queueEntrySchema), agentsOnline: integer(0), serverTime: epochMsSchema }),
);

/** `thread:open` — read a thread: its card and history, personal data masked; its live events follow as `thread:event`. */
export const threadOpenSchema = threadRef;
/** The ack of `thread:open`. */
export const threadOpenAckSchema = withFailure(
  z.strictObject({
    ok: z.literal(true),
    card: escalationCardSchema,
    events: z.array(threadEventSchema).check(z.maxLength(CONSOLE_HISTORY_LIMIT)),
    lastSeq: integer(0),
    /** Seqs of the events shown with personal data masked: each can be asked for with `thread:reveal`. */
    masked: z.array(seqSchema).check(z.maxLength(CONSOLE_HISTORY_LIMIT)),
  }),
);

/** `thread:claim` — take a queued thread; of several agents at once, exactly one wins (`CONFLICT` for the rest). */
export const threadClaimSchema = threadRef;
/** The ack of `thread:claim`. */
export const threadClaimAckSchema = withFailure(z.strictObject({ ok: z.literal(true), card: escalationCardSchema }));

/** `thread:reply` — the holding agent writes to the shopper. */
export const threadReplySchema = z.strictObject({ threadId: idSchema, clientMsgId: clientMsgIdSchema, text: nonEmptyUserTextSchema });
/** The ack of `thread:reply`. */
export const threadReplyAckSchema = withFailure(z.strictObject({ ok: z.literal(true), seq: integer(1) }));

/** `thread:answer` — the holding agent answers (or cancels) the open workflow prompt for the customer. */
export const threadAnswerSchema = z.strictObject({ threadId: idSchema, reply: interruptReplySchema });

/** `thread:release` — hand the thread back to the assistant. */
export const threadReleaseSchema = threadRef;

/** `thread:typing` — the holding agent started or stopped typing; the shopper sees "… is typing" (rate-limited, not stored). */
export const agentTypingSendSchema = z.strictObject({ threadId: idSchema, active: z.boolean() });

/** `thread:reveal` — the clear text of one masked event, for the asking agent only; every reveal is audited. */
export const threadRevealSchema = z.strictObject({ threadId: idSchema, seq: seqSchema });
/** The ack of `thread:reveal`: the stored event as the shopper saw it. */
export const threadRevealAckSchema = withFailure(z.strictObject({ ok: z.literal(true), event: threadEventSchema }));

/** The ack of events that only succeed or fail. */
export const consoleSimpleAckSchema = withFailure(z.strictObject({ ok: z.literal(true) }));

/** `queue:updated` — the whole queue after any change, on every process. */
export const queueUpdatedSchema = z.strictObject({ queue: z.array(queueEntrySchema), agentsOnline: integer(0), at: epochMsSchema });

/** `thread:event` — a stored event of a handed-off thread, live, personal data masked. */
export const threadEventNoticeSchema = z.strictObject({
  threadId: idSchema,
  event: threadEventSchema,
  /** Personal data in the event is masked: `thread:reveal` shows it. */
  masked: z.optional(z.literal(true)),
});

/** `thread:typing` — the shopper of a handed-off thread started or stopped typing (not stored). */
export const threadTypingNoticeSchema = z.strictObject({ threadId: idSchema, active: z.boolean(), at: epochMsSchema });

/** Every console→server event: its payload schema and its ack schema. */
export const consoleToServer = {
  'queue:list': { payload: queueListSchema, ack: queueListAckSchema },
  'thread:open': { payload: threadOpenSchema, ack: threadOpenAckSchema },
  'thread:claim': { payload: threadClaimSchema, ack: threadClaimAckSchema },
  'thread:reply': { payload: threadReplySchema, ack: threadReplyAckSchema },
  'thread:answer': { payload: threadAnswerSchema, ack: consoleSimpleAckSchema },
  'thread:release': { payload: threadReleaseSchema, ack: consoleSimpleAckSchema },
  'thread:reveal': { payload: threadRevealSchema, ack: threadRevealAckSchema },
  'thread:typing': { payload: agentTypingSendSchema, ack: consoleSimpleAckSchema },
} as const;

/** Every server→console event and its payload schema. */
export const serverToConsole = {
  'queue:updated': queueUpdatedSchema,
  'thread:event': threadEventNoticeSchema,
  'thread:typing': threadTypingNoticeSchema,
} as const;

/** Names of console→server events. */
export type ConsoleEventName = keyof typeof consoleToServer;
/** The payload type of a console→server event. */
export type ConsolePayload<E extends ConsoleEventName> = z.infer<(typeof consoleToServer)[E]['payload']>;
/** The ack type of a console→server event. */
export type ConsoleAck<E extends ConsoleEventName> = z.infer<(typeof consoleToServer)[E]['ack']>;
/** The payload type of a server→console event. */
export type ConsoleNoticePayload<E extends keyof typeof serverToConsole> = z.infer<(typeof serverToConsole)[E]>;

/** Socket.IO's console→server interface; the ack is the trailing callback. */
export type ConsoleToServerEvents = {
  [E in ConsoleEventName]: (payload: ConsolePayload<E>, ack: (response: ConsoleAck<E>) => void) => void;
};
/** Socket.IO's server→console interface. */
export type ServerToConsoleEvents = {
  [E in keyof typeof serverToConsole]: (payload: ConsoleNoticePayload<E>) => void;
};

export type ConsoleAgent = z.infer<typeof consoleAgentSchema>;
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;
export type QueueEntry = z.infer<typeof queueEntrySchema>;
export type EscalationCard = z.infer<typeof escalationCardSchema>;
export type QueueUpdated = z.infer<typeof queueUpdatedSchema>;
export type ThreadEventNotice = z.infer<typeof threadEventNoticeSchema>;
export type ThreadTypingNotice = z.infer<typeof threadTypingNoticeSchema>;

/** Whether `name` is a console→server event. */
export function isConsoleEventName(name: unknown): name is ConsoleEventName {
  return typeof name === 'string' && Object.hasOwn(consoleToServer, name);
}

/** Validates a console→server payload: the typed data, or a typed error (same rules as `parseEvent`). */
export function parseConsoleEvent<E extends ConsoleEventName>(
  name: E,
  payload: unknown,
): { ok: true; data: ConsolePayload<E> } | { ok: false; error: KefuError };
export function parseConsoleEvent(name: string, payload: unknown): { ok: true; data: unknown } | { ok: false; error: KefuError };
export function parseConsoleEvent(name: string, payload: unknown): { ok: true; data: unknown } | { ok: false; error: KefuError } {
  if (!isConsoleEventName(name)) return { ok: false, error: kefuError('UNKNOWN_EVENT', `unknown event "${String(name).slice(0, 64)}"`) };
  let size: number;
  try {
    size = new TextEncoder().encode(JSON.stringify(payload) ?? '').length;
  } catch {
    size = Number.POSITIVE_INFINITY;
  }
  if (size > LIMITS.maxPayloadBytes)
    return { ok: false, error: kefuError('TOO_LARGE', `payload of ${size} bytes exceeds ${LIMITS.maxPayloadBytes}`, { event: name }) };
  if (hasForbiddenKey(payload, 0)) return { ok: false, error: kefuError('BAD_PAYLOAD', 'forbidden key or nesting too deep', { event: name }) };
  const parsed = consoleToServer[name].payload.safeParse(payload);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const tooBig = parsed.error.issues.some((candidate) => candidate.code === 'too_big' && candidate.origin !== 'number');
  const message = `${path || 'payload'}: ${issue?.message ?? 'invalid'}`.slice(0, 300);
  return { ok: false, error: kefuError(tooBig ? 'TOO_LARGE' : 'BAD_PAYLOAD', message, { event: name, ...(path ? { path: path.slice(0, 200) } : {}) }) };
}

// Zod strips `__proto__` silently; a payload carrying one is hostile, so refuse it outright.
function hasForbiddenKey(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= LIMITS.maxDepth) return true;
  return Object.keys(value).some(
    (key) => (FORBIDDEN_KEYS as readonly string[]).includes(key) || hasForbiddenKey((value as Record<string, unknown>)[key], depth + 1),
  );
}
