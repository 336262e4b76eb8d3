import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { fieldPath, readStructuredFile } from '../shop/structured-file.js';

/** The file in a shop folder that holds the agents' canned replies. */
export const CANNED_REPLIES_FILE = 'canned-replies.yaml';

/**
 * What a canned reply can fill in from the open conversation, in the console: the customer's name, the agent's, the
 * order in focus, the product in focus, and the shop's name (in the conversation's language). The short forms
 * (`{{customer}}`, `{{order}}`…) are the first files' spelling and mean the same.
 */
export const CANNED_REPLY_VARIABLES = [
  'customer.name',
  'customer.id',
  'agent.name',
  'order.id',
  'product.name',
  'shop.name',
  'customer',
  'agent',
  'order',
  'product',
] as const;

const VARIABLE = /\{\{\s*([^}]*?)\s*\}\}/g;
const localized = z.union([
  z.string().min(1).max(2000),
  z
    .strictObject({ 'zh-CN': z.string().min(1).max(2000).optional(), en: z.string().min(1).max(2000).optional() })
    .refine((value) => value['zh-CN'] || value.en, 'give the text in zh-CN, en or both'),
]);

const cannedReplySchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'use letters, digits, - and _ (at most 64)'),
  /** The sites (KEFU_SITES siteIds) it is for; every site when absent. */
  sites: z
    .array(z.string().regex(/^[\w.:-]{1,128}$/))
    .min(1)
    .max(100)
    .optional(),
  title: localized,
  text: localized.superRefine((value, context) => {
    for (const text of typeof value === 'string' ? [value] : Object.values(value)) {
      for (const [, name] of (text ?? '').matchAll(VARIABLE)) {
        if (!(CANNED_REPLY_VARIABLES as readonly string[]).includes(name ?? ''))
          context.addIssue({
            code: 'custom',
            message: `unknown variable {{${name}}}: use ${CANNED_REPLY_VARIABLES.map((known) => `{{${known}}}`).join(', ')}`,
          });
      }
    }
  }),
});

/** One canned reply: a title and a text per locale (one string serves every locale). */
export type CannedReply = z.infer<typeof cannedReplySchema>;

/** A canned-replies file that cannot be used: names the file, the line and what is wrong. */
export class CannedRepliesError extends Error {
  override readonly name = 'CannedRepliesError';
}

/**
 * Reads a shop folder's canned replies; none when the folder has no such file. Ids must be unique; a text may use
 * only the known variables. Read once at start: a bad file stops the server naming where it is wrong.
 */
export function readCannedReplies(shopDir: string): CannedReply[] {
  const path = join(shopDir, CANNED_REPLIES_FILE);
  if (!existsSync(path)) return [];
  const { parsed, errors } = readStructuredFile(readFileSync(path, 'utf8').replace(/^\ufeff/, ''), CANNED_REPLIES_FILE, 'yaml');
  if (!parsed) throw new CannedRepliesError(errors.map((error) => `${path}${error.line ? `:${error.line}` : ''}: ${error.message}`).join('\n'));
  const result = z
    .array(cannedReplySchema)
    .max(500)
    .superRefine((replies, context) => {
      const seen = new Set<string>();
      replies.forEach((reply, index) => {
        if (seen.has(reply.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `id "${reply.id}" is used twice` });
        seen.add(reply.id);
      });
    })
    .safeParse(parsed.value ?? []);
  if (result.success) return result.data;
  throw new CannedRepliesError(
    result.error.issues
      .map((issue) => {
        const line = parsed.lineOf(issue.path);
        return `${path}${line ? `:${line}` : ''}: ${issue.path.length > 0 ? `${fieldPath(issue.path)}: ` : ''}${issue.message}`;
      })
      .join('\n'),
  );
}
