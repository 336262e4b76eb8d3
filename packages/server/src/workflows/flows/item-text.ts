import type { Locale } from '@kefu/protocol';
import { say } from '../copy.js';
import type { OrderSnapshot } from '../workflow-state.js';

/** "Find X9（钛晨灰 / 12GB）× 1": one order line as the shopper is shown it. */
export function itemText(order: OrderSnapshot, index: number, locale: Locale, units?: number): string {
  const item = { ...order.items[index]!, ...order.shownItems?.[index] };
  // `units`: those of the line a return takes (one of two tees), else every unit ordered.
  return `${item.name}${item.variant ? say(locale, `（${item.variant}）`, ` (${item.variant})`) : ''} × ${units ?? item.quantity}`;
}
