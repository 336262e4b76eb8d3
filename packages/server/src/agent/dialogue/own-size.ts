import type { Intent, Recognition } from '../../ports/intent.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { asksHowItFits } from '../../adapters/rules/fit-question.js';
import { optionGroupKind } from '../../shop/option-group-kind.js';
import { asksSizeAdvice, sizeAdvice } from './size-advice.js';

// "I am usually a medium", "I'm a size 8", "I wear an L", "I normally take M", "my size is S", "我平时穿M", "我一般穿L码",
// "我是S码": the shopper telling the size they wear, not asking for products in it.
const TELLS_OWN_SIZE =
  /\bi(?:'m| am)\s+(?:usually|normally|typically|always|generally|mostly)?\s*(?:an?\s+|size\s+)|\bi\s+(?:usually|normally|typically|always|generally|mostly)?\s*(?:wear|take|buy|get)\s+(?:an?\s+|size\s+)?|\bmy size is\b|我(?:平时|一般|通常|平常|基本上?|都)?(?:都)?(?:穿|买|拿|是)|我的(?:尺码|码数|尺寸)是/i;
// A letter or number size when the catalog does not say which group holds the value.
const SIZE_WORD = /^(?:x{0,4}[sml]|[2-6]x[sl]|\d{1,2}(?:\.5)?)$/i;

/** The size a clause tells the shopper wears: one value of a size group, and nothing else named. */
function sizeTold(intent: Intent, lexicon: ProductLexicon): string | undefined {
  const { options, productIds, type, tags, candidates, named, orderId } = intent.entities;
  if (options?.length !== 1 || productIds?.length || type || tags?.length || candidates?.length || named || orderId) return undefined;
  if (!TELLS_OWN_SIZE.test(intent.text)) return undefined;
  const value = options[0]!.value;
  const groups = lexicon.optionGroupsOf?.get(value) ?? [];
  const isSize = groups.length ? groups.some((group) => optionGroupKind(group) === 'size') : SIZE_WORD.test(value.trim());
  return isSize ? value : undefined;
}

/**
 * "I am usually a medium, is it true to size?": the size told goes with the fit question (whose answer says how that
 * size stands in the product discussed), not a search of everything in M before it. Undefined otherwise.
 */
export function ownSizeTold(recognition: Recognition, lexicon: ProductLexicon): Intent[] | undefined {
  const told = recognition.intents.findIndex((intent) => sizeTold(intent, lexicon));
  if (told < 0) return undefined;
  const size = sizeTold(recognition.intents[told]!, lexicon)!;
  const fit = recognition.intents.findIndex((intent, at) => at !== told && (asksHowItFits(intent.text) || asksSizeAdvice(intent.text)));
  // Told alone ("I usually wear a small"), it is that size of the product discussed (option-of-the-one.ts).
  if (fit < 0) return undefined;
  const asked = recognition.intents[fit]!;
  const withSize: Intent = { ...asked, entities: { ...asked.entities, ownSize: size } };
  return recognition.intents.flatMap((intent, at) => (at === told ? [] : at === fit ? [sizeAdvice(withSize) ?? withSize] : [intent]));
}
