import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { clientMsgIdSchema, epochMsSchema, httpUrlSchema, idSchema, labelSchema, text } from './primitives.js';
import { messagePartSchema } from './parts.js';

/** Who wrote a message: the shopper, the AI assistant, a human agent, or the system. */
export const MESSAGE_ROLES = ['user', 'assistant', 'agent', 'system'] as const;
/** One of {@link MESSAGE_ROLES}. */
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** What the shopper was looking at when writing, e.g. the product page. */
export const messageContextSchema = z.strictObject({
  productId: z.optional(idSchema),
  orderId: z.optional(idSchema),
  pageUrl: z.optional(httpUrlSchema),
  pageTitle: z.optional(labelSchema),
});
/** What the shopper was looking at when writing. */
export type MessageContext = z.infer<typeof messageContextSchema>;

/** A stored message, as every client renders it. */
export const messageSchema = z.strictObject({
  messageId: idSchema,
  role: z.enum(MESSAGE_ROLES),
  text: text(LIMITS.maxAnswerLength),
  parts: z.optional(z.array(messagePartSchema).check(z.maxLength(LIMITS.maxPartsPerMessage))),
  /** Human agent's display name, for `role: 'agent'`. */
  author: z.optional(labelSchema),
  /** The human agent's picture (KEFU_AGENTS' `avatarUrl`), for `role: 'agent'`. Optional: older servers omit it. */
  avatarUrl: z.optional(httpUrlSchema),
  /** The answer closes the conversation (a reply to thanks or goodbye): the widget offers a rating. Optional: older servers omit it. */
  endsConversation: z.optional(z.literal(true)),
  /** The shopper's idempotency key, echoed on their own messages. */
  clientMsgId: z.optional(clientMsgIdSchema),
  context: z.optional(messageContextSchema),
  createdAt: epochMsSchema,
});
/** A stored message. */
export type Message = z.infer<typeof messageSchema>;
