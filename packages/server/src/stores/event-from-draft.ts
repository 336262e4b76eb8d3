import { randomUUID } from 'node:crypto';
import type { AgentEventDraft } from '../ports/agent.js';
import type { UnsequencedEvent } from '../ports/thread-log.js';

/** A fresh message id. */
export function newMessageId(): string {
  return `m_${randomUUID()}`;
}

/** Completes an agent's draft into a storable event: ids, timestamps and the prompt's expiry. */
export function eventFromDraft(draft: AgentEventDraft, now: number, interruptTtlMs: number): UnsequencedEvent {
  switch (draft.event) {
    case 'message:done':
      return { event: 'message:done', data: { message: { ...draft.message, messageId: draft.message.messageId ?? newMessageId(), createdAt: draft.message.createdAt ?? now } } };
    case 'interrupt:open':
      return { event: 'interrupt:open', data: { interrupt: { ...draft.interrupt, expiresAt: draft.interrupt.expiresAt ?? now + interruptTtlMs } } };
    case 'interrupt:closed':
      return { event: 'interrupt:closed', data: { interruptId: draft.interruptId, reason: draft.reason } };
    case 'handoff': {
      const { event: _event, ...rest } = draft;
      return { event: 'handoff', data: { ...rest, at: now } };
    }
  }
}
