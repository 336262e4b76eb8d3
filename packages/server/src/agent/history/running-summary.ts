import { Annotation } from '@langchain/langgraph';
import { findProducts, recognizeWithRules, type ProductLexicon } from '../../adapters/rules/index.js';
import type { Intent } from '../../ports/intent.js';
import type { HistoryEntry } from '../state.js';
import { orderIdOf, standingAlone, UNLABELLED_ORDER_NUMBER } from '../../shop/model/order-number.js';

/** Entries of `history` kept word for word (six exchanges); older ones live on in the running summary. */
export const HISTORY_WINDOW = 12;
/** At most this many products, orders and requests are remembered each, newest first. */
export const SUMMARY_ITEMS = 6;

/** What fell out of the history window, rule-made: the products, orders and requests mentioned. */
export interface RunningSummary {
  /** Product names, newest first. */
  products: string[];
  orderIds: string[];
  /** The shopper's requests, as intent names (price_query, return_process…), newest first. */
  requests: string[];
}

// The order numbers a message shows as such (KF10010003, TL-10244, #1251), as their ids (1251).
const ORDER_NUMBERS = new RegExp(standingAlone(`(${UNLABELLED_ORDER_NUMBER})`), 'gi');
const newestFirst = (seen: readonly string[], older: readonly string[]) => [...new Set([...seen, ...older])].slice(0, SUMMARY_ITEMS);

/** The requests of a shopper message the summary keeps: its confident intents, chitchat aside. */
export function summarizedRequests(intents: readonly Pick<Intent, 'type' | 'confidence'>[]): string[] {
  return intents.filter((intent) => intent.confidence >= 0.5 && intent.type !== 'chitchat').map((intent) => intent.type);
}

/** Folds entries leaving the window into the summary: what they name, not what they say. */
export function foldIntoSummary(summary: RunningSummary | null, dropped: readonly HistoryEntry[], lexicon: ProductLexicon): RunningSummary {
  const products: string[] = [];
  const orderIds: string[] = [];
  const requests: string[] = [];
  // Newest of the dropped first, ahead of what the summary already held (which is older still).
  for (const entry of [...dropped].reverse()) {
    for (const id of findProducts(entry.text.toLowerCase(), lexicon)) products.push(lexicon.names.get(id) ?? id);
    for (const [, typed] of entry.text.matchAll(ORDER_NUMBERS)) orderIds.push(orderIdOf(typed!));
    if (entry.role === 'user') requests.push(...(entry.requests ?? summarizedRequests(recognizeWithRules(entry.text, lexicon).intents)));
  }
  return {
    products: newestFirst(products, summary?.products ?? []),
    orderIds: newestFirst(orderIds, summary?.orderIds ?? []),
    requests: newestFirst(requests, summary?.requests ?? []),
  };
}

/** The summary as one line for a model prompt, or undefined when nothing fell out of the window yet. */
export function summaryLine(summary: RunningSummary | null): string | undefined {
  if (!summary) return undefined;
  const parts = [
    summary.products.length ? `products: ${summary.products.join(', ')}` : '',
    summary.orderIds.length ? `orders: ${summary.orderIds.join(', ')}` : '',
    summary.requests.length ? `requests: ${summary.requests.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `Earlier in this conversation (newest first) — ${parts.join('; ')}.` : undefined;
}

/** The running summary's checkpointed field, spread into the graph state. */
export const summaryFields = {
  /** What fell out of the history window (see {@link HISTORY_WINDOW}). */
  summary: Annotation<RunningSummary | null>({ reducer: (_, right) => right, default: () => null }),
};
