import { kefuError, type ClientAck } from '@kefu/protocol';
import { originOf, type GatewayContext, type Session } from './gateway-context.js';

/** `conversation:cancel`: stops the running turn and ends the workflow; any prompt still open closes as cancelled. */
export async function handleConversationCancel(context: GatewayContext, session: Session): Promise<ClientAck<'conversation:cancel'>> {
  context.scheduler.abort(session.threadId, 'cancelled by the shopper');
  await context.scheduler.exclusive(session.threadId, originOf(session), async (turn) => {
    const output = context.outputFor(session.threadId, originOf(session));
    try {
      // Waiting for a human and cancelling: the shopper leaves the queue (an expired prompt does not).
      await context.withdraw?.(session.threadId);
      await context.agent.cancel(turn, 'cancelled', output);
    } catch (error) {
      context.logger.error({ err: error, threadId: session.threadId, traceId: turn.traceId }, 'cancel failed');
      context.metrics.countError('INTERNAL');
      output.error(kefuError('INTERNAL', 'the conversation could not be cancelled cleanly'));
    }
    const open = await context.stores.log.openInterrupt(session.threadId);
    if (open) await output.emit({ event: 'interrupt:closed', interruptId: open.interruptId, reason: 'cancelled' });
  });
  return { ok: true };
}
