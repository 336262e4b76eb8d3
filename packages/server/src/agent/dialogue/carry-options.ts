import type { OptionFilter } from '../../ports/intent.js';
import { BASIC_COLORS } from '../../adapters/commerce/match-color.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';

/** Whether an option value names a colour ("Frost White", "白", "navy"). */
export const isColor = (value: string) => BASIC_COLORS.some((basic) => value.includes(basic.zh) || basic.pattern.test(value));

/**
 * Whether two option values are of one kind: of one option group of the catalog ("Gold" and "Silver" of a Color
 * group, whether or not either is a basic colour), else both colours or both not.
 */
export function sameKind(a: string, b: string, lexicon: Pick<ProductLexicon, 'optionGroupsOf'>): boolean {
  const groupsOfA = lexicon.optionGroupsOf?.get(a);
  const groupsOfB = lexicon.optionGroupsOf?.get(b);
  if (groupsOfA && groupsOfB) return groupsOfA.some((group) => groupsOfB.includes(group));
  return isColor(a) === isColor(b);
}

/**
 * The options asked of one product over two turns: "do you have M?" → "in leopard?" is M in leopard, and "in L
 * instead?" then L in leopard. A value replaces the one of its own kind asked before; the others stay.
 */
export function carryOptions(
  before: readonly OptionFilter[] | undefined,
  now: readonly OptionFilter[] | undefined,
  lexicon: Pick<ProductLexicon, 'optionGroupsOf'>,
): OptionFilter[] | undefined {
  if (!now?.length) return before?.length ? [...before] : undefined;
  const replaced = (old: OptionFilter) => now.some((option) => sameKind(option.value, old.value, lexicon));
  return [...(before ?? []).filter((old) => !replaced(old)), ...now];
}
