import type { ChoiceOption } from '@kefu/protocol';
import { NOT_AS_DESCRIBED_WORDS, saysFault, WRONG_ITEM_WORDS, type ProductLexicon } from '../adapters/rules/index.js';

/**
 * The reason option a shopper's own description names at a return's or exchange's reason prompt ("有划痕" → 质量问题,
 * "they sent the wrong colour" → Wrong or missing item), among the options offered; undefined when it names none. The
 * shop sent the wrong thing before the item is faulty ("收到的颜色不对，还有划痕"): an exchange would fix both. The shop
 * lexicon's fault cues count as a fault.
 */
export async function describedReason(
  options: readonly ChoiceOption[],
  text: string,
  lexicon?: () => Promise<ProductLexicon>,
): Promise<ChoiceOption | undefined> {
  const offered = (reason: string) => options.find((option) => option.value === reason);
  // Only a return's or an exchange's reasons: a cancellation's "wrong item" is the shopper's own mistake.
  if (!offered('quality')) return undefined;
  if (WRONG_ITEM_WORDS.test(text) && offered('wrong_item')) return offered('wrong_item');
  if (NOT_AS_DESCRIBED_WORDS.test(text) && offered('not_as_described')) return offered('not_as_described');
  return saysFault(text, lexicon ? await lexicon() : { intentCues: [] }) ? offered('quality') : undefined;
}
