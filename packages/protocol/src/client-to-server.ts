import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { kefuErrorSchema } from './error-codes.js';
import {
  clientMsgIdSchema,
  epochMsSchema,
  httpUrlSchema,
  idSchema,
  integer,
  labelSchema,
  localeSchema,
  nonEmptyUserTextSchema,
  seqSchema,
  text,
  userTextSchema,
} from './primitives.js';
import { messageContextSchema } from './message.js';
import { uploadIdSchema } from './parts.js';
import { interruptReplySchema, interruptSchema } from './interrupts.js';
import { threadEventSchema } from './thread-event.js';
import { handoffStateSchema } from './handoff.js';
import { availabilityAckSchema, availabilityGetSchema, availabilitySchema, emailSchema, ticketCreateAckSchema, ticketCreateSchema } from './availability.js';

const failure = z.strictObject({ ok: z.literal(false), error: kefuErrorSchema });
const withFailure = <T extends z.ZodMiniObject>(success: T) => z.discriminatedUnion('ok', [success, failure]);

/** The secret that resumes a guest thread: issued once, in the ack of the hello that opened it. */
export const resumeTokenSchema = z.string().check(z.minLength(16), z.maxLength(128), z.regex(/^[\w-]+$/, 'letters, digits, _ - only'));

/** `session:hello` — opens or resumes a thread. */
export const helloSchema = z.strictObject({
  protocolVersion: text(16),
  siteKey: idSchema,
  threadId: z.optional(idSchema),
  /** The `resumeToken` the thread was opened with; a guest thread resumes only with it (without it: a new thread). */
  resumeToken: z.optional(resumeTokenSchema),
  /** The highest seq this client has rendered; the ack replays everything after it. */
  lastSeq: z.optional(integer(0)),
  /** A JWT signed by the merchant's backend that names the signed-in customer. */
  identity: z.optional(text(LIMITS.maxTokenLength, 1)),
  locale: localeSchema,
  page: z.optional(z.strictObject({ url: z.optional(httpUrlSchema), title: z.optional(labelSchema) })),
});

/** The ack of `session:hello`. */
export const helloAckSchema = withFailure(
  z.strictObject({
    ok: z.literal(true),
    protocolVersion: text(16),
    threadId: idSchema,
    /** Only when the hello opened a new thread: keep it beside `threadId` and send it back to resume. */
    resumeToken: z.optional(resumeTokenSchema),
    /** The server's clock, so the widget can correct countdowns for skew. */
    serverTime: epochMsSchema,
    resumed: z.boolean(),
    /** Every stored event after `lastSeq`, in order. */
    replay: z.array(threadEventSchema).check(z.maxLength(LIMITS.maxReplayEvents)),
    /** True when more than `maxReplayEvents` were missed and only the newest are replayed. */
    truncated: z.boolean(),
    lastSeq: integer(0),
    pendingInterrupt: z.optional(interruptSchema),
    handoff: z.optional(handoffStateSchema),
    /** The verified customer's id, when an identity token was accepted. */
    customerId: z.optional(idSchema),
    /** Whether people answer now (office hours, agents online). Optional: older servers omit it. */
    availability: z.optional(availabilitySchema),
  }),
);

/** `message:send` — the shopper writes. */
export const messageSendSchema = z.strictObject({
  /** Idempotency key: a retry with the same id is acknowledged again, never processed twice. */
  clientMsgId: clientMsgIdSchema,
  text: nonEmptyUserTextSchema,
  context: z.optional(messageContextSchema),
  /** Files uploaded to this thread (`POST /kefu-uploads`) that the message carries. */
  attachments: z.optional(z.array(uploadIdSchema).check(z.minLength(1), z.maxLength(LIMITS.maxUploadFiles))),
});

/** The ack of `message:send`. */
export const messageSendAckSchema = withFailure(z.strictObject({ ok: z.literal(true), seq: seqSchema, duplicate: z.boolean() }));

/** `interrupt:reply` — the shopper answers a prompt. */
export const interruptReplyEventSchema = interruptReplySchema;

/** `conversation:cancel` — end the running workflow or turn. */
export const conversationCancelSchema = z.strictObject({ reason: z.optional(userTextSchema) });

/** `typing` — the shopper is (or stopped) typing. */
export const typingSchema = z.strictObject({ active: z.boolean() });

/** `feedback` — a rating after a conversation or of one answer. */
export const feedbackSchema = z.strictObject({
  rating: integer(1, 5),
  comment: z.optional(text(LIMITS.maxCommentLength)),
  /** The answer being rated, if one. */
  seq: z.optional(seqSchema),
});

/** Longest transcript file `transcript:download` returns, in characters (the newest events are kept within it). */
export const MAX_TRANSCRIPT_FILE_LENGTH = 1_000_000;

/** `transcript:email` — mail this conversation's transcript (personal data masked) to the shopper's address. */
export const transcriptEmailSchema = z.strictObject({
  email: emailSchema,
});

/** `transcript:download` — this conversation's transcript as a file, for the shopper holding it. */
export const transcriptDownloadSchema = z.strictObject({ format: z.enum(['text', 'html']) });
/** The ack of `transcript:download`: the file's name, type and content. */
export const transcriptDownloadAckSchema = withFailure(
  z.strictObject({
    ok: z.literal(true),
    filename: text(120, 1),
    mimeType: z.enum(['text/plain;charset=utf-8', 'text/html;charset=utf-8']),
    content: text(MAX_TRANSCRIPT_FILE_LENGTH),
  }),
);

/** The ack of events that only succeed or fail. */
export const simpleAckSchema = withFailure(z.strictObject({ ok: z.literal(true) }));

/** Every client→server event: its payload schema and its ack schema. */
export const clientToServer = {
  'session:hello': { payload: helloSchema, ack: helloAckSchema },
  'message:send': { payload: messageSendSchema, ack: messageSendAckSchema },
  'interrupt:reply': { payload: interruptReplyEventSchema, ack: simpleAckSchema },
  'conversation:cancel': { payload: conversationCancelSchema, ack: simpleAckSchema },
  typing: { payload: typingSchema, ack: simpleAckSchema },
  feedback: { payload: feedbackSchema, ack: simpleAckSchema },
  'availability:get': { payload: availabilityGetSchema, ack: availabilityAckSchema },
  'ticket:create': { payload: ticketCreateSchema, ack: ticketCreateAckSchema },
  'transcript:email': { payload: transcriptEmailSchema, ack: simpleAckSchema },
  'transcript:download': { payload: transcriptDownloadSchema, ack: transcriptDownloadAckSchema },
} as const;

export type Hello = z.infer<typeof helloSchema>;
export type HelloAck = z.infer<typeof helloAckSchema>;
export type MessageSend = z.infer<typeof messageSendSchema>;
export type MessageSendAck = z.infer<typeof messageSendAckSchema>;
export type ConversationCancel = z.infer<typeof conversationCancelSchema>;
export type Typing = z.infer<typeof typingSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;
export type SimpleAck = z.infer<typeof simpleAckSchema>;
export type TranscriptEmail = z.infer<typeof transcriptEmailSchema>;
export type TranscriptDownload = z.infer<typeof transcriptDownloadSchema>;
