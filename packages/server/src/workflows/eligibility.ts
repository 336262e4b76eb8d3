import type { Locale, WorkflowName } from '@kefu/protocol';
import { conflictingRequest, type CommerceBackend, type OrderRequest } from '../ports/commerce-backend.js';
import { INVOICE_TYPE_CHOICES, labelOf } from './choice-catalog.js';
import { say, withArticle, workflowTitle } from './copy.js';
import { REQUEST_KIND_OF } from './request-kind.js';
import type { OrderSnapshot } from './workflow-state.js';

const DAY = 86_400_000;

/** Seed 000: returns and exchanges within 7 days of delivery (七天无理由), unless the shop's profile says otherwise. */
export const RETURN_WINDOW_MS = 7 * DAY;

const formatDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Why an order cannot be returned or exchanged now, or undefined when it can. */
export function returnRefusal(
  order: OrderSnapshot,
  name: 'return' | 'exchange',
  now: number,
  locale: Locale,
  windowDays = RETURN_WINDOW_MS / DAY,
): string | undefined {
  const title = workflowTitle(name, locale);
  const id = order.orderId;
  switch (order.status) {
    case 'pending_payment':
      return say(locale, `订单 ${id} 尚未付款，无需${title}。`, `Order ${id} has not been paid, so there is nothing to ${title.toLowerCase()}.`);
    case 'paid':
      return say(
        locale,
        `订单 ${id} 还未发货，暂不能申请${title}；如不想要了，可以取消订单（回复「取消订单 ${id}」）。`,
        `Order ${id} has not shipped yet, so ${withArticle(title)} is not possible; you can cancel the order instead (reply "cancel ${id}").`,
      );
    case 'shipped':
      return say(
        locale,
        `订单 ${id} 还在配送中，签收后 ${windowDays} 天内可申请${title}。`,
        `Order ${id} is still on its way; you can request ${withArticle(title)} within ${windowDays} days of delivery.`,
      );
    case 'cancelled':
      return say(locale, `订单 ${id} 已取消，无法申请${title}。`, `Order ${id} was cancelled, so ${withArticle(title)} is not possible.`);
    case 'refunding':
    case 'refunded':
      // The tees being refunded leave the shirt to exchange: the lines themselves are checked once picked.
      if (partlyReturned(order)) break;
      return say(locale, `订单 ${id} 已在退款流程中，无法再申请${title}。`, `Order ${id} is already being refunded.`);
    case 'delivered':
    case 'completed':
      break;
  }
  if (order.deliveredAt === undefined) return say(locale, `订单 ${id} 没有签收记录，暂不能申请${title}。`, `Order ${id} has no delivery record yet.`);
  if (now - order.deliveredAt > windowDays * DAY) {
    return say(
      locale,
      `订单 ${id} 于 ${formatDate(order.deliveredAt)} 签收，已超过 ${windowDays} 天${title}期限。如商品有质量问题，可以申请维修。`,
      `Order ${id} was delivered on ${formatDate(order.deliveredAt)}, more than ${windowDays} days ago, so the ${title.toLowerCase()} window has closed. If the product is faulty, you can request a repair.`,
    );
  }
  return undefined;
}

/** Why an order cannot be sent for repair, or undefined when it can. */
export function repairRefusal(order: OrderSnapshot, locale: Locale): string | undefined {
  if (order.status === 'delivered' || order.status === 'completed') return undefined;
  // A repair asked for an order still shown on its way: the shopper holds the item, so the tracking is behind.
  if (order.status === 'shipped')
    return say(
      locale,
      `订单 ${order.orderId} 的物流还显示在途，签收后才能在这里申请维修；如果您已经收到商品，只是签收还没更新，可以转人工客服，现在就为您处理（维修或退换货）。`,
      `Order ${order.orderId} still shows as on its way, so a repair can be requested here once it is delivered; if you already have it and the tracking hasn't caught up, a person from our team can take care of it now (a repair, return or exchange).`,
    );
  return say(locale, `订单 ${order.orderId} 尚未签收，签收后才能申请维修。`, `Order ${order.orderId} has not been delivered, so it cannot be repaired yet.`);
}

