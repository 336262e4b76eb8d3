import { kefuError, type KefuError } from '@kefu/protocol';
import { WRITE_TOOL_SPECS } from '../agent/tools/tool-schemas.js';
import type { WritingWorkflow } from './request-kind.js';
import { visibleText } from './visible-text.js';

/** What a write tool may receive besides the order: checked values, or why they are refused. */
export type CheckedSubmission = { ok: true; details: Record<string, string | string[]> } | { ok: false; error: KefuError };

/** Checks a workflow's submission against its write tool's schema, right before the write, its text without characters that reorder or hide it. */
export function validateSubmission(kind: WritingWorkflow, orderId: string, details: Record<string, string | string[]>): CheckedSubmission {
  const { name, schema } = WRITE_TOOL_SPECS[kind];
  // Whatever the shopper typed goes on to the merchant's desk as it reads: no override reverses an address or a note.
  const visible = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, Array.isArray(value) ? value.map(visibleText) : visibleText(value)]));
  const parsed = schema.safeParse({ orderId, ...visible });
  if (parsed.success) {
    const { orderId: _order, ...checked } = parsed.data as Record<string, string | string[]>;
    return { ok: true, details: checked };
  }
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: kefuError('BAD_PAYLOAD', `${name}: ${issue.message}`, { path: issue.path.join('.').slice(0, 200) }) };
}
