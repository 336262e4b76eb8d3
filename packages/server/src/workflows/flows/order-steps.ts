import type { Locale } from '@kefu/protocol';
import { localizeOrder } from '../../adapters/commerce/localize-commerce.js';
import type { Order } from '../../ports/commerce-backend.js';
import { say, withArticle, workflowTitle } from '../copy.js';
import { refusalFor, shopWindows } from '../eligibility.js';
import type { AskStep, RunStep, StepEnv, StepResult } from '../flow-builder.js';
import { deliveryDetails } from '../delivery-details.js';
import { whyNotOffered } from './unoffered-order.js';
import { noOrderPickedOutcome, orderNeededText } from './no-order-picked.js';
import { picksNone } from '../picks-none.js';
import { findOrderId, findPhoneLast4, orderIdInField } from '../order-id.js';
import { ORDER_ID } from '../../shop/model/order-number.js';
import { orderBudgetKey, verificationBudgets } from '../verification-budgets.js';
import type { OrderSnapshot, WorkflowStateValue } from '../workflow-state.js';
import { chosenItems, unitsOfLine } from './item-step.js';
import { itemText } from './item-text.js';
import { orderChoiceTerms } from './order-choice-terms.js';
import { matchChoice } from '../match-choice.js';
import { refusalForHuman } from './refusal-for-human.js';
import { productTerms } from '../product-terms.js';

const variantText = (options: ReadonlyArray<{ value: string }>) => options.map((option) => option.value).join(' / ');

/** The order without the owner's contact details, its items also as shown in `locale`. */
export function snapshotOf(order: Order, locale: Locale): OrderSnapshot {
  return {
    orderId: order.orderId,
    status: order.status,
    items: order.lines.map(({ productId, variantId, title, quantity, unitPrice, options }) => ({
      productId,
      ...(variantId ? { variantId } : {}),
      name: title,
      quantity,
      price: unitPrice,
      ...(options.length ? { variant: variantText(options) } : {}),
    })),
    shownItems: localizeOrder(order, locale).lines.map(({ title, options }) => ({ name: title, ...(options.length ? { variant: variantText(options) } : {}) })),
    total: order.total,
    placedAt: order.placedAt,
    ...(order.deliveredAt !== undefined ? { deliveredAt: order.deliveredAt } : {}),
    address: order.address,
    ...(order.requests?.length
      ? {
          requests: order.requests.map(({ kind, requestId, invoiceType, items, quantities }) => ({
            kind,
            requestId,
            ...(invoiceType ? { invoiceType } : {}),
            ...(items?.length ? { items } : {}),
            // One of two tees returned: the other is still free to return.
            ...(quantities ? { quantities } : {}),
          })),
        }
      : {}),
  };
}

const notYours = (env: StepEnv, orderId: string) =>
  say(env.locale, `没有在您的账户下找到订单 ${orderId}，请核对订单号。`, `We could not find order ${orderId} in your account; please check the number.`);

/** "需要开发票的订单", and "要取消的订单" rather than "需要取消订单的订单". */
const orderOf = (title: string) => (title.endsWith('订单') ? `要${title.slice(0, -2)}的订单` : `需要${title}的订单`);

/**
 * An order named up front: a signed-in shopper's is used when it is theirs, otherwise asked for again; a guest's when
 * they verified it earlier in the conversation (otherwise the form asks for it, prefilled).
 */
export const seedOrderStep: RunStep = {
  type: 'run',
  id: 'seed_order',
  async run(state, env) {
    if (!state.seedOrderId) return {};
    if (!env.customerId) {
      const order = state.seedVerified ? await env.deps.commerce.getOrder(state.seedOrderId) : undefined;
      return order ? { order: snapshotOf(order, env.locale), ownerId: order.customerId, verifiedBy: 'phone' } : {};
    }
    const order = await env.deps.commerce.getOrder(state.seedOrderId);
    if (order && order.customerId === env.customerId) return { order: snapshotOf(order, env.locale), ownerId: order.customerId, verifiedBy: 'account' };
    return { error: notYours(env, state.seedOrderId) };
  },
};

