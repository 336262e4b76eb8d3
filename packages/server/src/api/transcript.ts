import type { ThreadEvent } from '@kefu/protocol';
import type { StoredFeedback } from '../stores/feedback-store.js';
import { requestOf } from '../webhooks/request-summary.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** A conversation's stored events as the REST API shows them: messages, prompts and their end, receipts, handoffs, ratings. */
export function transcriptOf(events: readonly ThreadEvent[], ratings: readonly StoredFeedback[]) {
  const messages = [];
  const prompts = new Map<string, Record<string, unknown>>();
  const receipts = [];
  const handoffs = [];
  for (const event of events) {
    if (event.event === 'message:done') {
      const { message, seq } = event.data;
      messages.push({
        seq,
        messageId: message.messageId,
        role: message.role,
        text: message.text,
        createdAt: iso(message.createdAt),
        ...(message.author ? { author: message.author } : {}),
        ...(message.parts ? { parts: message.parts } : {}),
      });
      for (const part of message.parts ?? []) if (part.type === 'receipt') receipts.push(requestOf(seq, part));
    } else if (event.event === 'interrupt:open') {
      const { interrupt, seq } = event.data;
      prompts.set(interrupt.interruptId, {
        seq,
        interruptId: interrupt.interruptId,
        kind: interrupt.kind,
        prompt: interrupt.prompt,
        expiresAt: iso(interrupt.expiresAt),
        ...(interrupt.workflow ? { workflow: interrupt.workflow } : {}),
      });
    } else if (event.event === 'interrupt:closed') {
      const prompt = prompts.get(event.data.interruptId);
      if (prompt) prompt.closed = { seq: event.data.seq, reason: event.data.reason };
    } else {
      const { seq, state, reason, at, agentName, queuePosition, request } = event.data;
      handoffs.push({
        seq,
        state,
        reason,
        at: iso(at),
        ...(agentName ? { agentName } : {}),
        ...(queuePosition !== undefined ? { queuePosition } : {}),
        ...(request ? { request } : {}),
      });
    }
  }
  return {
    messages,
    prompts: [...prompts.values()],
    requests: receipts,
    handoffs,
    ratings: ratings.map((rating) => ({
      rating: rating.rating,
      at: iso(rating.at),
      ...(rating.seq !== undefined ? { seq: rating.seq } : {}),
      ...(rating.comment !== undefined ? { comment: rating.comment } : {}),
    })),
  };
}
