import type { MessagePart, QuickRepliesPart } from '@kefu/protocol';

/** The most chips the protocol allows in one quick-replies part. */
const MAX_REPLIES = 8;

/**
 * The parts of one message with its quick replies as a single row, each reply once: a turn's answers may each offer
 * chips (a parcel chased offers "转人工", and so may the escalation's offer beside it), and the widget would show two
 * rows with the same button. The row sits where the last one did; the first reply with a text keeps its label.
 */
export function oneQuickReplies(parts: readonly MessagePart[]): MessagePart[] {
  const rows = parts.filter((part): part is QuickRepliesPart => part.type === 'quick_replies');
  if (rows.length < 2) return [...parts];
  const seen = new Set<string>();
  const replies = rows.flatMap((row) => row.replies).filter((reply) => !seen.has(reply.text) && seen.add(reply.text));
  const last = parts.lastIndexOf(rows.at(-1)!);
  const row: QuickRepliesPart = { type: 'quick_replies', replies: replies.slice(0, MAX_REPLIES) };
  return parts.flatMap((part, index): MessagePart[] => (part.type !== 'quick_replies' ? [part] : index === last ? [row] : []));
}
