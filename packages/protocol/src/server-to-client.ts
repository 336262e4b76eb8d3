import * as z from 'zod/mini';
import { kefuErrorSchema } from './error-codes.js';
import { httpUrlSchema, idSchema, integer, labelSchema, text } from './primitives.js';
import { AGENT_STATES } from './handoff.js';
import { handoffEventSchema, interruptClosedSchema, interruptOpenSchema, messageDoneSchema } from './thread-event.js';

/** `message:delta` — a streamed piece of an answer still being written; not stored. */
export const messageDeltaSchema = z.strictObject({ messageId: idSchema, index: integer(0), text: text(4000) });

/** `agent:status` — what the assistant is doing; not stored. */
export const agentStatusSchema = z.strictObject({ state: z.enum(AGENT_STATES), detail: z.optional(text(200)) });

/** `agent:typing` — the person holding the conversation started or stopped typing in the console; not stored. */
export const agentTypingSchema = z.strictObject({ active: z.boolean(), agentName: z.optional(labelSchema), agentAvatarUrl: z.optional(httpUrlSchema) });

/** `error` — a typed error not tied to an ack (e.g. a turn that failed). */
export const errorEventSchema = kefuErrorSchema;

/** Every server→client event and its payload schema. */
export const serverToClient = {
  'message:delta': messageDeltaSchema,
  'message:done': messageDoneSchema,
  'interrupt:open': interruptOpenSchema,
  'interrupt:closed': interruptClosedSchema,
  'agent:status': agentStatusSchema,
  handoff: handoffEventSchema,
  'agent:typing': agentTypingSchema,
  error: errorEventSchema,
} as const;

export type MessageDelta = z.infer<typeof messageDeltaSchema>;
export type AgentStatus = z.infer<typeof agentStatusSchema>;
export type AgentTyping = z.infer<typeof agentTypingSchema>;
