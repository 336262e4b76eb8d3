import type { HandoffReason, Locale, WorkflowName, WrittenRequest } from '@kefu/protocol';
import { say, workflowTitle } from './copy.js';
import { quotedValue } from './quoted-value.js';
import type { WorkflowOutcome } from './workflow-state.js';

/** A request for a human, written up from the rows the shopper confirmed (or would have): at most 40, each cut to the wire's 200 characters. */
export function writtenRequest(workflow: WorkflowName, orderId: string, rows: ReadonlyArray<{ label: string; value: string }>, why?: string): WrittenRequest {
  return {
    workflow,
    orderId,
    ...(why ? { why: why.slice(0, 2000) } : {}),
    rows: rows.slice(0, 40).map((row) => ({ label: row.label.slice(0, 200), value: row.value.slice(0, 200) })),
  };
}

/**
 * The request as one line for the shopper's message (what the human will see), each value quoted as data: a note
 * typed with Markdown or links is shown, never rendered. The messages put it on a line of its own, below theirs.
 */
export function requestLine(rows: WrittenRequest['rows'], locale: Locale): string {
  return rows.map((row) => `${row.label}${say(locale, '：', ': ')}${quotedValue(row.value)}`).join(say(locale, '；', '; '));
}

/**
 * The end of a workflow that a human takes over: the shopper is told so, with the request as written up, and the
 * handoff carries it to the escalation card so the agent does not ask again.
 */
export function handedOverOutcome(request: WrittenRequest, locale: Locale, opening: string, reason: HandoffReason = 'requested'): WorkflowOutcome {
  const title = workflowTitle(request.workflow, locale);
  const text = say(
    locale,
    `${opening}已为您转接人工客服，您的${title}申请已整理好交给客服，无需重复说明。\n申请内容：${requestLine(request.rows, locale)}`,
    `${opening}I have passed you to a human agent with your ${title.toLowerCase()} request written up, so you will not need to explain it again.\nThe request: ${requestLine(request.rows, locale)}`,
  );
  return { status: 'refused', text: text.slice(0, 4000), handoff: { reason, request } };
}
