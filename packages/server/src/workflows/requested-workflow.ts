import type { WorkflowName } from '@kefu/protocol';
import { buildProductLexicon, recognizeWithRules } from '../adapters/rules/index.js';
import { findOrderId } from './order-id.js';
import type { SwitchRequest } from './workflow-state.js';

/** The rules engine's workflow intents, by the workflow they start. */
const WORKFLOW_INTENTS: Readonly<Record<string, WorkflowName>> = {
  return_process: 'return',
  exchange_process: 'exchange',
  repair_process: 'repair',
  invoice_process: 'invoice',
  order_cancel: 'cancel_order',
  address_change: 'change_address',
};

// An answer can sound like a request ("屏幕坏了" is a return reason and a repair cue): only a message naming the
// workflow itself asks for it.
const NAMED: Partial<Record<WorkflowName, RegExp>> = {
  return: /退货|退款|退掉|退了吧|(?<![a-z])(return|refund)(?![a-z])/i,
  exchange: /换货|换新|换一[台个件部]|换个|换成|(?<![a-z])(exchange|swap)(?![a-z])/i,
  repair: /维修|保修|送修|修理|修一下|修吧|(?<![a-z])(repair|fix)(?![a-z])/i,
  invoice: /发票|开票|(?<![a-z])invoice(?![a-z])/i,
  // A bare "取消 / cancel" at a prompt cancels the prompt; only cancelling the order asks for this workflow.
  cancel_order: /取消.{0,8}订单|订单.{0,6}取消|(?<![a-z])cancel(?![a-z]).{0,20}(?<![a-z])order(?![a-z])/i,
  change_address: /地址|(?<![a-z])address(?![a-z])/i,
};

// Asking for a workflow is a matter of words, not products: the rules engine runs without the catalog here.
const NO_PRODUCTS = buildProductLexicon([]);

/** The workflow a message typed at an open prompt asks for by name, other than `current`, with the order it names. */
export function requestedWorkflow(text: string, current: WorkflowName | undefined): SwitchRequest | undefined {
  const intents = recognizeWithRules(text, NO_PRODUCTS).intents;
  for (const intent of intents) {
    const name = WORKFLOW_INTENTS[intent.type];
    if (!name || name === current || !NAMED[name]?.test(text)) continue;
    const orderId = intent.entities.orderId ?? findOrderId(text);
    return { name, ...(orderId ? { orderId: orderId.toUpperCase() } : {}) };
  }
  return current && INSTEAD.test(text) ? askedInstead(text, current) : undefined;
}

// "actually, can I change the address instead?": asked as a question ("can I…?"), it still asks for the other workflow.
// "那修吧", "还是修吧" say "instead" in Chinese: the whole message is "then (do) X".
const INSTEAD = /(?<![a-z])instead(?![a-z])|^(?:那|那就|还是|那还是|要不)\S{0,6}吧[。.!！~～]?$/i;

/** The one workflow other than `current` a message with "instead" names, with the order it names. */
function askedInstead(text: string, current: WorkflowName): SwitchRequest | undefined {
  const named = (Object.keys(NAMED) as WorkflowName[]).filter((name) => name !== current && NAMED[name]!.test(text));
  if (named.length !== 1) return undefined;
  const orderId = findOrderId(text);
  return { name: named[0]!, ...(orderId ? { orderId: orderId.toUpperCase() } : {}) };
}

// What may stand beside a workflow's name when the request is only said again: "我要", "开个", "I want an", "please".
const REQUEST_FILLER =
  /(?<![a-z])(?:i|want|need|would|like|an?|to|please|get|can|could|you|me|make|do|the|a|request|just)(?![a-z])|我|要|想|需要|帮我|给我|请|麻烦|开|个|一下|张|办|申请|吧|呢|啊|的|[\s,.!?，。！？~～]/gi;

/**
 * Whether a message typed at `current`'s own prompt only asks for `current` again ("开个发票", "I want an invoice"):
 * its name and request words, nothing that could answer the prompt ("换成16GB的" at an exchange's choice is an answer).
 */
export function restatesWorkflow(text: string, current: WorkflowName): boolean {
  const named = NAMED[current];
  if (!named || findOrderId(text) || requestedWorkflow(text, undefined)?.name !== current) return false;
  return text.replace(new RegExp(named.source, 'gi'), ' ').replace(REQUEST_FILLER, '') === '';
}
