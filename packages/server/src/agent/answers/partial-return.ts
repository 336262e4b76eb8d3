import type { Order, OrderItem } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { statusWords } from './order-status-words.js';

/** An order being refunded for some of its lines only: those lines, the returns covering them, and the other lines. */
export interface PartialReturn {
  returned: OrderItem[];
  kept: OrderItem[];
  requestIds: string[];
}

const lineRef = (line: OrderItem) => line.variantId ?? line.productId;

/**
 * The lines of a `refunding` order its open returns name, when they name some but not all of its units (the backend
 * shows the whole order as refunding: "return the tees of TL-10231" leaves its shirt as it was, "return one of the
 * tees" the other tee); undefined otherwise. A line returned in part is in both lists, each with its own units.
 */
export function partialReturnOf(order: Order): PartialReturn | undefined {
  if (order.status !== 'refunding') return undefined;
  const returns = order.requests?.filter((request) => request.kind === 'return') ?? [];
  if (!returns.length || !returns.every((request) => request.items?.length)) return undefined;
  // Units going back per line: those a return names (all of the line when it names no number).
  const back = (line: OrderItem) =>
    Math.min(
      line.quantity,
      returns.reduce((sum, request) => sum + (request.items!.includes(lineRef(line)) ? (request.quantities?.[lineRef(line)] ?? line.quantity) : 0), 0),
    );
  const returned = order.lines.flatMap((line) => (back(line) ? [{ ...line, quantity: back(line) }] : []));
  const kept = order.lines.flatMap((line) => (back(line) < line.quantity ? [{ ...line, quantity: line.quantity - back(line) }] : []));
  if (!returned.length || !kept.length) return undefined;
  return { returned, kept, requestIds: returns.map((request) => request.requestId) };
}

/** Lines as answers name them ("Essential Crew Tee ×2"). */
export function linesText(lines: readonly OrderItem[], lang: AnswerLanguage): string {
  return lines.map((line) => `${line.title}${line.quantity > 1 ? ` ×${line.quantity}` : ''}`).join(lang === 'en' ? ', ' : '、');
}

/** What the lines not returned are now: delivered, or shipped, as the order was before its return. */
export function keptStatus(order: Order, lang: AnswerLanguage): string {
  return statusWords(order.deliveredAt !== undefined ? 'delivered' : order.shippedAt !== undefined ? 'shipped' : 'paid', lang);
}
