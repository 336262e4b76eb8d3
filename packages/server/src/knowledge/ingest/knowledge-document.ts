import { z } from 'zod';
import { LIMITS, LOCALES } from '@kefu/protocol';
import { FACT_FOCUSES } from '../answer/fact-focus.js';

const id = z
  .string()
  .min(1)
  .max(LIMITS.maxIdLength)
  .regex(/^[\w.:-]+$/, 'letters, digits, _ . : - only');

/** Schema of an article as imported: the front matter of a Markdown file, or one JSON object. */
export const knowledgeDocumentSchema = z.strictObject({
  id,
  title: z.string().trim().min(1).max(LIMITS.maxLabelLength),
  locale: z.enum(LOCALES),
  body: z.string().trim().min(1, 'the article has no text').max(200_000),
  /** The owning shop; absent for a parent article every shop sees. */
  shop: id.optional(),
  inheritKey: z.string().min(1).max(200).optional(),
  /** Only meaningful on a parent (seed 003). */
  allowChildOverride: z.boolean().default(false),
  url: z
    .string()
    .max(LIMITS.maxUrlLength)
    .regex(/^(https?:\/\/|\/(?!\/))/i, 'must be an http(s) URL or a site-relative path')
    .optional(),
  tags: z.array(z.string().min(1).max(64)).max(32).default([]),
  /** One line per kind of question the article answers up front (`duration`, `cost`, `coverage`, `time`). */
  facts: z.partialRecord(z.enum(FACT_FOCUSES), z.string().trim().min(1).max(300)).optional(),
});

/** An article ready to be chunked. */
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;
