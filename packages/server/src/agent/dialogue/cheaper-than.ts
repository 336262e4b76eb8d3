import { ORDER_INTENTS, type Intent } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { minorUnitDigits } from '../../shop/model/index.js';
import { productInFocus, type DialogueState } from './dialogue-state.js';
import { isElliptical, priceRankOf } from './reference-cues.js';

// "有没有便宜点的", "更便宜的呢", "anything cheaper?", "do you have a cheaper one?": something below the price in view,
// "太贵了", "too expensive" (a salesperson's cue to offer one); not a pick among the products in view ("便宜的那个", "the cheaper one") nor a search for the cheapest ("最便宜的").
const ASKS_CHEAPER =
  /(?<!最)(?:(?:更|再)(?:便宜|实惠)(?:一?点|些)?|(?:便宜|实惠)(?:一?点|些)|有(?:没有)?(?:便宜|实惠)的)(?:的)?|\b(?:anything|something|any|a|ones?|options?|models?)\s+(?:cheaper|less expensive|more affordable)\b|\bcheaper\s+(?:ones?|options?|alternatives?|models?|versions?)\b|(?:太|有点|有些)贵了?|\btoo (?:expensive|pricey)\b/i;
// The words around it that ask for nothing more ("有没有", "do you have", "show me").
const ASKING = /有没有|有无|还有|有|吗|么|呢|比|\b(?:do|does|you|have|got|is|are|there|show|me|than|any|anything|something|one|ones|options?)\b/gi;

// Asking for another product ("有没有…", "anything cheaper", "a cheaper one"), not which of those in view.
const ASKS_OTHERS = /有|别的|其他|还|\b(?:any|anything|something|a|another|other|else)\b/i;

/** Whether a message asks for something cheaper than what is in view, naming nothing else it wants. */
export function asksCheaper(text: string, lexicon: ProductLexicon): boolean {
  const normal = normalizeText(text);
  if (!ASKS_CHEAPER.test(normal) || priceRankOf(normal)) return false;
  return isElliptical(normal.replace(ASKS_CHEAPER, ' ').replace(ASKING, ' '), lexicon, true);
}

/**
 * "X9多少钱" → "有没有便宜点的", "anything cheaper than the X9?", a list shown → "do you have a cheaper one?": a search of
 * the same type as the product named or in focus (after a list of matches, its cheapest), below its lowest price. The
 * reference product rides along (`cheaperThan`), so the answer can name it, or say it is already the cheapest.
 */
export function cheaperThanInView(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  const named = intent.entities.productIds ?? [];
  if (ORDER_INTENTS.includes(intent.type) || intent.entities.orderId || named.length > 1) return undefined;
  if (intent.entities.maxPrice !== undefined || intent.entities.minPrice !== undefined) return undefined;
  if (!asksCheaper(intent.text, lexicon)) return undefined;
  const price = (productId: string) => lexicon.prices?.get(productId);
  const cheapest = (ids: readonly string[]) => [...ids].filter((id) => price(id) !== undefined).sort((a, b) => price(a)! - price(b)!)[0];
  const listed = (dialogue.listed ?? []).filter((id) => price(id) !== undefined);
  const afterList = dialogue.lastIntent?.type === 'product_recommend' && listed.length >= 2;
  const afterCompare = dialogue.lastIntent?.type === 'product_compare' && dialogue.compared.length >= 2;
  // "X8和X9哪个好" → "便宜点的": the cheaper of the two, as "便宜的那个" would be; "有没有便宜点的" goes below both.
  if (afterCompare && !named.length && !ASKS_OTHERS.test(intent.text)) {
    const pick = cheapest(dialogue.compared);
    if (pick) return { ...intent, type: 'price_query', confidence: Math.max(intent.confidence, 0.85), entities: { productIds: [pick] } };
  }
  const reference = named[0] ?? (afterList ? cheapest(listed) : afterCompare ? cheapest(dialogue.compared) : productInFocus(dialogue));
  const below = reference ? price(reference) : undefined;
  if (!reference || below === undefined) return undefined;
  const type = lexicon.productTypes?.get(reference);
  // Tags and title words the rules read in "便宜" / "cheap" are the price wish itself, not a kind of product.
  const { productIds: _named, candidates: _candidates, cheapest: _cheapest, priciest: _priciest, tags: _tags, named: _word, ...rest } = intent.entities;
  return {
    ...intent,
    type: 'product_recommend',
    confidence: Math.max(intent.confidence, 0.85),
    entities: {
      ...rest,
      ...(type ? { type } : {}),
      // Below its lowest price by the smallest unit: "cheaper" excludes a product of the same price.
      maxPrice: (below - 1) / 10 ** minorUnitDigits(lexicon.currency),
      cheaperThan: reference,
    },
  };
}
