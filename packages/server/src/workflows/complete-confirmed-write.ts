import type { Logger } from '../logger.js';
import type { WritingWorkflow } from './request-kind.js';
import type { AgentOutput } from '../ports/agent.js';
import type { Clock } from '../ports/clock.js';
import { CommerceError, DuplicateRequestError, OrderStateError, UnsupportedWriteError, type CommerceBackend } from '../ports/commerce-backend.js';
import type { ConfirmedWrite, ConfirmedWriteStore } from '../ports/confirmed-write-store.js';
import { say, workflowTitle } from './copy.js';
import { duplicateText } from './eligibility.js';
import { submittedOutcome, unwrittenWhy } from './flows/write-steps.js';
import { handedOverOutcome, requestLine, writtenRequest } from './written-request.js';

/** Submissions recovery tries before a human takes the request over. */
export const CONFIRMED_WRITE_ATTEMPTS = 4;
/** How long after an approval recovery leaves its record to the process completing it. */
export const CONFIRMED_WRITE_GRACE_MS = 10_000;
/** The wait before the first retry; it doubles with every further one (2 s, 4 s, 8 s). */
const FIRST_RETRY_MS = 2_000;

/** What completing a confirmed write needs. */
export interface ConfirmedWriteCompletion {
  commerce: CommerceBackend;
  store: ConfirmedWriteStore;
  clock: Clock;
  logger: Logger;
}

/** The notice when the shop never took the request: what was confirmed, in the message a human reads first. */
function handedOverText(write: ConfirmedWrite, attempts: number): string {
  const title = workflowTitle(write.workflow, write.locale);
  const rows = requestLine(write.summary, write.locale);
  return say(
    write.locale,
    `您已确认的${title}申请未能提交到商家系统（已尝试 ${attempts} 次），已为您转接人工客服继续处理，请稍候。\n申请内容：${rows}`,
    `Your confirmed ${title.toLowerCase()} request could not reach the shop's system (${attempts} attempts). A human agent will take it from here; please stay with us.\nThe request: ${rows}`,
  ).slice(0, 4000);
}

/**
 * Completes a write the shopper confirmed but never got the outcome of: closes the confirmation as answered if its
 * closing was never stored, submits the request with its idempotency key (a backend that already wrote it answers
 * with the first receipt), delivers the receipt and removes the record. A transient failure is retried later
 * (`retry_later`, the record kept with a later `retryAt`); when the shop keeps failing, or refuses for good, the
 * shopper is told and handed to a human with the request in that message — never silence.
 */
export async function completeConfirmedWrite(write: ConfirmedWrite, output: AgentOutput, deps: ConfirmedWriteCompletion): Promise<'completed' | 'retry_later'> {
  const { commerce, store, clock, logger } = deps;
  const log = { threadId: write.threadId, interruptId: write.interruptId, workflow: write.workflow, attempts: write.attempts };
  // A seq of 0 means it was closed already, as it is after every acknowledged approval.
  await output.emit({ event: 'interrupt:closed', interruptId: write.interruptId, reason: 'answered' });
  try {
    const receipt = await commerce.submit(write.request);
    const outcome = submittedOutcome(write.workflow as WritingWorkflow, receipt, write.locale, write.shown);
    await output.emit({ event: 'message:done', message: { role: 'assistant', text: outcome.text, ...(outcome.parts ? { parts: outcome.parts } : {}) } });
    logger.info({ ...log, receiptId: receipt.receiptId }, 'confirmed write completed by recovery');
  } catch (error) {
    const attempts = write.attempts + 1;
    if (error instanceof DuplicateRequestError) {
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: duplicateText(write.request.orderId, error.existing, write.locale) } });
      logger.warn({ ...log, existing: error.existing.requestId }, 'confirmed write refused as a duplicate of another request');
    } else if (error instanceof UnsupportedWriteError || error instanceof OrderStateError) {
      // The shop cannot make this change itself: a human takes it over as confirmed, the request on the escalation card.
      const why = unwrittenWhy(error, write.request.orderId, workflowTitle(write.workflow, write.locale), write.locale);
      const outcome = handedOverOutcome(writtenRequest(write.workflow, write.request.orderId, write.summary, why), write.locale, why);
      logger.warn({ ...log, err: error }, 'confirmed write not taken by the shop; handed to a human written up');
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: outcome.text } });
      await output.emit({ event: 'handoff', state: 'queued', reason: outcome.handoff!.reason, request: outcome.handoff!.request });
    } else if ((!(error instanceof CommerceError) || error.transient) && attempts < CONFIRMED_WRITE_ATTEMPTS) {
      await store.save({ ...write, attempts, retryAt: clock.now() + FIRST_RETRY_MS * 2 ** (attempts - 1) });
      logger.warn({ ...log, err: error }, 'confirmed write failed; retried later');
      return 'retry_later';
    } else {
      logger.error({ ...log, err: error }, 'confirmed write failed for good; handed to a human');
      await output.emit({ event: 'message:done', message: { role: 'assistant', text: handedOverText(write, attempts) } });
      await output.emit({
        event: 'handoff',
        state: 'queued',
        reason: 'repeated_failure',
        request: writtenRequest(write.workflow, write.request.orderId, write.summary, handedOverText(write, attempts)),
      });
    }
  }
  await store.remove(write.threadId, write.interruptId);
  return 'completed';
}
