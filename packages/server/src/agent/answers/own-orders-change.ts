import type { KnowledgeSourcePart, QuickRepliesPart } from '@kefu/protocol';
import type { Order } from '../../ports/commerce-backend.js';
import { duplicateRefusal } from '../../workflows/eligibility.js';
import { addressRefusal, cancelRefusal, type ChangeRefusal } from '../../workflows/order-change-rules.js';
import type { AgentServices } from '../agent-services.js';
import type { ToolCaller } from '../tools/commerce-tools.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { replies } from './fixed-replies.js';
import { statusWords } from './order-status-words.js';
import { orderPart } from './rich-parts.js';

type QuickReply = QuickRepliesPart['replies'][number];

/** The order changes a signed-in shopper may ask about for "my order". */
export type OrderChange = 'cancel_order' | 'change_address';

// The states each change is still possible in (order-change-rules.ts says why not in the others).
const CHANGEABLE: Order['status'][] = ['pending_payment', 'paid'];
// The states whose refusal tells the shopper something: a cancelled or refunded order is not asked about.
const UNDER_WAY: Order['status'][] = ['shipped', 'delivered', 'completed', 'refunding'];
// Most orders named in one answer, as options and as reasons: a shopper reads three, not ten.
const MOST = 3;

const RULE = { cancel_order: cancelRefusal, change_address: addressRefusal } as const;

function refusalOf(order: Order, change: OrderChange, lang: AnswerLanguage): ChangeRefusal | undefined {
  const locale = lang === 'en' ? 'en' : 'zh-CN';
  const duplicate = duplicateRefusal(order, change, locale);
  return duplicate ? { text: duplicate, offerHuman: false } : RULE[change](order, locale);
}

/** "Find X9" or "Enco Free4 等 2 件" / "Enco Free4 and 1 more". */
function itemsOf(order: Order, lang: AnswerLanguage): string {
  const [first, ...rest] = order.lines;
  if (!first) return '';
  if (!rest.length) return first.title;
  return lang === 'en' ? `${first.title} and ${rest.length} more` : `${first.title} 等 ${order.lines.length} 件`;
}

const named = (order: Order, lang: AnswerLanguage) =>
  lang === 'en'
    ? `${order.orderId} (${itemsOf(order, lang)}, ${statusWords(order.status, lang)})`
    : `${order.orderId}（${itemsOf(order, lang)}，${statusWords(order.status, lang)}）`;

/** The words that start the change for one order, as a quick reply ("取消订单 KF…" is read as that order's cancellation). */
function startReply(order: Order, change: OrderChange, lang: AnswerLanguage): QuickReply {
  const id = order.orderId;
  if (change === 'cancel_order') return lang === 'en' ? { text: `Cancel order ${id}` } : { text: `取消订单 ${id}` };
  return lang === 'en' ? { text: `Change the delivery address of order ${id}` } : { text: `修改订单 ${id} 的收货地址` };
}

/**
 * "我的订单能取消吗" / "can I change the address of my order?" from a signed-in shopper, answered as a service desk
 * would, from their own orders (seed 004: look at the customer's data before answering from policy): the one order
 * it is still possible for is named and offered by its number; several are listed to pick; none, each recent order
 * says why not (on its way: a person can try the carrier). The policy article stays as the source. Undefined when
 * their orders cannot be read: the article answers alone.
 */
export async function ownOrdersChange(
  services: AgentServices,
  change: OrderChange,
  caller: ToolCaller,
  lang: AnswerLanguage,
  index: number,
  sources: readonly KnowledgeSourcePart[],
): Promise<BranchAnswer | undefined> {
  const en = lang === 'en';
  const [open, latest] = await Promise.all([
    services.tools.run('get_order_info', { status: CHANGEABLE }, caller),
    services.tools.run('get_order_info', { status: UNDER_WAY }, caller),
  ]);
  if (open.tool !== 'get_order_info' || open.status !== 'ok' || latest.tool !== 'get_order_info' || latest.status !== 'ok') return undefined;
  const source = sources.slice(0, 1);
  const verdicts = open.orders.map((order) => ({ order, refusal: refusalOf(order, change, lang) }));
  const allowed = verdicts
    .filter((verdict) => !verdict.refusal)
    .map((verdict) => verdict.order)
    .slice(0, MOST);
  const what = change === 'cancel_order' ? (en ? 'be cancelled' : '取消') : en ? 'have their delivery address changed' : '修改收货地址';
  const human = replies.askForHuman(lang);
  if (allowed.length === 1) {
    const order = allowed[0]!;
    const state = statusWords(order.status, lang);
    const text =
      change === 'cancel_order'
        ? en
          ? `Your order ${order.orderId} (${itemsOf(order, lang)}) is ${state}, so it can still be cancelled. Shall I cancel it?`
          : `您的订单 ${order.orderId}（${itemsOf(order, lang)}）${state}，可以取消。需要为您取消吗？`
        : en
          ? `Your order ${order.orderId} (${itemsOf(order, lang)}) is ${state}, so its delivery address can still be changed. Shall I change it?`
          : `您的订单 ${order.orderId}（${itemsOf(order, lang)}）${state}，可以修改收货地址。需要为您修改吗？`;
    return { index, text, parts: [orderPart(order), ...source, { type: 'quick_replies', replies: [startReply(order, change, lang), human] }], resolved: true };
  }
  if (allowed.length > 1) {
    const list = allowed.map((order) => `· ${named(order, lang)}`).join('\n');
    const text = en
      ? `${allowed.length} of your orders have not shipped yet and can ${what}:\n${list}\nWhich one?`
      : `您有 ${allowed.length} 个订单还未发货，可以${what}：\n${list}\n请问是哪一个？`;
    return {
      index,
      text,
      parts: [...allowed.map(orderPart), ...source, { type: 'quick_replies', replies: [...allowed.map((order) => startReply(order, change, lang)), human] }],
      resolved: true,
    };
  }
  if (!latest.orders.length)
    return {
      index,
      text: en ? `None of the orders in your account can ${what}.` : `您的账户下没有可以${what}的订单。`,
      parts: [...source],
      resolved: true,
    };
  const reasons = latest.orders.slice(0, MOST).map((order) => ({ order, refusal: refusalOf(order, change, lang) }));
  const text = [
    en ? `None of your recent orders can ${what} now:` : `您最近的订单目前都无法${what}：`,
    ...reasons.map(({ order, refusal }) => `· ${refusal?.text ?? named(order, lang)}`),
  ].join('\n');
  // A parcel on its way can still be intercepted or redirected by a person; delivered ones are returned instead.
  const onItsWay = reasons.some(({ refusal }) => refusal?.offerHuman);
  return { index, text, parts: [...source, ...(onItsWay ? [{ type: 'quick_replies' as const, replies: [human] }] : [])], resolved: true };
}
