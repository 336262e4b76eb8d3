import type { Intent } from '../../ports/intent.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';

const NUMBER = /^\d{1,2}(?:\.5)?$/;
// "那43呢", "43的呢", "and 10?", "what about size 9?": a number alone, as a size.
const BARE_SIZE = /^(?:那么?|and|what about|how about)?\s*(?:size\s*)?(\d{1,2}(?:\.5)?)\s*(?:码|号)?(?:的)?\s*(?:呢|吗|有吗|有没有)?\s*[?？]?$/i;

/**
 * "42码有吗" → "那43呢": right after a question that asked a size written as a number, a number alone is that question
 * in this size instead (a bare number is read as no size otherwise: it may be a price or a count). Not while a
 * workflow waits on an answer, where a number may answer its prompt.
 */
export function sizeNumberInstead(intent: Intent, dialogue: DialogueState, workflowWaiting: boolean): Intent | undefined {
  const last = dialogue.lastIntent;
  const asked = last?.entities.options?.find((option) => NUMBER.test(option.value));
  if (workflowWaiting || !last || !asked) return undefined;
  const size = BARE_SIZE.exec(normalizeText(intent.text).trim())?.[1];
  if (!size || size === asked.value) return undefined;
  const options = [...(last.entities.options ?? []).filter((option) => option !== asked), { value: size }];
  return { ...intent, type: last.type, confidence: Math.max(intent.confidence, 0.9), entities: { ...last.entities, options } };
}
