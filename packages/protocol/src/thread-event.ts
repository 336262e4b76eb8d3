import * as z from 'zod/mini';
import { epochMsSchema, httpUrlSchema, idSchema, integer, labelSchema, seqSchema, userTextSchema } from './primitives.js';
import { messageSchema } from './message.js';
import { INTERRUPT_CLOSE_REASONS, interruptSchema } from './interrupts.js';
import { handoffReasonSchema, handoffStateSchema } from './handoff.js';
import { writtenRequestSchema } from './written-request.js';
import { filePartSchema } from './parts.js';
import { LIMITS } from './limits.js';

/** `message:done` — a stored message (the shopper's own too, so every tab and a reload see it). */
export const messageDoneSchema = z.strictObject({ seq: seqSchema, message: messageSchema });

/** `interrupt:open` — a workflow asks for something. */
export const interruptOpenSchema = z.strictObject({ seq: seqSchema, interrupt: interruptSchema });

/** `interrupt:closed` — a prompt was answered, expired or cancelled. */
export const interruptClosedSchema = z.strictObject({
  seq: seqSchema,
  interruptId: idSchema,
  reason: z.enum(INTERRUPT_CLOSE_REASONS),
  /** What the shopper answered, in words ("质量问题", "Confirmed"), so the transcript keeps it across reloads. Optional: older servers omit it. */
  answer: z.optional(userTextSchema),
  /** The photos an upload answer named (a photo step), checked to be the thread's own, so the agent sees them. Optional: older servers omit it. */
  files: z.optional(z.array(filePartSchema).check(z.minLength(1), z.maxLength(LIMITS.maxUploadFiles))),
});

/** `handoff` — the conversation moves between the assistant and a human. */
export const handoffEventSchema = z.strictObject({
  seq: seqSchema,
  state: handoffStateSchema,
  reason: handoffReasonSchema,
  queuePosition: z.optional(integer(1)),
  agentName: z.optional(labelSchema),
  /** The agent's picture (KEFU_AGENTS' `avatarUrl`), with `agentName`. Optional: older servers omit it. */
  agentAvatarUrl: z.optional(httpUrlSchema),
  /** The request the human is to take over, written up (a cancellation the shop could not make itself). */
  request: z.optional(writtenRequestSchema),
  at: epochMsSchema,
});

/** A stored server→client event as replayed: the event name and its payload. */
export const threadEventSchema = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('message:done'), data: messageDoneSchema }),
  z.strictObject({ event: z.literal('interrupt:open'), data: interruptOpenSchema }),
  z.strictObject({ event: z.literal('interrupt:closed'), data: interruptClosedSchema }),
  z.strictObject({ event: z.literal('handoff'), data: handoffEventSchema }),
]);

export type MessageDone = z.infer<typeof messageDoneSchema>;
export type InterruptOpen = z.infer<typeof interruptOpenSchema>;
export type InterruptClosed = z.infer<typeof interruptClosedSchema>;
export type HandoffEvent = z.infer<typeof handoffEventSchema>;
/** A stored, replayable event. */
export type ThreadEvent = z.infer<typeof threadEventSchema>;
/** The names of stored events. */
export type ThreadEventName = ThreadEvent['event'];
