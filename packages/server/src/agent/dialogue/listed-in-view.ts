import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';

/**
 * The products "it" may mean right after a list of several matches ("any tops?" → "is it adjustable?"): that list, in
 * the order shown; none when the last answer was not a search, answered with one product (the cheapest) or listed
 * fewer than two (then "it" is the product in focus).
 */
export function listedInView(dialogue: DialogueState): string[] | undefined {
  const listed = dialogue.listed ?? [];
  const last = dialogue.lastIntent;
  // A search for the cheapest answers with one product, the others shown beside it: "it" is that one.
  if (last?.type !== 'product_recommend' || last.entities.cheapest || listed.length < 2) return undefined;
  return listed.slice(0, DIALOGUE_LIMITS.compared);
}
