import type { OptionGroupKind } from '../../shop/option-group-kind.js';

// "what sizes do your dresses come in?", "which colours are there?", "连衣裙有哪些尺码", "颜色都有什么": which sizes or
// colours there are. Not any question with "size" in it (ASKS_SIZES): "do you have it in size M?", "size guide?",
// "what size should I get?".
// Bounded gaps keep the patterns linear on long messages.
const WHICH_SIZES =
  /\b(?:what|which)\s+sizes\b|\b(?:what|which)\s+size\b.{0,40}?\b(?:come|available)\b|\bsizes?\s+(?:do|does|are|is)\b.{0,40}?\b(?:come|available|offered|there)\b|\b(?:available|offered)\s+sizes\b|\bsizes\s+(?:available|offered)\b|(?:有|出)(?:哪些|什么|几个|哪几个|哪几种|几种|多少)(?:尺码|码|尺寸|号)|(?:尺码|码数|尺寸)(?:都)?(?:有|是)(?:哪些|什么|多少|几个|哪几)/i;
const WHICH_COLOURS =
  /\b(?:what|which)\s+colou?rs\b|\b(?:what|which)\s+colou?r\b.{0,40}?\b(?:come|available)\b|\bcolou?rs?\s+(?:do|does|are|is)\b.{0,40}?\b(?:come|available|offered|there)\b|\b(?:available|offered)\s+colou?rs\b|\bcolou?rs\s+(?:available|offered)\b|(?:有|出)(?:哪些|什么|几个|哪几个|哪几种|几种|多少)(?:颜色|配色)|(?:颜色|配色)(?:都)?(?:有|是)(?:哪些|什么|几种|哪几)/i;

/** The option group a question asks to see all the values of ("what sizes do your dresses come in?" → size), if any. */
export function valuesAsked(text: string): OptionGroupKind | undefined {
  return WHICH_SIZES.test(text) ? 'size' : WHICH_COLOURS.test(text) ? 'colour' : undefined;
}

// "which colours do the dresses come in?", "what sizes are the jeans available in?": "the" with a verb in the plural
// names a kind, not the one product in focus ("which colours does it come in?", "do they come in black?").
const OF_THE_KIND = /\b(?:do|are)\s+the\s+[a-z]/i;
const THE_ONE = /\b(?:it|this|that|they|them|these|those)\b/i;

/** Whether a question asks all the sizes or colours of a kind named with "the" and a plural verb. */
export function asksValuesOfTheKind(text: string): boolean {
  return valuesAsked(text) !== undefined && OF_THE_KIND.test(text) && !THE_ONE.test(text);
}
