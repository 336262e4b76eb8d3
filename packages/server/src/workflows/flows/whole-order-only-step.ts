import { say, workflowTitle } from '../copy.js';
import type { AskStep, StepEnv } from '../flow-builder.js';
import type { WorkflowStateValue } from '../workflow-state.js';
import { handedOverOutcome, writtenRequest } from '../written-request.js';

/** Where the shopper's choice to cancel the whole order after all is kept. */
const WHOLE = 'wholeOrder';

/**
 * The items of the order the shopper named when some but not all of them are named ("我只想取消平板" on an order
 * of two products); undefined when the request is about the whole order.
 */
function namedPart(state: WorkflowStateValue): number[] | undefined {
  const named = state.seedItems ?? [];
  const items = state.order?.items ?? [];
  const part = items.flatMap((item, index) => (named.includes(item.productId) ? [index] : []));
  return part.length && part.length < items.length ? part : undefined;
}

const namesOf = (state: WorkflowStateValue, indexes: readonly number[], env: StepEnv) =>
  indexes.map((index) => state.order?.shownItems?.[index]?.name ?? state.order!.items[index]!.name).join(say(env.locale, '、', ', '));

/**
 * A cancellation asked for some items of an order: the commerce contract cancels whole orders only (a `cancel` write
 * names no items), so the shopper is told so and chooses the whole order, a person for just those items (written up
 * for the escalation card), or nothing — never the whole order cancelled unasked.
 */
export const wholeOrderOnlyStep: AskStep = {
  type: 'ask',
  id: 'whole_order_only',
  step: 2,
  skip: (state) => state.details[WHOLE] === 'yes' || !namedPart(state),
  ask(state, env) {
    const part = namesOf(state, namedPart(state)!, env);
    const all = namesOf(
      state,
      state.order!.items.map((_, index) => index),
      env,
    );
    const id = state.order!.orderId;
    return {
      kind: 'choice',
      prompt: say(
        env.locale,
        `订单 ${id} 只能整单取消，这里无法只取消其中的 ${part}。要取消整个订单（${all}），还是转人工客服处理只取消 ${part}？`,
        `Order ${id} can only be cancelled as a whole here, not just the ${part}. Cancel the whole order (${all}), or pass cancelling just the ${part} to a human agent?`,
      ),
      options: [
        { value: 'whole', label: say(env.locale, '取消整个订单', 'Cancel the whole order') },
        { value: 'human', label: say(env.locale, `转人工客服只取消 ${part}`, `A human agent, for just the ${part}`).slice(0, 200) },
        { value: 'no', label: say(env.locale, '不取消了', 'Keep the order') },
      ],
      synonyms: {
        whole: ['整单', '整个订单', '全部取消', '都取消', 'whole order', 'all of it', 'everything'],
        human: ['人工', '客服', 'human', 'agent'],
        no: ['不取消', '算了', 'keep', 'no'],
      },
    };
  },
  accept(answer, state, env) {
    const value = answer.action === 'answer' ? answer.value : '';
    if (value === 'whole') return { update: { details: { [WHOLE]: 'yes' } } };
    if (value === 'human') {
      const part = namesOf(state, namedPart(state)!, env);
      const rows = [
        { label: say(env.locale, '订单号', 'Order'), value: state.order!.orderId },
        { label: say(env.locale, '申请', 'Request'), value: workflowTitle(env.name, env.locale) },
        { label: say(env.locale, '只取消', 'Cancel only'), value: part },
      ];
      const why = say(
        env.locale,
        '店铺系统只能整单取消，顾客只想取消其中部分商品。',
        'The shop system cancels whole orders only; the shopper wants only some items cancelled.',
      );
      return { outcome: handedOverOutcome(writtenRequest(env.name, state.order!.orderId, rows, why), env.locale, '') };
    }
    if (value === 'no') return { outcome: { status: 'refused', text: say(env.locale, '好的，订单保持不变。', 'OK, the order stays as it is.') } };
    return {
      error: say(env.locale, '请选择「取消整个订单」「转人工客服」或「不取消了」。', 'Please choose: the whole order, a human agent, or keep the order.'),
    };
  },
};
