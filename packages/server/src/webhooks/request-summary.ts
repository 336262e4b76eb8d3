import { REQUEST_KIND_OF, type WritingWorkflow } from '../workflows/request-kind.js';

/** A receipt as a request of the REST API and of `request.created`: its kind as the commerce contract names it (`cancel_order` → `cancel`). */
export function requestOf(seq: number, part: { kind: string; receiptId: string; title: string; fields: Array<{ label: string; value: string }> }) {
  const kind = REQUEST_KIND_OF[part.kind as WritingWorkflow] ?? part.kind;
  return { seq, kind, requestId: part.receiptId, title: part.title, fields: part.fields };
}
