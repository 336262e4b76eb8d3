import { findProducts, type ProductLexicon } from '../../adapters/rules/index.js';
import type { HistoryEntry } from '../state.js';

/**
 * The products a clarifying question should offer first: the product page the shopper is on, then the products most
 * recently named in the conversation (by either side), newest first.
 * Derived from the history window until the dialogue state (issue 17 item 2) tracks the products in focus; swap this
 * function for a read of that state.
 */
export function productsInFocus(input: { viewingProductId: string | null; history: readonly HistoryEntry[] }, lexicon: ProductLexicon): string[] {
  const ids: string[] = input.viewingProductId ? [input.viewingProductId] : [];
  for (const entry of [...input.history].reverse()) {
    for (const id of findProducts(entry.text.toLowerCase(), lexicon)) if (!ids.includes(id)) ids.push(id);
  }
  return ids.filter((id) => lexicon.names.has(id));
}
