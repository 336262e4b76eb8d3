import type { DialogueState } from './dialogue-state.js';

/**
 * The products "the cheaper one", "续航好的那个" choose among: right after a list of matches, that list; else the
 * products last compared; else the two last discussed.
 */
export function choiceCandidates(dialogue: DialogueState): string[] {
  const listed = dialogue.lastIntent?.type === 'product_recommend' ? (dialogue.listed ?? []) : [];
  if (listed.length >= 2) return listed;
  if (dialogue.compared.length >= 2) return dialogue.compared;
  return dialogue.products.slice(-2).map((product) => product.productId);
}
