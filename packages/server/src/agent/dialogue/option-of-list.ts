import type { Intent, IntentType } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import type { DialogueState } from './dialogue-state.js';
import { carryOptions, isColor } from './carry-options.js';
import { ordinalOf, questionWords } from './reference-cues.js';

// How the rules read "any in blue?" / "有蓝色的吗" / "do they come in M?": a stock question, a search, or nothing.
const READ_AS: readonly IntentType[] = ['inventory_check', 'product_recommend', 'faq', 'params_query'];
// What is left of such a message once its option values and fillers are gone: asking whether there are any, nothing more.
const ASKS_ANY =
  /有没有|有无|还有|有|没有|现货|货|码|号|\b(?:size|any|anything|some|do|does|you|have|has|got|they|them|those|these|come|comes|available|is|are|there|stock|instead)\b/gi;
// "is it in blue?" / "这个有蓝色吗" point at one of the list: which one is asked elsewhere, not a new search.
const POINTS_AT_ONE = /它|这个|那个|这款|那款|这件|那件|\b(?:it|its|this one|that one)\b/i;

/**
 * Whether a message only asks for its option values: "any in blue?", "有XL的吗", "do they come in XXL?", and "42码有吗"
 * where `values` holds a size the catalog does not sell (so its words do not know it).
 */
export function asksOnlyForValues(text: string, lexicon: ProductLexicon, values: readonly string[] = []): boolean {
  const normal = normalizeText(text);
  const unsold = values.filter((value) => /^\d{1,2}(?:\.5)?$/.test(value)).reduce((rest, value) => rest.split(value).join(' '), normal);
  const rest = unsold.replace(ASKS_ANY, ' ');
  // A value said alone ("白色") asks nothing yet: too vague to be a follow-up, it gets a clarifying question.
  return rest !== normal && !questionWords(rest, lexicon);
}

/**
 * "what shirts do you have?" → "any in blue?" / "有蓝色的吗": right after a list of matches, an option value alone asks
 * which of that search come in it — the same search (its type, words and budget) in that value, the value replacing one
 * of its own kind searched before. Not a pick of one of the list ("the second one in blue?"), nor a question that
 * points at one ("is it in blue?").
 */
export function optionOfList(intent: Intent, dialogue: DialogueState, lexicon: ProductLexicon): Intent | undefined {
  const last = dialogue.lastIntent;
  const { productIds, type, orderId } = intent.entities;
  // "white" on a shop whose colours are in its titles reads as a word of some titles, not an option: a colour all the same.
  const colourNamed = intent.entities.named && isColor(intent.entities.named) ? intent.entities.named : undefined;
  const options = intent.entities.options?.length ? intent.entities.options : colourNamed ? [{ value: colourNamed }] : undefined;
  const named = colourNamed ? undefined : intent.entities.named;
  if (last?.type !== 'product_recommend' || last.entities.cheapest || (dialogue.listed?.length ?? 0) < 2) return undefined;
  if (!READ_AS.includes(intent.type) || !options?.length || productIds?.length || type || named || orderId) return undefined;
  const text = normalizeText(intent.text);
  if (
    ordinalOf(text) !== undefined ||
    POINTS_AT_ONE.test(text) ||
    !asksOnlyForValues(
      text,
      lexicon,
      options.map((option) => option.value),
    )
  )
    return undefined;
  const { productIds: _ids, candidates: _candidates, cheaperThan: _reference, ...search } = last.entities;
  const { candidates: _titled, named: _word, ...asked } = intent.entities;
  return {
    ...intent,
    type: 'product_recommend',
    confidence: Math.max(intent.confidence, 0.85),
    entities: { ...(colourNamed ? {} : asked), ...search, options: carryOptions(search.options, options, lexicon) },
  };
}
