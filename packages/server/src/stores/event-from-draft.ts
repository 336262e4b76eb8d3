import { randomUUID } from 'node:crypto';
import { interruptSchema, type Interrupt } from '@kefu/protocol';
import type { AgentEventDraft } from '../ports/agent.js';
import type { UnsequencedEvent } from '../ports/thread-log.js';

/** A fresh message id. */
export function newMessageId(): string {
  return `m_${randomUUID()}`;
}

/** An agent drafted a prompt the protocol refuses (say, a confirm without its summary): no widget could show it. */
export class InvalidPromptError extends Error {
  override name = 'InvalidPromptError';
}

/** Completes an agent's draft into a storable event: ids, timestamps and the prompt's expiry. */
export function eventFromDraft(draft: AgentEventDraft, now: number, interruptTtlMs: number): UnsequencedEvent {
  switch (draft.event) {
    case 'message:done':
      return {
        event: 'message:done',
        data: { message: { ...draft.message, messageId: draft.message.messageId ?? newMessageId(), createdAt: draft.message.createdAt ?? now } },
      };
    case 'interrupt:open':
      return {
        event: 'interrupt:open',
        data: { interrupt: checkedPrompt({ ...draft.interrupt, expiresAt: draft.interrupt.expiresAt ?? now + interruptTtlMs }) },
      };
    case 'interrupt:closed':
      return { event: 'interrupt:closed', data: { interruptId: draft.interruptId, reason: draft.reason } };
    case 'handoff': {
      const { event: _event, ...rest } = draft;
      return { event: 'handoff', data: { ...rest, at: now } };
    }
  }
}

// Drafts are typed loosely (every kind's fields optional); the stored prompt must be exactly one kind.
function checkedPrompt(draft: unknown): Interrupt {
  const parsed = interruptSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new InvalidPromptError(`the agent opened an invalid prompt: ${issue?.path.join('.') || 'prompt'}: ${issue?.message ?? 'invalid'}`);
}
