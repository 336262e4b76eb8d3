import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import type { CommerceTools, ToolCaller } from '../tools/commerce-tools.js';
import type { AnswerLanguage } from './answer-language.js';
import type { BranchAnswer } from './compose-answer.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';

/**
 * A verified guest's order question naming an item ("我那个平板多少钱买的", "my linen shirt has a hole") that none of
 * the orders they verified holds: the order tools would answer about the last verified order anyway (a guest may see
 * no other), so the answer says the item is not in it and asks for the number of the order that holds it, which
 * opens that order's verification. Undefined when the caller is signed in, verified nothing, named an order, named
 * no item, or a verified order holds it. Other orders are never looked up: a guest sees only what they verified.
 */
export async function guestItemElsewhere(
  intent: Intent,
  caller: ToolCaller,
  tools: Pick<CommerceTools, 'run'>,
  lexicon: Pick<ProductLexicon, 'names' | 'productTypes'>,
  index: number,
  lang: AnswerLanguage,
): Promise<BranchAnswer | undefined> {
  const { orderId, trackingNumber, productIds, candidates, type, named } = intent.entities;
  const verified = caller.verifiedOrderIds ?? [];
  if (caller.customerId || !verified.length || orderId || trackingNumber || !ORDER_INTENTS.includes(intent.type)) return undefined;
  const items = productIds?.length ? productIds : (candidates ?? []);
  if (!items.length && !type) return undefined;
  const held: string[] = [];
  for (const id of verified) {
    const result = await tools.run('get_order_info', { order_id: id }, caller);
    if (result.tool !== 'get_order_info' || result.status !== 'ok') return undefined;
    held.push(...result.orders.flatMap((order) => order.lines.map((line) => line.productId)));
  }
  const holds = items.length ? items.some((id) => held.includes(id)) : held.some((id) => !!type && filedUnder(lexicon.productTypes?.get(id), type));
  if (holds) return undefined;
  const last = verified.at(-1)!;
  const single = productIds?.length === 1 ? lexicon.names.get(productIds[0]!) : undefined;
  const word = single ?? named ?? type?.split('>').at(-1)!.trim() ?? items.flatMap((id) => lexicon.names.get(id) ?? []).join(' / ');
  const en = lang === 'en';
  // A kind known only by its Chinese word ("平板") is not said in English: "that item".
  const thing = en ? (single ? `the ${word}` : /\p{Script=Han}/u.test(word) || !word ? 'that item' : `a ${word.toLowerCase()}`) : word || '这件商品';
  return {
    index,
    text: en
      ? `Order ${last} does not hold ${thing}. If you bought it in another order, tell me that order number and I will check it once you verify it with the phone number's last four digits.`
      : `订单 ${last} 里没有${thing}。如果是在另一个订单里买的，请告诉我那个订单号，用手机号后四位核实后我再为您查看。`,
    parts: [],
    resolved: true,
  };
}
