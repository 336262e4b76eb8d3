import { randomUUID } from 'node:crypto';
import { kefuError, type InterruptReply, type KefuError } from '@kefu/protocol';
import type { Agent, AgentOutput } from '../ports/agent.js';
import type { ConversationGateway } from '../ports/gateway.js';
import type { HandoffRecord } from '../ports/handoff-store.js';
import type { LockService } from '../ports/lock.js';
import { acquireThreadLock } from '../turns/thread-lock.js';
import { threadRoom, type KefuIo } from '../socket/kefu-io.js';
import { deskOutput } from './desk-output.js';
import type { HandoffDesk } from './handoff-desk.js';

/** What answering for the customer needs. */
export interface AnswerDependencies {
  io: KefuIo;
  gateway: ConversationGateway;
  locks: LockService;
  agent: Agent;
  /** Where a handoff the resumed workflow asks for goes (it writes its own handoff event). @default stored as it is */
  desk?: HandoffDesk;
}

/**
 * An agent answers (or cancels) the thread's open workflow prompt for the customer, exactly as the
 * shopper's `interrupt:reply` would: under the thread's lock, the prompt closes once, then the
 * workflow resumes. Resolves with a typed error when the prompt is no longer open.
 */
export async function answerForCustomer(deps: AnswerDependencies, record: HandoffRecord, reply: InterruptReply): Promise<KefuError | undefined> {
  const { threadId } = record;
  const closed = kefuError('INTERRUPT_CLOSED', 'this question is no longer open');
  const lease = await acquireThreadLock(deps.locks, threadId);
  try {
    const interrupt = await deps.gateway.pendingInterrupt(threadId);
    if (!interrupt || interrupt.interruptId !== reply.interruptId) return closed;
    const reason = reply.action === 'cancel' ? 'cancelled' : 'answered';
    const context = {
      threadId,
      siteId: record.siteId,
      locale: record.locale,
      ...(record.customer?.customerId
        ? { customer: { customerId: record.customer.customerId, ...(record.customer.name ? { name: record.customer.name } : {}) } }
        : {}),
      traceId: randomUUID(),
      signal: new AbortController().signal,
    };
    // As for the shopper's own reply: an approved write is durable before the prompt closes.
    const undo = await deps.agent.acceptReply?.({ ...context, reply, interrupt });
    const seq = await deps.gateway.emitToThread(threadId, { event: 'interrupt:closed', interruptId: reply.interruptId, reason });
    if (seq === 0) {
      await undo?.();
      return closed;
    }
    const output = threadOutput(deps, threadId);
    await deps.agent.replyToInterrupt({ ...context, reply, interrupt }, deps.desk ? deskOutput(output, deps.desk, context) : output);
    return undefined;
  } finally {
    await lease.release();
  }
}

function threadOutput(deps: AnswerDependencies, threadId: string): AgentOutput {
  const room = () => deps.io.to(threadRoom(threadId));
  const indexes = new Map<string, number>();
  return {
    delta: (messageId, text) => {
      const index = indexes.get(messageId) ?? 0;
      indexes.set(messageId, index + 1);
      room().emit('message:delta', { messageId, index, text: text.slice(0, 4000) });
    },
    status: (state, detail) => room().emit('agent:status', { state, ...(detail ? { detail: detail.slice(0, 200) } : {}) }),
    emit: (draft) => deps.gateway.emitToThread(threadId, draft),
  };
}
