import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { decidesToBuyOneOf } from '../../adapters/rules/buy-question.js';
import { BATTERY_BETTER, WANTS_LESS, WANTS_MORE } from '../../adapters/rules/superlative-words.js';
import type { DialogueState } from './dialogue-state.js';
import { priceRankOf } from './reference-cues.js';
import { choiceCandidates } from './choice-candidates.js';

const FIRST_NUMBER = /\d+(?:\.\d+)?/;
// A Chinese comparative said alone ("轻一点的", "薄的那个").
const WANTS_PLAIN = /轻|重|薄|厚/;

/** The one product with the lowest (or highest) number, or none on a tie or a missing number. */
function onlyExtreme(valued: ReadonlyArray<{ productId: string; number: number | undefined }>, least: boolean): string | undefined {
  if (valued.length < 2 || valued.some((entry) => entry.number === undefined)) return undefined;
  const numbers = valued.map((entry) => entry.number!);
  const extreme = least ? Math.min(...numbers) : Math.max(...numbers);
  const winners = valued.filter((entry) => entry.number === extreme);
  return winners.length === 1 ? winners[0]!.productId : undefined;
}

/** One product picked, and by what ({@link Entities.chosenBy} without `among`). */
type Chosen = { productId: string; attribute?: string; order: 'least' | 'most' };

/** "the cheaper one", "贵的那个": by what each one costs to pay now, as the comparison showed it. */
function byPrice(words: string, candidates: readonly string[], lexicon: ProductLexicon): Chosen | undefined {
  const ranked = priceRankOf(words);
  if (!ranked) return undefined;
  const least = ranked.rank === 'cheaper';
  const productId = onlyExtreme(
    candidates.map((productId) => ({ productId, number: (lexicon.payable ?? lexicon.prices)?.get(productId) })),
    least,
  );
  return productId ? { productId, order: least ? 'least' : 'most' } : undefined;
}

/**
 * "续航好的那个", "the lighter one", "the one with the bigger battery": by the first number of the spec the words name.
 * `tied` when they name a spec and its numbers pick no one product.
 */
function bySpec(words: string, candidates: readonly string[], lexicon: ProductLexicon): Chosen | 'tied' | undefined {
  // "轻一点的" names the weight by its comparative alone, which a shop's cue may know only as "更轻".
  const plain = WANTS_PLAIN.exec(words)?.[0];
  const cue =
    lexicon.attributeCues.find((candidate) => candidate.pattern.test(words)) ??
    (plain ? lexicon.attributeCues.find((candidate) => candidate.pattern.test(`更${plain}`)) : undefined);
  if (!cue) return undefined;
  const rest = words.replace(cue.pattern, ' ');
  const least = WANTS_LESS.test(rest) && !WANTS_MORE.test(rest);
  const most = BATTERY_BETTER.test(words) || (WANTS_MORE.test(rest) && !WANTS_LESS.test(rest));
  if (least === most) return undefined;
  const attribute = cue.names.find((name) => candidates.some((productId) => lexicon.attributes?.get(productId)?.[name] !== undefined));
  const valued = candidates.map((productId) => {
    const value = attribute === undefined ? undefined : lexicon.attributes?.get(productId)?.[attribute];
    const number = value === undefined ? undefined : FIRST_NUMBER.exec(value)?.[0];
    return { productId, number: number === undefined ? undefined : Number(number) };
  });
  const productId = onlyExtreme(valued, least);
  return productId ? { productId, attribute: attribute!, order: least ? 'least' : 'most' } : 'tied';
}

/**
 * "对比X8和X9" → "那我买续航好的那个", "I'll take the cheaper one", "the one with the bigger battery then": a decision to
 * buy one of the products just compared (or just listed, else the last two discussed), picked by its price or by the
 * number of the spec the words name. How to buy that one is the answer (knowledge-answer.ts). On a tie the spec is
 * compared side by side; words that pick none are left as recognised.
 */
export function buysTheChosen(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  if (intent.entities.productIds?.length || intent.entities.orderId || ORDER_INTENTS.includes(intent.type)) return undefined;
  const words = decidesToBuyOneOf(intent.text);
  if (!words) return undefined;
  const candidates = choiceCandidates(dialogue);
  if (candidates.length < 2) return undefined;
  const chosen = byPrice(words, candidates, lexicon) ?? bySpec(words, candidates, lexicon);
  if (!chosen) return undefined;
  // The same battery in both: that spec side by side lets the shopper choose, rather than a pick.
  if (chosen === 'tied')
    return { ...intent, type: 'product_compare', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: [...candidates] } };
  // What picked it is said with how to buy it (why-picked.ts).
  const { productId, ...by } = chosen;
  return {
    ...intent,
    type: 'faq',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { productIds: [productId], chosenBy: { ...by, among: candidates.length } },
  };
}
