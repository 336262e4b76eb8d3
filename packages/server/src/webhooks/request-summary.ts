/** A receipt as a request of the REST API and of `request.created`. */
export function requestOf(seq: number, part: { kind: string; receiptId: string; title: string; fields: Array<{ label: string; value: string }> }) {
  return { seq, kind: part.kind, requestId: part.receiptId, title: part.title, fields: part.fields };
}
