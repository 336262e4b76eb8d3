import type { Order, OrderRequest } from '../../ports/commerce-backend.js';
import type { AnswerLanguage } from './answer-language.js';

// The after-sales kinds an order's status does not show (a return shows as `refunding`; an exchange or a repair leaves
// the order delivered): what a status answer names after the status.
const UNSHOWN: readonly OrderRequest['kind'][] = ['exchange', 'repair'];

const WORDS = {
  exchange: { en: ['being exchanged', 'exchange'], zh: ['换货中', '换货单'] },
  repair: { en: ['being repaired', 'repair'], zh: ['维修中', '维修单'] },
} as const;

/**
 * The open exchanges and repairs of an order, each with the units it holds: "1 × Essential Crew Tee is being exchanged
 * (exchange E100001)" / "Essential Crew Tee 1 件换货中（换货单 E100001）", joined by "; " / "；". Before, "what's the
 * status?" after exchanging one tee said only "Order TL-10231 (…) is delivered.". '' when there are none.
 */
export function requestsUnderWay(order: Order, lang: AnswerLanguage): string {
  const open = order.requests?.filter((request) => UNSHOWN.includes(request.kind)) ?? [];
  return open
    .map((request) => {
      const lines = order.lines.filter((line) => !request.items || request.items.includes(line.variantId ?? line.productId));
      const units = lines.map((line) => ({ title: line.title, count: request.quantities?.[line.variantId ?? line.productId] ?? line.quantity }));
      const [doing, name] = WORDS[request.kind as 'exchange' | 'repair'][lang === 'en' ? 'en' : 'zh'];
      return lang === 'en'
        ? `${units.map(({ title, count }) => `${count} × ${title}`).join(', ')} ${units.length > 1 || units[0]!.count > 1 ? 'are' : 'is'} ${doing} (${name} ${request.requestId})`
        : `${units.map(({ title, count }) => `${title} ${count} 件`).join('、')}${doing}（${name} ${request.requestId}）`;
    })
    .join(lang === 'en' ? '; ' : '；');
}
