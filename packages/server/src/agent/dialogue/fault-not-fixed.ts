import { KNOWLEDGE_INTENTS, type Intent } from '../../ports/intent.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';

// "试过了还是不行", "还是没用", "still not working", "that didn't help": the troubleshooting steps did not fix it.
const NOT_FIXED =
  /^(?:(?:我|都|也)?(?:试过了?|试了|弄了|按你说的(?:做|弄)了)[，,\s]*)?(?:还是|仍然|依然|还)(?:不行|没用|没声音|不好使?|一样|有问题|坏的)|^(?:没用|不管用|没效果|没有用|(?:都)?试过了?|都试了)[。.!！\s]*$|\b(?:still (?:not working|doesn'?t work|does not work|the same|broken|no (?:sound|luck))|(?:that|it|this) (?:didn'?t|did not|doesn'?t|does not) (?:help|work|fix (?:it|the problem))|(?:i )?tried (?:that|it|this|everything|all of (?:that|it|them|those))|no luck|not fixed)\b/i;

/**
 * "试过了还是不行" / "I tried that, still not working" right after troubleshooting a fault: the repair of what the fault
 * was about (seed 000: 故障排查, then 维修流程), not a new question the knowledge base cannot place. The coordinator
 * takes the product from that fault (its `lastIntent`).
 */
export function faultNotFixed(intent: Intent, text: string, dialogue: DialogueState): Intent | undefined {
  if (dialogue.lastIntent?.type !== 'fault_diagnosis') return undefined;
  if (!KNOWLEDGE_INTENTS.includes(intent.type) || intent.entities.productIds?.length || intent.entities.orderId) return undefined;
  if (!NOT_FIXED.test(normalizeText(text).trim())) return undefined;
  return { ...intent, type: 'repair_process', confidence: Math.max(intent.confidence, 0.85) };
}
