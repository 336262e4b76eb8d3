import type { Order, OrderItem, OrderRequest } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { keptStatus, linesText } from './partial-return.js';
import { statusWords } from './order-status-words.js';

const lineRef = (line: OrderItem) => line.variantId ?? line.productId;

type UnitsKind = 'return' | 'exchange' | 'repair';
const KINDS: readonly OrderRequest['kind'][] = ['return', 'exchange', 'repair'];

/** The units of `line` a return, exchange or repair holds: those it counts, the whole line when it counts none. */
function unitsHeld(request: OrderRequest, line: OrderItem): number {
  if (!KINDS.includes(request.kind) || (request.items?.length && !request.items.includes(lineRef(line)))) return 0;
  return Math.min(request.quantities?.[lineRef(line)] ?? line.quantity, line.quantity);
}

/** What a request's units are going through, with its id: "being exchanged (exchange E100001)", "换货中（换货单 E100001）". */
function underWay(request: OrderRequest, refunding: boolean, lang: AnswerLanguage): string {
  const id = request.requestId;
  const words: Record<UnitsKind, [en: string, zh: string]> = {
    return: [`being returned (return ${id}${refunding ? ', refund in progress' : ''})`, `退货中（退货单 ${id}${refunding ? '，退款处理中' : ''}）`],
    exchange: [`being exchanged (exchange ${id})`, `换货中（换货单 ${id}）`],
    repair: [`being repaired (repair ${id})`, `维修中（维修单 ${id}）`],
  };
  return words[request.kind as UnitsKind][lang === 'en' ? 0 : 1];
}

/**
 * The status of an order one of whose lines is under two requests or more (one tee of TL-10231 exchanged, the other
 * returned), line by line, each line's units per request: "Order TL-10231 (Linen Shirt, Essential Crew Tee ×2):
 * Essential Crew Tee ×2: 1 being exchanged (exchange E100001), 1 being returned (return R100002, refund in progress);
 * the Linen Shirt is delivered." Before, the return was said of the line as a whole and the exchanged tee counted among
 * the delivered ones. Undefined when no line is under more than one request (the order's status says it as before).
 */
export function lineUnderSeveralRequests(order: Order, lang: AnswerLanguage): string | undefined {
  const requests = order.requests ?? [];
  const holders = (line: OrderItem) => requests.filter((request) => unitsHeld(request, line) > 0);
  if (!order.lines.some((line) => holders(line).length > 1)) return undefined;
  const en = lang === 'en';
  const refunding = order.status === 'refunding';
  // The units no request holds are as the order was before its return (a return alone shows the order as refunding).
  const rest = refunding ? keptStatus(order, lang) : statusWords(order.status, lang);
  const lines = order.lines.map((line) => {
    const held = holders(line).map((request) => ({ units: unitsHeld(request, line), doing: underWay(request, refunding, lang) }));
    const left = line.quantity - held.reduce((sum, one) => sum + one.units, 0);
    const parts = [...held, ...(left > 0 ? [{ units: left, doing: rest }] : [])];
    const name = linesText([line], lang);
    // The whole line in one state: said of the line as the order's status says it.
    if (parts.length === 1) return en ? `the ${name} is ${parts[0]!.doing}` : `${name} ${parts[0]!.doing}`;
    const each = parts.map(({ units, doing }) => (en ? `${units} ${doing}` : `${units} 件${doing}`));
    return en ? `${name}: ${each.join(', ')}` : `${name}：${each.join('，')}`;
  });
  const items = linesText(order.lines, lang);
  return en ? `Order ${order.orderId} (${items}): ${lines.join('; ')}.` : `订单 ${order.orderId}（${items}）：${lines.join('；')}。`;
}
