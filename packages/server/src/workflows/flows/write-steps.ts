import { randomUUID } from 'node:crypto';
import type { Locale } from '@kefu/protocol';
import {
  CommerceError,
  DuplicateRequestError,
  OrderStateError,
  UnsupportedWriteError,
  type CommerceReceipt,
  type WriteRequest,
} from '../../ports/commerce-backend.js';
import { detailLabel, say, workflowTitle } from '../copy.js';
import { duplicateText } from '../eligibility.js';
import type { AskStep, CommittedWrite, RunStep, StepEnv } from '../flow-builder.js';
import { displayDetail, receiptPart, type ShownChoices } from '../receipt-part.js';
import { statusWords } from '../../agent/answers/order-status-words.js';
import { REQUEST_KIND_OF, type WritingWorkflow } from '../request-kind.js';
import { validateSubmission } from '../validate-submission.js';
import { handedOverOutcome, writtenRequest } from '../written-request.js';
import type { WorkflowOutcome, WorkflowStateValue } from '../workflow-state.js';
import { chosenItemsText } from './item-step.js';
import { quantitiesOf } from './units-step.js';
import { orderSummary } from './order-steps.js';

/** What a flow submits besides the order: its write tool's arguments, as stable values (`quality`, `mail`). */
export type DetailsOf = (state: WorkflowStateValue) => Record<string, string | string[]>;

/** The options the shopper picked among the details submitted, with their labels as shown. */
export function shownChoices(state: WorkflowStateValue, details: DetailsOf): ShownChoices {
  const submitted = details(state);
  const picked = Object.fromEntries(
    Object.entries(state.shown ?? {}).flatMap(([key, label]) => (typeof submitted[key] === 'string' ? [[key, { value: submitted[key], label }]] : [])),
  );
  // The items of a multi-item order read as the shopper picked them: name, variant, quantity.
  const lines = Object.fromEntries(
    (['item', 'items'] as const).flatMap((key) => {
      const value = submitted[key];
      return value === undefined ? [] : [[key, { value: typeof value === 'string' ? value : value.join(' '), label: chosenItemsText(state) }]];
    }),
  );
  return { ...picked, ...lines };
}

// Shown in the order's rows of the summary (see orderSummary), not again as details.
const IN_ORDER_ROWS = new Set(['item', 'items', 'quantity']);

/** Exactly what will be submitted, as confirmation rows in the shopper's language. */
export function submissionSummary(state: WorkflowStateValue, env: StepEnv, details: DetailsOf) {
  const shown = shownChoices(state, details);
  return [
    ...orderSummary(state, env),
    ...Object.entries(details(state))
      .filter(([key]) => !IN_ORDER_ROWS.has(key))
      .map(([key, value]) => displayDetail(key, value, env.locale, shown)),
  ];
}

/**
 * Details typed at the confirmation that belong to the request (a tax id, an e-mail address typed after the form went
 * by): kept, and the confirmation asked again with them, saying what was added.
 */
export type Amendment = (text: string, state: WorkflowStateValue, env: StepEnv) => { keep: Record<string, string>; said: string } | undefined;

/** The confirmation before the write (seed 004: sensitive tools need the shopper's approval). */
export function confirmStep(step: number, kind: WritingWorkflow, details: DetailsOf, amend?: Amendment): AskStep {
  return {
    type: 'ask',
    id: 'confirm',
    step,
    ask(state, env) {
      const title = workflowTitle(env.name, env.locale);
      return {
        kind: 'confirm',
        prompt: say(
          env.locale,
          `请确认以下${title}信息，确认后将为您提交：`,
          `Please check your ${title.toLowerCase()} request; it is submitted once you confirm:`,
        ),
        summary: submissionSummary(state, env, details),
      };
    },
    accept(answer, state, env) {
      const title = workflowTitle(env.name, env.locale);
      // "税号填错了，是 9131…" asks a change and gives it: added as typed, rather than the form opened again.
      const typed = answer.action === 'answer' ? answer.value : answer.action === 'reject' ? answer.reason : undefined;
      const amended = typed ? amend?.(typed, state, env) : undefined;
      if (amended) return { error: amended.said, keep: amended.keep };
      // One key per confirmed prompt: a write re-run after a crash, or retried, is the same submission to the backend.
      if (answer.action === 'approve') return { update: { submissionKey: submissionKeyOf(env.threadId, answer.promptId ?? randomUUID()) } };
      if (answer.action === 'reject') {
        const reason = answer.reason?.trim();
        // "Change something" goes back to the step the shopper names (else the last one), the other answers kept.
        return {
          revisit: {
            ...(reason ? { reason } : {}),
            otherwise: {
              status: 'rejected',
              text: say(
                env.locale,
                `好的，${title}申请未提交${reason ? `（您的原因：${reason}）` : ''}。如需修改信息，可以重新发起申请。`,
                `OK, the ${title.toLowerCase()} request was not submitted${reason ? ` (your reason: ${reason})` : ''}. You can start again with different details.`,
              ),
            },
          },
        };
      }
      return { error: say(env.locale, '请回复「确认」提交，或「取消」放弃。', 'Please reply "confirm" to submit or "cancel" to stop.') };
    },
    commits(state, env, promptId) {
      const checked = writeRequestFor(kind, details, state, env, submissionKeyOf(env.threadId, promptId));
      if ('outcome' in checked) return undefined;
      return { request: checked.request, shown: shownChoices(state, details), summary: submissionSummary(state, env, details) };
    },
  };
}