/** Step 1: which order — by account for a signed-in shopper, by order id + phone ending for a guest. */
export const identifyOrderStep: AskStep = {
  type: 'ask',
  id: 'identify_order',
  step: 1,
  maxAttempts: 3,
  // A signed-in shopper's order needs no verifying: what ended is only that none was picked.
  tooManyAttempts: (env) =>
    env.customerId
      ? noOrderPickedOutcome(env.name, env.locale, true)
      : {
          status: 'refused',
          text: say(
            env.locale,
            '订单核实未通过，本次申请已结束。如有疑问，请回复「人工」联系客服。',
            'We could not verify the order, so this request has ended. Ask for a human agent if you need help.',
          ),
        },
  skip: (state) => state.order !== null && state.order !== undefined,
  async ask(state, env) {
    const title = workflowTitle(env.name, env.locale);
    if (env.customerId && state.orderChoices?.length) {
      // Their eligible orders to pick from, also by what they hold; another order id typed instead is looked up (and
      // refused with why).
      return {
        kind: 'choice',
        prompt: say(env.locale, `请选择${orderOf(title)}：`, `Which order is this ${title.toLowerCase()} for?`),
        options: state.orderChoices,
        productWords: await orderChoiceTerms(state.orderChoices, env),
      };
    }
    const example = await orderNumberExample(env);
    if (env.customerId) {
      return {
        kind: 'text',
        prompt: say(
          env.locale,
          `请提供${orderOf(title)}号${example ? `（例如 ${example}）` : ''}。`,
          `Which order is this ${title.toLowerCase()} for? Please enter the order number${example ? ` (e.g. ${example})` : ''}.`,
        ),
      };
    }
    return {
      kind: 'form',
      prompt: say(
        env.locale,
        `请提供订单号和下单手机号后四位，以便核实是您本人的订单。`,
        `Please enter the order number and the last four digits of the phone number on the order, so we can verify it is yours.`,
      ),
      fields: [
        {
          name: 'orderId',
          label: say(env.locale, '订单号', 'Order number'),
          type: 'text',
          required: true,
          pattern: ORDER_ID,
          ...(example ? { placeholder: example } : {}),
          ...(state.seedOrderId ? { defaultValue: state.seedOrderId } : {}),
        },
        {
          name: 'phoneLast4',
          label: say(env.locale, '手机号后四位', 'Last 4 phone digits'),
          type: 'tel',
          required: true,
          pattern: '[0-9]{4}',
          minLength: 4,
          maxLength: 4,
        },
      ],
    };
  },
  async accept(answer, state, env): Promise<StepResult> {
    const text = answer.action === 'answer' ? answer.value : answer.action === 'submit' ? Object.values(answer.values).join(' ') : '';
    const orderId = answer.action === 'submit' ? orderIdInField(answer.values['orderId'] ?? '') : findOrderId(text);
    // "改成上海市…" before the order is picked: the address is kept for the form, and the order asked again.
    const address = !orderId && env.name === 'change_address' && env.customerId ? deliveryDetails(text) : {};
    if (address.address)
      return {
        error: say(env.locale, '新地址已记下，请先选择要修改地址的订单。', 'I have noted the new address; first, which order is it for?'),
        keep: address as Record<string, string>,
      };
    if (!orderId && env.customerId && state.orderChoices?.length && picksNone(text)) {
      // "跳过", "you pick": asked again once, saying why; a second time, the request ends.
      if ((state.attempts ?? 0) >= 1) return { outcome: noOrderPickedOutcome(env.name, env.locale, false) };
      return { error: orderNeededText(env.name, env.locale) };
    }
    if (!orderId && env.customerId && state.orderChoices?.length) {
      // "平板那个" where the tablet's order is not offered: why not, rather than "which order?".
      const why = await whyNotOffered(text, state, env, snapshotOf);
      return {
        error: why
          ? `${why}${say(env.locale, '可以点选上面的订单，或回复「人工」。', ' Pick an order above, or ask for a human agent.')}`.slice(0, 500)
          : say(
              env.locale,
              '没能确定是哪一个订单，请点选上面的订单，或告诉我订单号或买的商品。',
              'I could not tell which order you mean: pick one above, or tell me its number or what you bought.',
            ),
      };
    }
    if (!orderId) {
      const example = await orderNumberExample(env);
      return {
        error: example
          ? say(env.locale, `没有识别到订单号，请输入形如 ${example} 的订单号。`, `That does not look like an order number; it looks like ${example}.`)
          : say(
              env.locale,
              '没有识别到订单号，请输入订单确认信息里的订单号。',
              'That does not look like an order number; please enter the one on your order confirmation.',
            ),
      };
    }
    const { commerce } = env.deps;
    if (env.customerId) {
      const order = await commerce.getOrder(orderId);
      // Not found and someone else's read the same: nothing about other customers' orders leaks.
      if (!order || order.customerId !== env.customerId) return { error: notYours(env, orderId) };
      // Picked by naming an item ("the linen shirt"): that item is the one the request is about.
      const named = answer.action === 'answer' && answer.typed && !state.seedItems?.length ? await itemsNamed(order, answer.typed, env) : [];
      return {
        update: { order: snapshotOf(order, env.locale), ownerId: order.customerId, verifiedBy: 'account', ...(named.length ? { seedItems: named } : {}) },
      };
    }
    const phoneLast4 = answer.action === 'submit' ? answer.values['phoneLast4']?.trim() : findPhoneLast4(text);
    if (!phoneLast4 || !/^\d{4}$/.test(phoneLast4))
      return { error: say(env.locale, '请填写下单手机号的后四位数字。', 'Please enter the last four digits of the phone number.') };
    // Counted before it is checked (see verificationBudgets): concurrent guesses never outrun the budgets.
    const budgets = verificationBudgets(orderId, env);
    const grant = await env.deps.attempts.take(budgets);
    if (!grant.allowed) return { outcome: { status: 'refused', text: tooManyGuesses(env, grant.key === orderBudgetKey(orderId), grant.retryAfterMs) } };
    let matches: boolean;
    try {
      matches = await commerce.verifyOrderContact(orderId, phoneLast4);
    } catch (error) {
      await env.deps.attempts.refund(budgets, grant.ticket);
      throw error;
    }
    const order = matches ? await commerce.getOrder(orderId) : undefined;
    if (!order)
      return {
        error: say(env.locale, '订单号与手机号后四位不匹配，请核对后重新输入。', 'The order number and phone digits do not match; please check and try again.'),
      };
    await env.deps.attempts.refund(budgets, grant.ticket);
    return { update: { order: snapshotOf(order, env.locale), ownerId: order.customerId, verifiedBy: 'phone' } };
  },
};

