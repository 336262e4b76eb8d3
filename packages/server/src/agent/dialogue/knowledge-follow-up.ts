import { KNOWLEDGE_INTENTS, type Intent } from '../../ports/intent.js';
import type { LastIntent } from './dialogue-state.js';
import { asksOnlyOfIt, namesNothing } from './workflow-aside.js';

// A follow-up is short: a long question carries its own topic even when it asks a time or a cost.
const MAX_HAN = 12;
const MAX_WORDS = 8;

/**
 * "可以换吗" → "要多久", "can I return it?" → "who pays shipping?": a cost, time or terms question naming no topic,
 * product or order, right after a knowledge question, asks about that question's topic. It is searched with it, as a
 * side question at a prompt is searched with the workflow's (Intent.about); a chain of follow-ups keeps the first topic.
 */
export function knowledgeFollowUp(intent: Intent, last: LastIntent | null): Intent | undefined {
  if (!last || !KNOWLEDGE_INTENTS.includes(last.type) || !namesNothing(intent)) return undefined;
  const text = intent.text.trim();
  const short = (text.match(/\p{Script=Han}/gu) ?? []).length <= MAX_HAN && text.split(/\s+/).length <= MAX_WORDS;
  if (!short || !asksOnlyOfIt(text)) return undefined;
  return { ...intent, type: 'policy_inquiry', confidence: Math.max(intent.confidence, 0.85), about: last.about ?? last.text };
}
