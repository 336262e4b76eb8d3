import type { Intent } from '../../ports/intent.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';

// "he likes hiking", "she loves the beach", "他喜欢徒步": what the person shopped for likes, in a few words.
const LIKES =
  /^(?:and |but |well,? )?(?:he|she|they|my \w+|him|her)(?: really| also)? (?:likes?|loves?|enjoys?|is into|are into|is a fan of)\s+([\w' -]{2,30}?)[.!?]*$|^(?:他|她|他们|她们)(?:平时|比较|很|也)?(?:喜欢|爱|热爱)([^，,。？?！!]{1,12})[。！!]*$/i;

/**
 * "I need a gift for my dad" → "he likes hiking": right after a search, what the person likes is a wish for products
 * carrying that word (in their titles, tags or descriptions), not the one product whose title holds it ("Wool Hiking
 * Socks") nor a help article; a kind, tag or option value the words name is searched as such.
 */
export function whatTheyLike(intent: Intent, dialogue: DialogueState): Intent | undefined {
  const last = dialogue.lastIntent;
  if (last?.type !== 'product_recommend') return undefined;
  const match = LIKES.exec(normalizeText(intent.text).trim());
  const liked = (match?.[1] ?? match?.[2])?.trim().replace(/^(?:the|a|an)\s+/i, '');
  if (!liked) return undefined;
  const { type, tags, options, audience } = intent.entities;
  const {
    productIds: _ids,
    candidates: _candidates,
    cheaperThan: _reference,
    cheapest: _cheapest,
    priciest: _priciest,
    named: _named,
    ...search
  } = last.entities;
  // A kind, tag or value the words name ("she likes turquoise": a tag) is that wish; a bare word is looked for as words.
  const named = type || tags?.length || options?.length;
  const wish = named ? { ...(type ? { type } : {}), ...(tags?.length ? { tags } : {}), ...(options?.length ? { options } : {}) } : { described: [liked] };
  return {
    ...intent,
    type: 'product_recommend',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { ...search, ...(audience ? { audience } : {}), ...wish },
  };
}
