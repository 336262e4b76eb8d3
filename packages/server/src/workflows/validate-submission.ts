import { kefuError, type KefuError } from '@kefu/protocol';
import { WRITE_TOOL_SPECS } from '../agent/tools/tool-schemas.js';
import type { WritingWorkflow } from './request-kind.js';

/** What a write tool may receive besides the order: checked values, or why they are refused. */
export type CheckedSubmission = { ok: true; details: Record<string, string | string[]> } | { ok: false; error: KefuError };

/** Checks a workflow's submission against its write tool's schema, right before the write. */
export function validateSubmission(kind: WritingWorkflow, orderId: string, details: Record<string, string | string[]>): CheckedSubmission {
  const { name, schema } = WRITE_TOOL_SPECS[kind];
  const parsed = schema.safeParse({ orderId, ...details });
  if (parsed.success) {
    const { orderId: _order, ...checked } = parsed.data as Record<string, string | string[]>;
    return { ok: true, details: checked };
  }
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: kefuError('BAD_PAYLOAD', `${name}: ${issue.message}`, { path: issue.path.join('.').slice(0, 200) }) };
}