/**
 * An order number in the shop's own style, to show what to type: a signed-in shopper's latest. A guest's orders are
 * unknown until verified, and another shop's example (the demo's KF…) would mislead, so a guest sees none.
 */
async function orderNumberExample(env: StepEnv): Promise<string | undefined> {
  if (!env.customerId) return undefined;
  const orders = await env.deps.commerce.listOrders(env.customerId);
  return orders[0]?.orderId;
}

/** Why a guess was not checked: this requester's failures, or the order slowed by everyone's. */
function tooManyGuesses(env: StepEnv, orderSlowed: boolean, retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return orderSlowed
    ? say(
        env.locale,
        `该订单近期核实失败较多，为保护订单，请 ${minutes} 分钟后再试；登录账户后可直接办理，或回复「人工」联系客服。`,
        `This order has had many failed verifications recently, so checks on it are slowed to protect it: please try again in ${minutes} min, sign in to your account to go ahead now, or ask for a human agent.`,
      )
    : say(
        env.locale,
        `您的核实失败次数过多，请 ${minutes} 分钟后再试；登录账户后可直接办理，或回复「人工」联系客服。`,
        `Too many failed verifications from you; please try again in ${minutes} min, sign in to your account to go ahead now, or ask for a human agent.`,
      );
}

/** The workflow's rule for the identified order: delivered, and within the shop's return or exchange window (shop.yaml). */
export const checkOrderStep: RunStep = {
  type: 'run',
  id: 'check_order',
  async run(state: WorkflowStateValue, env) {
    const windows = await shopWindows(env.deps.commerce);
    const refusal = state.order ? refusalFor(env.name, state.order, env.now, env.locale, windows) : undefined;
    // "can I change the size before it ships?": not an exchange, a change of the order a person can still make.
    if (refusal && state.order && changedBeforeShipping(env.name, state.order))
      return { details: refusalForHuman(changeBeforeShipping(env, state.order.orderId)) };
    if (refusal && state.order && env.customerId && canBeCancelledInstead(env.name, state.order))
      return {
        outcome: { status: 'switched', text: cancelInstead(env, state.order.orderId), switchTo: { name: 'cancel_order', orderId: state.order.orderId } },
      };
    if (!refusal) return {};
    return { outcome: { status: 'refused', text: state.order && heldWhileShipped(env.name, state.order) ? `${refusal}${reachedYou(env)}` : refusal } };
  },
};