/** In or out of the warranty period: it runs from delivery for the product's warranty months. */
export function warrantyStatus(order: OrderSnapshot, warrantyMonths: number, now: number): 'in' | 'out' {
  if (order.deliveredAt === undefined) return 'in';
  const end = new Date(order.deliveredAt);
  end.setUTCMonth(end.getUTCMonth() + warrantyMonths);
  return now <= end.getTime() ? 'in' : 'out';
}

/** The warranty policy: free within the warranty period for faults from normal use; accidental or liquid damage is quoted. */
export function repairCoverage(warranty: 'in' | 'out', damage: 'none' | 'accidental' | 'liquid'): 'free' | 'quote' {
  return warranty === 'in' && damage === 'none' ? 'free' : 'quote';
}

/**
 * Why a new request would duplicate one already on the order (with its id), or undefined when it would not. A return,
 * exchange or repair of an order whose lines are known is refused here only when every line is under a request: the
 * tees being returned leave the shirt to exchange (the line picked is checked after, see linesUnderRequest).
 */
export function duplicateRefusal(
  order: Pick<OrderSnapshot, 'orderId' | 'requests'> & { items?: OrderSnapshot['items'] },
  name: WorkflowName,
  locale: Locale,
  invoiceType?: string,
): string | undefined {
  // The order lookup writes nothing, so nothing it asks can be a duplicate.
  if (name === 'order_lookup') return undefined;
  const kind = REQUEST_KIND_OF[name];
  const lines = order.items?.map((item) => item.variantId ?? item.productId) ?? [];
  // A line returned in part (one of two tees) has units left for another return.
  const units = { ordered: new Map(order.items?.map((item) => [item.variantId ?? item.productId, item.quantity])) };
  const existing =
    lines.length > 1 && (kind === 'return' || kind === 'exchange' || kind === 'repair')
      ? lines.every((line) => conflictingRequest(order.requests, kind, undefined, [line], leastOf(units, line)))
        ? conflictingRequest(order.requests, kind)
        : undefined
      : conflictingRequest(order.requests, kind, invoiceType);
  return existing ? duplicateText(order.orderId, existing, locale, name) : undefined;
}

/** The check for one unit of `line`: whether any of it is left for a return. */
function leastOf(units: { ordered: ReadonlyMap<string, number> }, line: string) {
  return { ordered: units.ordered, wanted: { [line]: 1 } };
}

/** Whether an order being refunded is so for some of its lines only (a return naming them): the others may still go back. */
export function partlyReturned(order: Pick<OrderSnapshot, 'status' | 'requests'>): boolean {
  const returns = order.requests?.filter((request) => request.kind === 'return') ?? [];
  return order.status === 'refunding' && returns.length > 0 && returns.every((request) => request.items?.length);
}

/** The refusal of a request (of workflow `wanted`, when known) that duplicates `existing`. */
export function duplicateText(orderId: string, existing: OrderRequest, locale: Locale, wanted?: WorkflowName): string {
  const title =
    existing.kind === 'cancel'
      ? say(locale, '取消订单', 'Cancellation')
      : existing.kind === 'address_change'
        ? say(locale, '修改地址', 'Address change')
        : workflowTitle(existing.kind, locale);
  if (existing.kind === 'invoice') {
    const type = INVOICE_TYPE_CHOICES.find((choice) => choice.value === existing.invoiceType);
    const typeName = type ? labelOf(type, locale) : title;
    return say(
      locale,
      `订单 ${orderId} 已开具${typeName}（${existing.requestId}），不能重复开具。如需重开，请回复「人工」由客服协助。`,
      `Order ${orderId} already has an invoice of this type (${typeName}, ${existing.requestId}), so it cannot be issued again. Ask for a human agent if it needs to be reissued.`,
    );
  }
  // An exchange asked for beside an open return is no repeat: it is a change of mind, which a person can make.
  const other = switchingAfterSubmit(existing.kind, wanted, locale);
  if (other)
    return say(
      locale,
      `订单 ${orderId} 已有进行中的${title}申请（${existing.requestId}），不能同时再申请${other.wanted}。${other.how}`,
      `Order ${orderId} already has an open ${title.toLowerCase()} request (${existing.requestId}), so ${withArticle(other.wanted.toLowerCase())} cannot be opened beside it.${other.how}`,
    );
  return say(
    locale,
    `订单 ${orderId} 已有进行中的${title}申请（${existing.requestId}），不能重复申请。如有疑问，请回复「人工」联系客服。`,
    `Order ${orderId} already has an open ${title.toLowerCase()} request (${existing.requestId}), so another one cannot be made. Ask for a human agent if you have questions.`,
  );
}

