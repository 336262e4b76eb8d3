import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import { featureIs } from '../../adapters/rules/feature-is-question.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { asksHowToCare } from '../../adapters/rules/care-question.js';
import type { DialogueState } from './dialogue-state.js';
import { listedInView } from './listed-in-view.js';
import { featureOfKind } from './feature-of-kind.js';

/**
 * "is it chlorine resistant?", "这件抗氯吗", "is the X9 5G?", "are they 5G?", "这几款抗氯吗": whether the product named,
 * the one in focus, or each listed one right after a list, is what any words name (feature-is-question.ts), answered
 * yes or no from its own listing as a spec question (answers/quality-answer.ts featureAnswer) — not every spec, a help
 * article a word of it finds ("phones": the account article), nor "which one do you mean?".
 */
export function featureIsOfOne(intent: Intent, dialogue: DialogueState, head: string | undefined): Intent | undefined {
  const { productIds, orderId } = intent.entities;
  const text = normalizeText(intent.text);
  if (orderId || ORDER_INTENTS.includes(intent.type) || !featureIs(text)) return undefined;
  // "is it blue?" asks after a colour it comes in (an option read), "is it machine washable?" the care guide.
  if (intent.entities.options?.length || asksHowToCare(text)) return undefined;
  const ids = productIds?.length === 1 ? productIds : (listedInView(dialogue) ?? (productIds?.length ? undefined : head ? [head] : undefined));
  if (!ids) return featureOfKind(intent);
  return { ...intent, type: 'params_query', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: ids } };
}