/** A return or exchange of the order named while it still shows as shipped: the shopper may hold it, the tracking behind. */
const heldWhileShipped = (name: StepEnv['name'], order: OrderSnapshot) => (name === 'return' || name === 'exchange') && order.status === 'shipped';

/** "If it has reached you, a person starts it now": the workflows take delivered orders only (see damaged-item.ts). */
function reachedYou(env: StepEnv): string {
  return say(
    env.locale,
    '如果您已经收到商品，只是签收还没更新，可以回复「人工」，由客服现在为您办理。',
    " If it has already reached you and the tracking hasn't caught up, ask for a human agent to start it now.",
  );
}

/** An exchange of an order not shipped yet: a different size or colour of what is still to ship. */
const changedBeforeShipping = (name: StepEnv['name'], order: OrderSnapshot) =>
  name === 'exchange' && (order.status === 'paid' || order.status === 'pending_payment');

/** "It has not shipped, so it is not an exchange: a person can see whether it can still change" (or it is cancelled). */
function changeBeforeShipping(env: StepEnv, orderId: string): string {
  return say(
    env.locale,
    `订单 ${orderId} 还未发货，还谈不上换货：发货前能否修改尺码或颜色，需要由客服为您查看和修改（如果不想要了，也可以回复「取消 ${orderId}」）。`,
    `Order ${orderId} has not shipped yet, so it is not an exchange: whether its size or colour can still be changed before it ships is for a person from the shop to check and do (or reply "cancel ${orderId}" to cancel it).`,
  );
}

/** A return of an order not shipped yet: what the shopper wants is its cancellation. */
const canBeCancelledInstead = (name: StepEnv['name'], order: OrderSnapshot) =>
  name === 'return' && (order.status === 'paid' || order.status === 'pending_payment');

/** "It has not shipped, so it cannot be returned; I can cancel it instead": the cancellation's own steps follow. */
function cancelInstead(env: StepEnv, orderId: string): string {
  const title = workflowTitle(env.name, env.locale);
  return say(
    env.locale,
    `订单 ${orderId} 还未发货，不能申请${title}；如果不想要了，可以直接取消这个订单：`,
    `Order ${orderId} has not shipped yet, so ${withArticle(title)} is not possible, but it can still be cancelled:`,
  );
}

/** The order's rows in a confirmation summary. */
export function orderSummary(state: WorkflowStateValue, env: StepEnv): Array<{ label: string; value: string }> {
  const order = state.order!;
  return [
    { label: say(env.locale, '订单号', 'Order'), value: order.orderId },
    {
      label: say(env.locale, '商品', 'Items'),
      // Only the items picked, for a multi-item order.
      // A return of some units of a line shows those: "Essential Crew Tee (M / Black) × 1".
      value: chosenItems(state)
        .map((index) => itemText(order, index, env.locale, unitsOfLine(state, index)))
        .join(say(env.locale, '，', ', '))
        .slice(0, 200),
    },
  ];
}

/** The products of an order a shopper's words name ("the linen shirt"): one, or none when they fit several or none. */
async function itemsNamed(order: Order, text: string, env: StepEnv): Promise<string[]> {
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  if (productIds.length < 2) return [];
  const terms = await productTerms(env.deps.commerce, productIds);
  const named = matchChoice(
    productIds.map((productId) => ({ value: productId, label: productId })),
    text,
    terms,
  );
  return named ? [named.value] : [];
}
