import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { idSchema, labelSchema, text } from './primitives.js';
import { WORKFLOW_NAMES } from './parts.js';

/**
 * A request handed to a human written up, so the agent need not ask again: the workflow, the order, why the
 * assistant could not complete it (the order already shipped, the shop's system does not take such requests), and
 * the details as the shopper gave them.
 */
export const writtenRequestSchema = z.strictObject({
  workflow: z.enum(WORKFLOW_NAMES),
  orderId: idSchema,
  why: z.optional(text(2000)),
  rows: z.array(z.strictObject({ label: labelSchema, value: labelSchema })).check(z.maxLength(LIMITS.maxRows)),
});
/** A request handed to a human written up. */
export type WrittenRequest = z.infer<typeof writtenRequestSchema>;
