import type { AudienceWish } from '../../ports/intent.js';
import type { OrderStatus } from '@kefu/protocol';
import type { Entities, IntentType } from '../../ports/intent.js';

/** What the shopper last asked about a product. */
export type Aspect = 'price' | 'stock' | 'specs';

/** A product discussed or viewed, with what was last asked about it. */
export interface FocusProduct {
  productId: string;
  aspect?: Aspect;
  /** Option values last asked about it ("白色", "M"). */
  options?: string[];
}

/** An order shown to the shopper, with the names of its items as shown. */
export interface FocusOrder {
  orderId: string;
  items: string[];
  /** Its status as shown ("待付款那个" picks it by that); absent in older threads. */
  status?: OrderStatus;
}

/** The last intent answered, with the entities it used (after references were resolved). */
export interface LastIntent {
  type: IntentType;
  entities: Entities;
  /** Its words, personal data masked and at most {@link DIALOGUE_LIMITS.text} characters: "X8呢" asks what it asked. */
  text: string;
  /** The topic a follow-up knowledge question was searched with ("可以换吗" → "要多久": 可以换吗); absent in older threads. */
  about?: string;
}

/** What the shopper told us about what they want. */
export interface ShopperWishes {
  minPrice?: number;
  maxPrice?: number;
  /** Option values they asked for (a size, a colour, a memory size), most recent last. */
  options?: string[];
  /** Recommendation tags (use, preferences: 拍照, gaming, for work…), most recent last. */
  tags?: string[];
  /** The product type they are shopping for. */
  type?: string;
  /** What they are shopping for by a word of the titles ("boxy", "tees") in a shop without types; absent in older threads. */
  named?: string;
  /** Who they shop for ("anything for kids?"), where the shop marks it; absent in older threads. */
  audience?: AudienceWish;
}

/**
 * The dialogue state, checkpointed with the thread: what is in focus and what the shopper told us. Every list is
 * bounded ({@link DIALOGUE_LIMITS}), so the state stays a few hundred bytes however long the conversation.
 */
export interface DialogueState {
  /** Products discussed or viewed, most recent last. */
  products: FocusProduct[];
  /** The products of the last comparison ("哪个拍照更好" compares them). */
  compared: string[];
  /** The products last shown as a list (a search's matches), in the order shown ("the first one"); absent in older threads. */
  listed?: string[];
  /** The orders last shown as a list, in the order shown ("第二个订单"). */
  orders: FocusOrder[];
  /** The order last discussed on its own ("that order"). */
  orderInFocus: string | null;
  /** A guest's orders proven theirs by the phone ending (a lookup or a workflow), most recent last; absent in older threads. */
  verifiedOrders?: string[];
  lastIntent: LastIntent | null;
  /** The question the assistant asked and is waiting on ('which_product', 'two_products'). */
  openQuestion: string | null;
  /** The product page the shopper was on at the last turn: a new page puts its product in focus. */
  page: string | null;
  told: ShopperWishes;
}

/** Bounds of the dialogue state's lists. */
export const DIALOGUE_LIMITS = { products: 4, compared: 4, orders: 5, orderItems: 5, options: 4, tags: 4, text: 200 } as const;

/** The dialogue state of a new thread. */
export function emptyDialogue(): DialogueState {
  return { products: [], compared: [], orders: [], orderInFocus: null, lastIntent: null, openQuestion: null, page: null, told: {} };
}

/** The product in focus: the one most recently discussed or viewed. */
export function productInFocus(dialogue: DialogueState): string | undefined {
  return dialogue.products.at(-1)?.productId;
}
