import type { Entities, IntentType } from '../../ports/intent.js';
import { editDistance } from './edit-distance.js';
import { FUZZY_WORDS, INTENT_KEYWORDS, INTENT_PRIORITY, type Keyword } from './intent-keywords.js';
import { asksAboutProcess } from './process-question.js';
import { WORKFLOW_INTENTS } from '../../ports/intent.js';

/** The best intent of one clause, or undefined when nothing points anywhere. */
export interface ClauseIntent {
  type: IntentType;
  confidence: number;
}

const matches = (text: string, [cue]: Keyword) => (typeof cue === 'string' ? text.includes(cue) : cue.test(text));

function keywordScores(text: string): Map<IntentType, number> {
  const scores = new Map<IntentType, number>();
  for (const [intent, keywords] of Object.entries(INTENT_KEYWORDS) as Array<[IntentType, readonly Keyword[]]>) {
    const weights = keywords.filter((keyword) => matches(text, keyword)).map(([, weight]) => weight);
    // The strongest cue decides; extra cues only add a little, so overlapping substrings do not double-count.
    if (weights.length) scores.set(intent, Math.max(...weights) + 0.05 * (weights.length - 1));
  }
  for (const word of text.match(/[a-z]{4,}/g) ?? []) {
    for (const [target, intent] of Object.entries(FUZZY_WORDS)) {
      const allowed = target.length >= 7 ? 2 : 1;
      if (word !== target && Math.abs(word.length - target.length) <= allowed && editDistance(word, target) <= allowed) {
        scores.set(intent, Math.max(scores.get(intent) ?? 0, 0.8));
      }
    }
  }
  return scores;
}

function entityScores(entities: Entities, scores: Map<IntentType, number>): void {
  const bump = (intent: IntentType, floor: number, bonus = 0) => scores.set(intent, Math.max(scores.get(intent) ?? 0, floor) + (scores.has(intent) ? bonus : 0));
  const products = entities.productIds?.length ?? 0;
  if (entities.trackingNumber) bump('logistics_query', 0.85, 0.05);
  if (entities.orderId && !scores.has('logistics_query')) bump('order_query', 0.8, 0.05);
  if (entities.orderId || entities.trackingNumber) {
    for (const intent of ['logistics_query', 'return_process', 'exchange_process', 'repair_process', 'invoice_process'] as const) if (scores.has(intent)) bump(intent, 0, 0.1);
  }
  if (products >= 2 && !scores.size) bump('product_compare', 0.75);
  if (products >= 2 && scores.has('product_compare')) bump('product_compare', 0, 0.05);
  if (products >= 1) for (const intent of ['price_query', 'inventory_check', 'params_query'] as const) if (scores.has(intent)) bump(intent, 0, 0.05);
  if (products === 1 && !scores.size) bump(entities.colors?.length ? 'inventory_check' : 'params_query', entities.colors?.length ? 0.75 : 0.6);
  const wishes = [entities.maxPrice, entities.minPrice, entities.ramGb, entities.category, entities.tags?.length].filter((value) => value !== undefined).length;
  if (products === 0 && wishes >= 1) {
    const nothingElse = [...scores.keys()].every((intent) => intent === 'product_recommend' || intent === 'price_query' || intent === 'params_query');
    if (nothingElse) {
      scores.delete('price_query');
      scores.delete('params_query');
      bump('product_recommend', wishes >= 2 ? 0.85 : 0.7, 0.1);
    }
  }
  if (entities.subsidy && products >= 1 && !scores.has('product_compare')) bump('price_query', 0.8);
}

/** Classifies one clause from keywords (with typo tolerance) and the entities found in it. */
export function classifyClause(text: string, entities: Entities): ClauseIntent | undefined {
  const scores = keywordScores(text);
  entityScores(entities, scores);
  // A greeting in front of a real question is not a second intent.
  if (scores.size > 1) scores.delete('chitchat');
  if (!scores.size) return undefined;
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || INTENT_PRIORITY.indexOf(a[0]) - INTENT_PRIORITY.indexOf(b[0]));
  const [type, score] = ranked[0]!;
  // A question about how a workflow works, with no order to act on, goes to the knowledge base.
  if (WORKFLOW_INTENTS.includes(type) && !entities.orderId && asksAboutProcess(text)) {
    return { type: 'policy_inquiry', confidence: Math.min(0.95, Math.max(score, 0.85)) };
  }
  const runnerUp = ranked[1]?.[1] ?? 0;
  const margin = score - runnerUp < 0.1 && runnerUp > 0 ? 0.08 : 0;
  return { type, confidence: Math.min(0.98, Math.max(0.05, score - margin)) };
}
