import { conflictingRequest } from '../../ports/commerce-backend.js';
import { say, withArticle, workflowTitle } from '../copy.js';
import { switchingAfterSubmit } from '../eligibility.js';
import type { RunStep } from '../flow-builder.js';
import { REQUEST_KIND_OF } from '../request-kind.js';
import { chosenItems, itemRef } from './item-step.js';

/**
 * After the lines of a multi-item order are picked: refuses when one of them already has an open return, exchange or
 * repair (the tees being returned are not exchanged too), naming it and the request. The order's other lines were
 * let through by the order's own check (see duplicateRefusal).
 */
export const linesUnderRequestStep: RunStep = {
  type: 'run',
  id: 'check_items',
  run(state, env) {
    const order = state.order;
    if (!order || order.items.length <= 1 || env.name === 'order_lookup') return {};
    const kind = REQUEST_KIND_OF[env.name];
    const taken = chosenItems(state).flatMap((index) => {
      const item = order.items[index]!;
      // A line returned in part (one of two tees): a return of one more unit is allowed while one is left.
      const ordered = new Map(order.items.map((one) => [itemRef(one), one.quantity]));
      const existing = conflictingRequest(order.requests, kind, undefined, [itemRef(item)], { ordered, wanted: { [itemRef(item)]: 1 } });
      return existing ? [{ index, existing }] : [];
    });
    const first = taken[0];
    if (!first) return {};
    const names = taken.map(({ index }) => order.shownItems?.[index]?.name ?? order.items[index]!.name);
    const [title, theirs] = [workflowTitle(env.name, env.locale), workflowTitle(first.existing.kind as 'return' | 'exchange' | 'repair', env.locale)];
    // The shirt being returned, wanted for an exchange: a change of mind a person can make.
    const other = switchingAfterSubmit(first.existing.kind, env.name, env.locale);
    if (other)
      return {
        outcome: {
          status: 'refused',
          text: say(
            env.locale,
            `订单 ${order.orderId} 的${names.join('、')}已有进行中的${theirs}申请（${first.existing.requestId}），不能再申请${title}。${other.how}`,
            `The ${names.join(' and ')} of order ${order.orderId} already ${taken.length > 1 ? 'have' : 'has'} an open ${theirs.toLowerCase()} request (${first.existing.requestId}), so ${taken.length > 1 ? 'they' : 'it'} cannot be part of ${withArticle(title.toLowerCase())}.${other.how}`,
          ),
        },
      };
    return {
      outcome: {
        status: 'refused',
        text: say(
          env.locale,
          `订单 ${order.orderId} 的${names.join('、')}已有进行中的${theirs}申请（${first.existing.requestId}），不能再申请${title}。可以选择订单里的其他商品，或回复「人工」联系客服。`,
          `The ${names.join(' and ')} of order ${order.orderId} already ${taken.length > 1 ? 'have' : 'has'} an open ${theirs.toLowerCase()} request (${first.existing.requestId}), so ${taken.length > 1 ? 'they' : 'it'} cannot be part of another one. You can ask about the order's other items, or ask for a human agent.`,
        ),
      },
    };
  },
};
