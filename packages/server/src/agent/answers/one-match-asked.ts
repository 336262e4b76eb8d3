import type { Intent, IntentType } from '../../ports/intent.js';
import type { ToolResult } from '../tools/tool-results.js';
import { ASKS_PRICE } from '../dialogue/only-of-type.js';

// "亚麻衬衫有货吗", "are linen shirts in stock?": the stock asked, not the range ("有没有亚麻衬衫" is a search).
const ASKS_STOCK = /有货|有没有货|还有货|库存|现货|\b(?:in stock|available|availability)\b/i;

/**
 * "亚麻衬衫多少钱", "亚麻衬衫有货吗" on a catalog written in English: the words search the catalog (亚麻 → linen), and when
 * the search matched one product only, the question is that product's price or stock, as "how much is the linen shirt?"
 * is, not a list of one (which shows a "from" price without the promotions). None for a search that ranks, narrows to
 * nothing, or matched several.
 */
export function oneMatchAsked(intent: Intent, results: readonly ToolResult[]): Intent | undefined {
  const e = intent.entities;
  if (intent.type !== 'product_recommend' || e.cheapest || e.priciest || e.ranked) return undefined;
  const type: IntentType | undefined = ASKS_PRICE.test(intent.text) ? 'price_query' : ASKS_STOCK.test(intent.text) ? 'inventory_check' : undefined;
  if (!type) return undefined;
  const [search, ...others] = results;
  if (others.length || search?.tool !== 'product_search' || search.status !== 'ok' || search.products.length !== 1) return undefined;
  if (search.overBudget || search.unmatched?.length || search.valuesUnmatched || search.unserved || search.notSold?.length) return undefined;
  return { ...intent, type, entities: { ...(e.options?.length ? { options: e.options } : {}), productIds: [search.products[0]!.productId] } };
}
