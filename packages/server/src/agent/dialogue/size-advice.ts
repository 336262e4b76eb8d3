import type { Intent } from '../../ports/intent.js';

// "what size should I get?", "连衣裙穿什么码", "尺码怎么选", "does it run small?": advice on fit, which the shop's size
// guide gives, not the list of sizes a product comes in.
const ASKS_FIT =
  /(?:穿|选|买|拿|要)(?:什么|哪个|多大|几)(?:尺)?码|尺码(?:怎么|如何)选|选(?:什么|哪个)尺码|尺码表|尺码偏(?:大|小)|\b(?:what|which) size\b.{0,30}\b(?:should|do|would|will) i\b|\bsize (?:guide|chart)\b|\b(?:run|runs|fit|fits) (?:small|large|big|true to size)\b|\btrue to size\b/i;
// Searched beside the question, in its language (the answer is written in the language the search reads).
const SIZE_GUIDE = { zh: '尺码 尺码表 尺码选择', en: 'size guide finding your size' } as const;

/** Whether a message asks which size to take, or how sizes run: the size guide's question. */
export function asksSizeAdvice(text: string): boolean {
  return ASKS_FIT.test(text);
}

/**
 * "I am 180cm and 75kg, what size linen shirt should I get?": a question of fit is the size guide's, even when it names
 * a product (whose sizes alone do not answer it).
 */
export function sizeAdvice(intent: Intent): Intent | undefined {
  if (!ASKS_FIT.test(intent.text) || intent.type === 'policy_inquiry' || intent.entities.orderId) return undefined;
  const about = /\p{Script=Han}/u.test(intent.text) ? SIZE_GUIDE.zh : SIZE_GUIDE.en;
  return { ...intent, type: 'policy_inquiry', confidence: Math.max(intent.confidence, 0.85), about };
}
