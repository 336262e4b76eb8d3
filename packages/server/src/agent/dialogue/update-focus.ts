import type { MessagePart } from '@kefu/protocol';
import type { Intent, IntentType, Recognition } from '../../ports/intent.js';
import { maskPii } from '../../privacy/pii-detector.js';
import { DIALOGUE_LIMITS, type Aspect, type DialogueState, type FocusProduct, type ShopperWishes } from './dialogue-state.js';

const ASPECT_OF: Partial<Record<IntentType, Aspect>> = { price_query: 'price', inventory_check: 'stock', params_query: 'specs' };
const NEEDS_PRODUCT: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];
const FORGETTABLE: readonly IntentType[] = ['chitchat', 'handoff'];

const recent = <T>(list: readonly T[], limit: number): T[] => list.slice(-limit);
const union = (older: readonly string[] | undefined, newer: readonly string[] | undefined, limit: number) =>
  recent([...(older ?? []).filter((value) => !newer?.includes(value)), ...(newer ?? [])], limit);

/**
 * The products in focus with `next` the latest. Mentioned again without option values ("is the cheaper one in M?" →
 * "I'll take the cheaper one"), it keeps those last asked of it.
 */
function withProduct(products: readonly FocusProduct[], next: FocusProduct): FocusProduct[] {
  const before = products.find((product) => product.productId === next.productId);
  const kept = !next.options?.length && before?.options?.length ? { ...next, options: before.options } : next;
  return recent([...products.filter((product) => product.productId !== next.productId), kept], DIALOGUE_LIMITS.products);
}

function wishesOf(told: ShopperWishes, intent: Intent): ShopperWishes {
  const e = intent.entities;
  const next: ShopperWishes = { ...told };
  // "有没有便宜点的" is below one product's price, not a budget the shopper gave.
  if (!e.cheaperThan && (e.maxPrice !== undefined || e.minPrice !== undefined)) {
    delete next.minPrice;
    delete next.maxPrice;
    if (e.minPrice !== undefined) next.minPrice = e.minPrice;
    if (e.maxPrice !== undefined) next.maxPrice = e.maxPrice;
  }
  // A type or a title word told is what they shop for now; the other one, told before, is not any more.
  if (e.type) {
    next.type = e.type;
    delete next.named;
  } else if (e.named) {
    next.named = e.named;
    delete next.type;
  }
  if (e.tags?.length) next.tags = union(told.tags, e.tags, DIALOGUE_LIMITS.tags);
  if (e.audience) next.audience = e.audience;
  if (e.options?.length)
    next.options = union(
      told.options,
      e.options.map((option) => option.value),
      DIALOGUE_LIMITS.options,
    );
  return next;
}

/**
 * The dialogue state after the coordinator understood a turn (its references already resolved): a new product page,
 * the products and aspects asked about, the order named, the last intent, what the shopper wants, the open question.
 */
export function focusFromTurn(dialogue: DialogueState, recognition: Recognition, page: string | null): DialogueState {
  let { products, compared, orderInFocus, lastIntent, told } = dialogue;
  let openQuestion: string | null = null;
  if (page && page !== dialogue.page) products = withProduct(products, { productId: page });
  for (const intent of recognition.intents) {
    const ids = intent.entities.productIds ?? [];
    const aspect = ASPECT_OF[intent.type];
    const options = intent.entities.options?.map((option) => option.value);
    for (const productId of ids)
      products = withProduct(products, {
        productId,
        ...(aspect ? { aspect } : {}),
        ...(options?.length ? { options: recent(options, DIALOGUE_LIMITS.options) } : {}),
      });
    if (intent.type === 'product_compare' && ids.length >= 2) compared = recent(ids, DIALOGUE_LIMITS.compared);
    if (intent.type === 'product_compare' && ids.length < 2 && !page) openQuestion = 'two_products';
    if (NEEDS_PRODUCT.includes(intent.type) && !ids.length && !page) openQuestion = 'which_product';
    if (intent.entities.orderId) orderInFocus = intent.entities.orderId;
    told = wishesOf(told, intent);
    if (!FORGETTABLE.includes(intent.type))
      lastIntent = {
        type: intent.type,
        entities: structuredClone(intent.entities),
        text: maskPii(intent.text).slice(-DIALOGUE_LIMITS.text),
        ...(intent.about ? { about: maskPii(intent.about).slice(-DIALOGUE_LIMITS.text) } : {}),
      };
  }
  return { ...dialogue, products, compared, orderInFocus, lastIntent, told, openQuestion, page: page ?? dialogue.page };
}

