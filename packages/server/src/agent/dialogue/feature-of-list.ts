import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import { featureAsked } from '../../adapters/rules/feature-question.js';
import type { DialogueState } from './dialogue-state.js';
import { listedInView } from './listed-in-view.js';
import { featureOfKind } from './feature-of-kind.js';

/**
 * "I want a tablet for drawing" → "do they support a stylus?" / "with a pen?" / "支持手写笔吗": right after a list of
 * several matches, a feature asked naming no product is asked of each listed one, answered yes or no from its own
 * listing (answers/quality-answer.ts featureAnswer), the ones whose listings do not say named together.
 */
export function featureOfList(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const { productIds, orderId } = intent.entities;
  // "stylus" may be read as a thing named (searched for): the feature asked wins right after a list.
  if (productIds?.length || orderId || ORDER_INTENTS.includes(intent.type) || !featureAsked(intent.text)) return undefined;
  const listed = listedInView(dialogue);
  if (!listed) return featureOfKind(intent);
  return { ...intent, type: 'params_query', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: listed } };
}
