import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { optionGroupKind, type OptionGroupKind } from '../../shop/option-group-kind.js';
import { isColor } from '../dialogue/carry-options.js';
import type { ProductView } from '../tools/tool-results.js';

/**
 * The option group of a product that a value it does not come in would belong to: "有S码吗" about a product sized 4–12
 * is answered with its sizes, not its colours. The group is found by the name of the catalog's groups holding the
 * value on other products ("S" is a Size), else by their kind (a "Shoe Size" and a "Size" are both sizes; a colour
 * word is a colour).
 */
export function groupOfMissing(
  product: Pick<ProductView, 'options'>,
  missing: readonly string[],
  lexicon: Pick<ProductLexicon, 'optionGroupsOf'>,
): number | undefined {
  for (const value of missing) {
    const groups = lexicon.optionGroupsOf?.get(value) ?? [];
    const byName = product.options.findIndex((group) => groups.includes(group.name.toLowerCase()));
    if (byName >= 0) return byName;
    const kinds = new Set<OptionGroupKind | undefined>(groups.map(optionGroupKind));
    if (!groups.length && isColor(value)) kinds.add('colour');
    kinds.delete(undefined);
    const byKind = product.options.findIndex((group) => kinds.has(optionGroupKind(group.name)));
    if (byKind >= 0) return byKind;
  }
  return undefined;
}
