import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';

/**
 * The products "it" may mean right after a list of several matches ("any tops?" → "is it adjustable?"): that list, in
 * the order shown, while the last question was that search or asked of every product of it; none when the last answer
 * was something else, answered with one product (the cheapest) or listed fewer than two (then "it" is the product in
 * focus).
 */
export function listedInView(dialogue: DialogueState): string[] | undefined {
  const listed = dialogue.listed ?? [];
  const last = dialogue.lastIntent;
  if (!last || listed.length < 2) return undefined;
  // A search for the cheapest answers with one product, the others shown beside it: "it" is that one.
  const searched = last.type === 'product_recommend' && !last.entities.cheapest;
  // "是纯银的吗" answered for each product listed: "多少钱" next still asks of one of them.
  const asked = last.entities.productIds ?? [];
  const askedOfList = last.type !== 'product_recommend' && asked.length >= 2 && asked.every((id) => listed.includes(id));
  if (!searched && !askedOfList) return undefined;
  return listed.slice(0, DIALOGUE_LIMITS.compared);
}
