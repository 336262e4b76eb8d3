import type { Intent } from '../../ports/intent.js';
import type { OrderStatus } from '@kefu/protocol';
import { describesFault } from '../../adapters/rules/reason-words.js';
import { tellsVisibleDefect } from '../../adapters/rules/visible-defect-words.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';
import type { FocusOrder } from './dialogue-state.js';
import { productsOf } from './described-orders.js';

// "my phone", "我的手机", "the phone I bought": an item of the shopper's own, not one of the kind in general.
const OWN = /\bmy\b|\b(?:i|we) (?:bought|got|received|ordered)\b|我的|我买的|我刚买的|我收到的/i;
// Received, newest first: delivered (still in its return window) before completed (closed).
const RECEIVED: readonly OrderStatus[][] = [['delivered'], ['completed']];

/** One item of the shopper's received orders of the kind a fault was told of. */
export interface HeldItem {
  orderId: string;
  productId: string;
}

/**
 * The items of the kind named ("phone") that the signed-in shopper has received, newest first: those delivered, else
 * those of completed orders. Empty when the intent names a product (that one is meant), no kind, or nothing of theirs.
 */
function heldOfKind(intent: Intent, orders: readonly FocusOrder[], lexicon: ProductLexicon): HeldItem[] {
  const { type } = intent.entities;
  if (!type) return [];
  for (const statuses of RECEIVED) {
    const held = orders
      .filter((order) => order.status && statuses.includes(order.status))
      .flatMap((order) =>
        [...new Set(productsOf(order, lexicon))]
          .filter((productId) => filedUnder(lexicon.productTypes?.get(productId), type))
          .map((productId) => ({ orderId: order.orderId, productId })),
      );
    if (held.length) return held;
  }
  return [];
}

/**
 * "my phone screen has dead pixels" / "我的手机屏幕有坏点" from a signed-in shopper: the rules read a fault told of a kind
 * as the troubleshooting question, and the fault article nearest the kind answered it ("My phone will not turn on" for
 * dead pixels). A defect one can see (dead pixels, a crack, 坏点, 划痕: visible-defect-words.ts), which no steps fix, is
 * of the shopper's own item:
 * when their received orders hold one item of that kind, it is that item's, as "my X9 screen has dead pixels" is (the
 * order holding it, with its repair, return or exchange offered: damaged-item.ts). Several: `choices`, whose repair
 * asks which order it is for (one option per order).
 * A fault that steps may fix, one that no defect words tell, still goes to its troubleshooting article.
 */
export async function ownItemFault(
  intent: Intent,
  recentOrders: (() => Promise<FocusOrder[]>) | undefined,
  lexicon: ProductLexicon,
): Promise<{ intent: Intent } | { choices: HeldItem[] } | undefined> {
  const { type, productIds, candidates, orderId } = intent.entities;
  if (!recentOrders || intent.type !== 'fault_diagnosis' || !type || productIds?.length || candidates?.length || orderId) return undefined;
  if (!OWN.test(intent.text) || !describesFault(intent.text) || !tellsVisibleDefect(intent.text)) return undefined;
  const held = heldOfKind(intent, await recentOrders(), lexicon);
  if (held.length > 1) return { choices: held };
  const [one] = held;
  if (!one) return undefined;
  return {
    intent: {
      ...intent,
      type: 'order_query',
      confidence: Math.max(intent.confidence, 0.85),
      entities: { ...intent.entities, productIds: [one.productId], orderId: one.orderId },
    },
  };
}
