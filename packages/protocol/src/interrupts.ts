import * as z from 'zod/mini';
import { LIMITS } from './limits.js';
import { epochMsSchema, httpUrlSchema, idSchema, integer, labelSchema, nonEmptyUserTextSchema, safeRecord, text, userTextSchema } from './primitives.js';
import { uploadIdSchema, WORKFLOW_NAMES } from './parts.js';

/** The kinds of typed prompt a workflow can open. */
export const INTERRUPT_KINDS = ['text', 'choice', 'confirm', 'form', 'upload'] as const;
/** One of {@link INTERRUPT_KINDS}. */
export type InterruptKind = (typeof INTERRUPT_KINDS)[number];

/** The input types a form field can ask for. */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'tel', 'email', 'date', 'select'] as const;

const optionSchema = z.strictObject({ value: labelSchema, label: labelSchema, description: z.optional(labelSchema) });

/** A form field with the validation hints the widget checks inline (the server checks again). */
export const formFieldSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-zA-Z]\w*$/)),
  label: labelSchema,
  type: z.enum(FIELD_TYPES),
  required: z.optional(z.boolean()),
  placeholder: z.optional(labelSchema),
  hint: z.optional(labelSchema),
  /** A regular expression (without slashes) the whole value must match. */
  pattern: z.optional(text(200)),
  minLength: z.optional(integer(0, LIMITS.maxTextLength)),
  maxLength: z.optional(integer(1, LIMITS.maxTextLength)),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  options: z.optional(z.array(optionSchema).check(z.maxLength(LIMITS.maxChoiceOptions))),
  defaultValue: z.optional(labelSchema),
});
/** A form field. */
export type FormField = z.infer<typeof formFieldSchema>;

/** One button of a choice prompt. */
export const choiceOptionSchema = optionSchema;
/** One button of a choice prompt. */
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** Where a prompt sits in its workflow, for "退货 · 第 2/4 步". */
export const workflowProgressSchema = z
  .strictObject({ name: z.enum(WORKFLOW_NAMES), title: labelSchema, step: integer(1, 20), of: integer(1, 20) })
  .check(z.refine((progress) => progress.step <= progress.of, { message: 'step must not exceed of', path: ['step'] }));
/** Where a prompt sits in its workflow. */
export type WorkflowProgress = z.infer<typeof workflowProgressSchema>;

const promptFields = {
  interruptId: idSchema,
  prompt: text(2000, 1),
  /** Shown under the prompt after an invalid answer. */
  error: z.optional(labelSchema),
  expiresAt: epochMsSchema,
  workflow: z.optional(workflowProgressSchema),
};
const choiceOptions = z.array(choiceOptionSchema).check(z.minLength(1), z.maxLength(LIMITS.maxChoiceOptions));
const summaryRows = z.array(z.strictObject({ label: labelSchema, value: labelSchema })).check(z.minLength(1), z.maxLength(LIMITS.maxRows));
const formFields = z.array(formFieldSchema).check(z.minLength(1), z.maxLength(LIMITS.maxFormFields));
// Each kind names the other kinds' fields as never present: code may read `prompt.options` on any prompt
// (undefined unless it is a choice), and narrowing by `kind` gives exactly that kind's fields.
const absent = z.optional(z.never());

/**
 * A typed prompt as the server opens it, discriminated by `kind`: a `choice` has `options`, a `confirm` the
 * `summary` of exactly what will be submitted, a `form` its `fields`, an `upload` may be `skippable`, and no
 * prompt carries another kind's fields.
 */
export const interruptSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...promptFields, kind: z.literal('text'), options: absent, summary: absent, fields: absent, skippable: absent }),
  z.strictObject({ ...promptFields, kind: z.literal('choice'), options: choiceOptions, summary: absent, fields: absent, skippable: absent }),
  z.strictObject({ ...promptFields, kind: z.literal('confirm'), summary: summaryRows, options: absent, fields: absent, skippable: absent }),
  z.strictObject({ ...promptFields, kind: z.literal('form'), fields: formFields, options: absent, summary: absent, skippable: absent }),
  z.strictObject({ ...promptFields, kind: z.literal('upload'), skippable: z.optional(z.boolean()), options: absent, summary: absent, fields: absent }),
]);
/** A typed prompt. */
export type Interrupt = z.infer<typeof interruptSchema>;

// A file given by link (protocol 2.0) or uploaded to the server (`uploadId`, which must belong to the same thread).
const uploadedFileSchema = z
  .strictObject({ url: z.optional(httpUrlSchema), uploadId: z.optional(uploadIdSchema), name: z.optional(labelSchema) })
  .check(z.refine((file) => (file.url === undefined) !== (file.uploadId === undefined), { message: 'give either url or uploadId', path: ['uploadId'] }));

/** How the shopper answers a prompt, discriminated by `action`. */
export const interruptReplySchema = z.discriminatedUnion('action', [
  // text and choice
  z.strictObject({ interruptId: idSchema, action: z.literal('answer'), value: nonEmptyUserTextSchema }),
  // form
  z.strictObject({ interruptId: idSchema, action: z.literal('submit'), values: safeRecord(userTextSchema, LIMITS.maxFormFields) }),
  // confirm
  z.strictObject({ interruptId: idSchema, action: z.literal('approve') }),
  z.strictObject({ interruptId: idSchema, action: z.literal('reject'), reason: z.optional(userTextSchema) }),
  // upload
  z.strictObject({
    interruptId: idSchema,
    action: z.literal('upload'),
    files: z.array(uploadedFileSchema).check(z.minLength(1), z.maxLength(LIMITS.maxUploadFiles)),
  }),
  z.strictObject({ interruptId: idSchema, action: z.literal('skip') }),
  // any kind: end the workflow
  z.strictObject({ interruptId: idSchema, action: z.literal('cancel') }),
]);
/** An answer to a prompt. */
export type InterruptReply = z.infer<typeof interruptReplySchema>;

/**
 * Why a prompt closed. `switched` (protocol 2.1): the shopper asked for something else and the workflow gave way to
 * it; clients that said 2.0 in their hello receive it as `cancelled` (see {@link closeReasonFor}).
 */
export const INTERRUPT_CLOSE_REASONS = ['answered', 'expired', 'cancelled', 'switched'] as const;
/** One of {@link INTERRUPT_CLOSE_REASONS}. */
export type InterruptCloseReason = (typeof INTERRUPT_CLOSE_REASONS)[number];

/** The closing reason as a client speaking `protocolVersion` knows it: reasons newer than its minor read as `cancelled`. */
export function closeReasonFor(reason: InterruptCloseReason, protocolVersion: string | undefined): InterruptCloseReason {
  const minor = Number(/^\d{1,3}\.(\d{1,3})$/.exec(protocolVersion ?? '')?.[1] ?? 0);
  return reason === 'switched' && minor < 1 ? 'cancelled' : reason;
}