/** Why an order cannot be invoiced, or undefined when it can. */
export function invoiceRefusal(order: OrderSnapshot, locale: Locale): string | undefined {
  switch (order.status) {
    case 'pending_payment':
      return say(
        locale,
        `订单 ${order.orderId} 尚未付款，付款后才能开具发票。`,
        `Order ${order.orderId} has not been paid; invoices are issued after payment.`,
      );
    case 'cancelled':
    case 'refunding':
    case 'refunded':
      return say(
        locale,
        `订单 ${order.orderId} 已取消或退款，无法开具发票。`,
        `Order ${order.orderId} was cancelled or refunded, so no invoice can be issued.`,
      );
    default:
      return undefined;
  }
}

/** The shop's return and exchange windows (shop.yaml); without the profile (the backend cannot say) the seed's 7 days apply. */
export async function shopWindows(commerce: Pick<CommerceBackend, 'getShop'>): Promise<{ returnDays?: number; exchangeDays?: number }> {
  const shop = await commerce.getShop().catch(() => undefined);
  return shop ? { returnDays: shop.returnWindowDays, ...(shop.exchangeWindowDays !== undefined ? { exchangeDays: shop.exchangeWindowDays } : {}) } : {};
}

/** Which rule applies to a workflow's order, run right after the order is identified. */
export function refusalFor(
  name: WorkflowName,
  order: OrderSnapshot,
  now: number,
  locale: Locale,
  windows: { returnDays?: number; exchangeDays?: number } = {},
): string | undefined {
  // Invoices are one per type: checked once the type is known.
  const duplicate = name === 'invoice' ? undefined : duplicateRefusal(order, name, locale);
  if (duplicate) return duplicate;
  if (name === 'return') return returnRefusal(order, name, now, locale, windows.returnDays);
  if (name === 'exchange') return returnRefusal(order, name, now, locale, windows.exchangeDays ?? windows.returnDays);
  if (name === 'repair') return repairRefusal(order, locale);
  return invoiceRefusal(order, locale);
}

const AFTER_SALES: readonly string[] = ['return', 'exchange', 'repair'];

/**
 * A return, exchange or repair wanted where another of them is open on the same lines: the title wanted and how to get
 * it instead (a person withdraws the open one); undefined for any other pair.
 */
export function switchingAfterSubmit(existing: string, wanted: WorkflowName | undefined, locale: Locale): { wanted: string; how: string } | undefined {
  if (!wanted || wanted === existing || !AFTER_SALES.includes(existing) || !AFTER_SALES.includes(wanted)) return undefined;
  const [theirs, title] = [workflowTitle(existing as WorkflowName, locale), workflowTitle(wanted, locale)];
  return {
    wanted: title,
    how: say(
      locale,
      `如想改为${title}，请回复「人工」，由客服撤销${theirs}申请后为您办理。`,
      ` To have ${withArticle(title.toLowerCase())} instead, ask for a human agent: they can withdraw the ${theirs.toLowerCase()} and start the ${title.toLowerCase()}.`,
    ),
  };
}
