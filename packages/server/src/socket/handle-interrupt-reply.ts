import { kefuError, type ClientAck, type FilePart, type InterruptReply } from '@kefu/protocol';
import { originOf, type GatewayContext, type Session } from './gateway-context.js';
import { answerInWords } from './answer-in-words.js';
import { attachmentParts } from './attachment-parts.js';

/**
 * `interrupt:reply`: under the thread's lock, only the open prompt can be answered, and its closing is
 * stored exactly once (the log refuses a second close), so of two tabs answering at once one wins and
 * the other gets `INTERRUPT_CLOSED`. An approval's write is recorded before the closing (the agent's
 * `acceptReply`), and the ack goes out before the agent resumes. Its rate limit is counted by the gateway.
 */
export async function handleInterruptReply(
  context: GatewayContext,
  session: Session,
  reply: InterruptReply,
  ack: (response: ClientAck<'interrupt:reply'>) => void,
): Promise<void> {
  const closed = kefuError('INTERRUPT_CLOSED', 'this question is no longer open');
  let files: FilePart[] = [];
  if (reply.action === 'upload') {
    // A photo step's files must be this conversation's own uploads: checked before the prompt is closed.
    const uploadIds = reply.files.flatMap((file) => (file.uploadId ? [file.uploadId] : []));
    const checked = await attachmentParts(context, session, uploadIds.length ? uploadIds : undefined, 'files');
    if (!checked.ok) return ack(checked);
    files = checked.parts;
  }
  await context.scheduler.exclusive(session.threadId, originOf(session), async (turn) => {
    const interrupt = await context.stores.log.openInterrupt(session.threadId);
    if (!interrupt || interrupt.interruptId !== reply.interruptId) return ack({ ok: false, error: closed });
    const reason = reply.action === 'cancel' ? 'cancelled' : 'answered';
    const answer = answerInWords(interrupt, reply, session.locale);
    // What the answer commits to (an approved write) is durable before its closing and ack: a kill -9 after the ack loses nothing.
    const undo = await context.agent.acceptReply?.({ ...turn, reply, interrupt });
    const result = await context.delivery.store(
      session.threadId,
      // The closing carries the photos as file parts, so the agent's transcript shows them as it does a message's.
      { event: 'interrupt:closed', data: { interruptId: reply.interruptId, reason, ...(answer ? { answer } : {}), ...(files.length ? { files } : {}) } },
      { ifInterruptOpen: reply.interruptId },
    );
    if (result.status !== 'stored') {
      await undo?.();
      return ack({ ok: false, error: closed });
    }
    ack({ ok: true });
    const output = context.outputFor(session.threadId, originOf(session));
    output.status('thinking');
    try {
      await context.agent.replyToInterrupt({ ...turn, reply, interrupt }, output);
    } catch (error) {
      context.logger.error({ err: error, threadId: session.threadId, traceId: turn.traceId }, 'interrupt reply failed');
      context.metrics.countError('INTERNAL');
      output.error(kefuError('INTERNAL', `the assistant failed to continue (trace ${turn.traceId}); please try again`));
    } finally {
      output.status('idle');
    }
  });
}