/** The idempotency key of the write a confirmation prompt commits to: the same on every process and every attempt. */
export function submissionKeyOf(threadId: string, promptId: string): string {
  return `${threadId}:${promptId}`;
}

/**
 * The write a confirmed workflow submits, checked again at the moment of writing (the socket's identity may have
 * changed since step 1, the details must pass the write tool's schema), or the outcome that refuses it.
 */
export function writeRequestFor(
  kind: WritingWorkflow,
  details: DetailsOf,
  state: WorkflowStateValue,
  env: StepEnv,
  idempotencyKey: string,
): { request: CommittedWrite['request'] } | { outcome: WorkflowOutcome } {
  const title = workflowTitle(kind, env.locale);
  const order = state.order!;
  const ownerId = state.ownerId!;
  const acting = env.customerId ? env.customerId === ownerId : state.verifiedBy === 'phone';
  if (!acting) {
    return {
      outcome: {
        status: 'refused',
        text: say(
          env.locale,
          `无法确认您是订单 ${order.orderId} 的下单人，${title}申请未提交。`,
          `We could not confirm you placed order ${order.orderId}, so nothing was submitted.`,
        ),
      },
    };
  }
  const checked = validateSubmission(kind, order.orderId, details(state));
  if (!checked.ok) {
    const field = detailLabel(checked.error.path?.split('.')[0] ?? '', env.locale);
    return {
      outcome: {
        status: 'failed',
        error: checked.error,
        text: say(
          env.locale,
          `${title}申请中的「${field}」有误，申请未提交。请重新发起，或回复「人工」由客服协助。`,
          `The ${field.toLowerCase()} of this request is not valid, so nothing was submitted. Please start again or ask for a human agent.`,
        ),
      },
    };
  }
  const request: WriteRequest & { idempotencyKey: string } = {
    kind: REQUEST_KIND_OF[kind],
    orderId: order.orderId,
    customerId: ownerId,
    details: checked.details,
    idempotencyKey,
    locale: env.locale,
  };
  // A return, exchange or repair of some units of a line (one of two tees): the units, beside the details the tool's
  // schema checks.
  const quantities = kind === 'return' || kind === 'exchange' || kind === 'repair' ? quantitiesOf(state) : undefined;
  return { request: quantities ? { ...request, quantities } : request };
}

/** The message that hands the shopper the receipt of their request. */
export function submittedOutcome(kind: WritingWorkflow, receipt: CommerceReceipt, locale: Locale, shown: ShownChoices): WorkflowOutcome {
  const title = workflowTitle(kind, locale);
  return {
    status: 'submitted',
    text: say(
      locale,
      `${title}申请已提交，单号 ${receipt.receiptId}。请按下方说明操作。`,
      `Your ${title.toLowerCase()} request was submitted: ${receipt.receiptId}. Please follow the instructions below.`,
    ),
    parts: [receiptPart({ ...receipt, kind }, locale, shown)],
  };
}

/** The write tool, in a node of its own after the confirmation so a resume never repeats it. */
export function submitStep(kind: WritingWorkflow, details: DetailsOf): RunStep {
  return {
    type: 'run',
    id: 'submit',
    async run(state, env) {
      const title = workflowTitle(kind, env.locale);
      const order = state.order!;
      const checked = writeRequestFor(kind, details, state, env, state.submissionKey ?? submissionKeyOf(env.threadId, randomUUID()));
      if ('outcome' in checked) return { outcome: checked.outcome };
      try {
        const receipt = await env.deps.commerce.submit(checked.request);
        return { outcome: submittedOutcome(kind, receipt, env.locale, shownChoices(state, details)) };
      } catch (error) {
        if (error instanceof DuplicateRequestError) return { outcome: { status: 'refused', text: duplicateText(order.orderId, error.existing, env.locale) } };
        // Not an error: the shop's system cannot make this change itself (or the order moved on meanwhile), so a human takes it over as confirmed.
        if (error instanceof UnsupportedWriteError || error instanceof OrderStateError) {
          const why = unwrittenWhy(error, order.orderId, title, env.locale);
          return { outcome: handedOverOutcome(writtenRequest(kind, order.orderId, submissionSummary(state, env, details), why), env.locale, `${why}`) };
        }
        const transient = error instanceof CommerceError && error.transient;
        return {
          outcome: {
            status: 'failed',
            text: transient
              ? say(
                  env.locale,
                  `系统繁忙，${title}申请未能提交，请稍后重试。`,
                  `The shop system is busy and the request was not submitted; please try again shortly.`,
                )
              : say(env.locale, `${title}申请未能提交，请回复「人工」由客服协助处理。`, `The request could not be submitted; please ask for a human agent.`),
          },
        };
      }
    },
  };
}

/** Why a confirmed request could not be written by the shop's system itself, in the shopper's language. */
export function unwrittenWhy(error: UnsupportedWriteError | OrderStateError, orderId: string, title: string, locale: Locale): string {
  return error instanceof OrderStateError
    ? say(
        locale,
        `订单 ${orderId} 的状态已变为「${statusWords(error.status, 'zh')}」，系统无法直接办理${title}。`,
        `Order ${orderId} is now ${statusWords(error.status, 'en')}, so the shop's system could not make this ${title.toLowerCase()} itself. `,
      )
    : say(locale, `商家系统暂不支持在线${title}。`, `The shop's system does not take ${title.toLowerCase()} requests online. `);
}