/**
 * The dialogue state after an answer was shown: a list of products or orders is remembered in the order shown, a single
 * order is in focus.
 */
export function focusFromParts(dialogue: DialogueState, parts: readonly MessagePart[], search?: { leads: boolean }): DialogueState {
  // A list of products (a search's matches) is remembered in the order shown: "the first one" picks from it.
  const products = parts.flatMap((part) => (part.type === 'product' ? [part.productId] : []));
  if (products.length >= 2) dialogue = { ...dialogue, listed: products.slice(0, DIALOGUE_LIMITS.products) };
  // A search that found one product (or none) leaves no list: "it" (or "多少钱") is about that product, not one of
  // an older list.
  else if (search) {
    const { listed: _older, ...rest } = dialogue;
    dialogue = rest;
  }
  // The product a search answers with (the cheapest or the most expensive asked for, or its only match) is what "it"
  // means next.
  // A search answered as one product's price or stock ("亚麻衬衫多少钱" matching the Linen Shirt alone) shows no card but
  // that product's price (stock) part: "质量怎么样" next is about it.
  const answered = [...new Set(parts.flatMap((part) => (part.type !== 'product' && 'productId' in part ? [part.productId] : [])))];
  const one = products.length ? products[0] : answered.length === 1 ? answered[0] : undefined;
  const lead = search && (search.leads || products.length === 1 || (!products.length && one)) ? one : undefined;
  if (lead) dialogue = { ...dialogue, products: withProduct(dialogue.products, { productId: lead }) };
  const orders = parts.flatMap((part) => (part.type === 'order' ? [part] : []));
  if (!orders.length) return dialogue;
  const shown = orders
    .slice(0, DIALOGUE_LIMITS.orders)
    .map((order) => ({ orderId: order.orderId, items: order.items.slice(0, DIALOGUE_LIMITS.orderItems).map((item) => item.name), status: order.status }));
  if (shown.length === 1) {
    // One order looked up keeps the list shown before it: "第二个订单" still counts in that list.
    return { ...dialogue, orderInFocus: shown[0]!.orderId, orders: dialogue.orders.length ? dialogue.orders : shown };
  }
  return { ...dialogue, orders: shown, orderInFocus: null };
}

/**
 * The dialogue state after an answer said a product does not come in some values ("The Wrap Dress does not come in
 * purple"): they are not carried on, so "what sizes?" next lists the sizes without saying it again.
 */
export function forgetUnoffered(dialogue: DialogueState, values: readonly string[]): DialogueState {
  const options = dialogue.lastIntent?.entities.options;
  if (!values.length || !options?.length) return dialogue;
  const offered = options.filter((option) => !values.includes(option.value));
  const { options: _asked, ...entities } = dialogue.lastIntent!.entities;
  return { ...dialogue, lastIntent: { ...dialogue.lastIntent!, entities: offered.length ? { ...entities, options: offered } : entities } };
}

/** A guest's verified orders with `orderId` added last (bounded like the orders shown). */
export function verifiedOrder(dialogue: DialogueState, orderId: string): DialogueState {
  const earlier = (dialogue.verifiedOrders ?? []).filter((id) => id !== orderId);
  return { ...dialogue, verifiedOrders: [...earlier, orderId].slice(-DIALOGUE_LIMITS.orders) };
}

/** The dialogue state with an order a workflow picked in focus ("那个订单" after the return is about it). */
export function focusOnOrder(dialogue: DialogueState, orderId: string): DialogueState {
  return dialogue.orderInFocus === orderId ? dialogue : { ...dialogue, orderInFocus: orderId };
}
