import type { Intent } from '../../ports/intent.js';
import { DIALOGUE_LIMITS, type DialogueState } from './dialogue-state.js';

// "compare the first two", "比较前两个", "前2款对比一下": the first two of the list; "the last two", "后两个": its last two.
const FIRST_TWO = /\b(?:first|top) (?:two|2)\b|前\s*(?:两|二|2)\s*(?:个|款|台|件|部|双|条|只|套)?/i;
const LAST_TWO = /\blast (?:two|2)\b|(?:后|最后)\s*(?:两|二|2)\s*(?:个|款|台|件|部|双|条|只|套)?/i;
// "compare the two", "对比一下这两款", "这两个哪个好": both, when the list holds just two.
const THE_TWO = /\b(?:the|these|those|both) (?:two|2)\b|\bboth\b|(?:这|那)\s*(?:两|2)\s*(?:个|款|台|件|部|双|条|只|套)?|两者|两款|两个/i;
// "compare them all", "这几款对比一下": every listed product, as many as a comparison shows.
const ALL_OF_THEM = /\b(?:them all|all of them|all (?:three|four|3|4))\b|(?:这|那)几(?:个|款|台|件|部|双|条|只|套)|都(?:对比|比较)/i;

/**
 * A comparison naming no product right after a list of matches: "compare the first two" compares the first two
 * listed, "compare the two" both of a list of two, "compare them all" the listed ones (up to a comparison's size).
 * "compare the two" after three or more stays a question of which two (answered with the listed ones to pick from).
 */
export function compareOfList(intent: Intent, dialogue: DialogueState): Intent | undefined {
  if (intent.type !== 'product_compare' || (intent.entities.productIds?.length ?? 0) > 0) return undefined;
  const listed = dialogue.listed ?? [];
  if (listed.length < 2 || dialogue.lastIntent?.type !== 'product_recommend') return undefined;
  const text = intent.text;
  const ids = FIRST_TWO.test(text)
    ? listed.slice(0, 2)
    : LAST_TWO.test(text)
      ? listed.slice(-2)
      : ALL_OF_THEM.test(text) || (THE_TWO.test(text) && listed.length === 2)
        ? listed.slice(0, DIALOGUE_LIMITS.compared)
        : undefined;
  if (!ids) return undefined;
  return { ...intent, confidence: Math.max(intent.confidence, 0.85), entities: { ...intent.entities, productIds: ids } };
}
