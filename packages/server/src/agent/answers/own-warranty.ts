import type { Order } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';
import { dayOf } from '../../ledger/day-of.js';

const RECEIVED = new Set(['delivered', 'completed']);

/** A calendar day ("2027-11-20") `months` after another, the day kept where the month has it (31 Jan + 1 → 28 Feb). */
function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** A calendar day as an answer writes it: "20 Nov 2027", "2027年11月20日". */
function written(day: string, lang: AnswerLanguage): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (lang !== 'en') return `${year}年${month}月${date}日`;
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(Date.UTC(year, month - 1, date));
}

/**
 * "is my boot still under warranty?": when the shopper's own one was delivered and until when its warranty runs (the
 * warranty counts from the day of delivery, in the shop's time zone), from the latest received order holding it.
 * Undefined when none of the orders given has it delivered.
 */
export function ownWarrantyLine(
  product: { productId: string; title: string; warrantyMonths?: number },
  orders: readonly Order[],
  timeZone: string,
  now: number,
  lang: AnswerLanguage,
): string | undefined {
  if (product.warrantyMonths === undefined) return undefined;
  const order = orders
    .filter((candidate) => RECEIVED.has(candidate.status) && candidate.deliveredAt && candidate.lines.some((line) => line.productId === product.productId))
    .sort((a, b) => b.deliveredAt! - a.deliveredAt!)[0];
  if (!order) return undefined;
  const delivered = dayOf(order.deliveredAt!, timeZone);
  const until = monthsAfter(delivered, product.warrantyMonths);
  const over = dayOf(now, timeZone) > until;
  const id = order.orderId;
  if (lang === 'en')
    return over
      ? `Your ${product.title} (order ${id}) was delivered on ${written(delivered, lang)}; its warranty ended on ${written(until, lang)}.`
      : `Your ${product.title} (order ${id}) was delivered on ${written(delivered, lang)}, so it is under warranty until ${written(until, lang)}.`;
  return over
    ? `您的 ${product.title}（订单 ${id}）于 ${written(delivered, lang)} 签收，保修期已于 ${written(until, lang)} 结束。`
    : `您的 ${product.title}（订单 ${id}）于 ${written(delivered, lang)} 签收，保修期到 ${written(until, lang)}，目前在保修期内。`;
}
