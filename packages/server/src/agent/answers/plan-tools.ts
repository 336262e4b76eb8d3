import type { Intent } from '../../ports/intent.js';
import { findOtherBrandModel } from '../../adapters/rules/other-brand-model.js';
import type { ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { asksRefundStatus } from '../../adapters/rules/refund-question.js';
import { saysDeliveredNotReceived } from '../../adapters/rules/not-received.js';
import type { ReadToolName } from '../tools/tool-schemas.js';
import { tagsBesideType } from './tags-beside-type.js';
import { valuesAsked } from '../../adapters/rules/values-question.js';
import { qualityQuestion } from '../../adapters/rules/quality-question.js';

/** A tool call the rule planner chose. */
export interface PlannedCall {
  name: ReadToolName;
  args: Record<string, unknown>;
}

/** The most products one family word is answered for at once, rather than asked which one. */
const MAX_FAMILY = 3;

/** What the planner needs to ask before any tool can run. */
export type Clarification = 'which_product' | 'two_products' | { candidates: string[] };

/** Rule-planned tool calls for one query intent (the ReactAgent without a model). */
export function planToolCalls(
  intent: Intent,
  lexicon: Pick<ProductLexicon, 'otherMakers' | 'spellings' | 'tagCues'>,
  viewingProductId?: string,
): PlannedCall[] | Clarification {
  const e = intent.entities;
  const named = e.productIds ?? [];
  // Another maker's model ("iPhone 16 多少钱") is looked up as written, so the answer says the shop does not carry
  // it, rather than pricing the page the shopper is on or recommending something else.
  const other = findOtherBrandModel(intent.text, lexicon);
  // Part of one product's name names it; part of several asks which one (before the page the shopper is on).
  const candidates = named.length || other ? [] : (e.candidates ?? []);
  // A word naming a family of two or three ("kindle多少钱" of the Kindle Paperwhite and the Kindle Scribe) asked its
  // price or stock: each one's, side by side, as a list of two is answered; asking which one would only make the shopper
  // pick one to hear what both answers are. More, a spec question, or "how much is it?" of a list in view (the word is
  // not in the message) still asks which one.
  const family =
    candidates.length > 1 && candidates.length <= MAX_FAMILY && (intent.type === 'price_query' || intent.type === 'inventory_check') && saysFamilyWord(intent);
  const products = named.length
    ? named
    : other
      ? [other]
      : candidates.length === 1 || family
        ? candidates
        : viewingProductId && !candidates.length
          ? [viewingProductId]
          : [];
  if (!products.length && candidates.length > 1 && (intent.type === 'price_query' || intent.type === 'inventory_check' || intent.type === 'params_query'))
    return { candidates };
  switch (intent.type) {
    case 'price_query':
      if (!products.length) return 'which_product';
      return products.map((model) => ({
        name: 'get_price_info',
        args: { product_model: model, ...(e.options?.length ? { options: e.options.map((option) => option.value) } : {}) },
      }));
    case 'inventory_check':
    case 'params_query':
      if (!products.length) return 'which_product';
      return products.map((model) => ({
        name: 'get_inventory_info',
        args: { product_model: model, ...(e.options?.length ? { options: e.options.map((option) => option.value) } : {}) },
      }));
    case 'product_compare': {
      // "和 Find X8 比有什么区别" on the Find X9's page compares the two.
      const mentioned = [...named, ...(other ? [other] : [])];
      const compared = [...new Set([...(mentioned.length < 2 && viewingProductId ? [viewingProductId] : []), ...mentioned])];
      if (compared.length < 2) return 'two_products';
      return [{ name: 'product_compare', args: { product_models: compared.slice(0, 4) } }];
    }
    case 'product_recommend': {
      const tags = tagsBesideType(e.tags, e.type, lexicon);
      return [
        // "有没有便宜点的": the reference's own price is looked up, so the answer states it from a tool too.
        ...(e.cheaperThan ? [{ name: 'get_price_info' as const, args: { product_model: e.cheaperThan } }] : []),
        {
          name: 'product_search',
          args: {
            ...(e.minPrice !== undefined ? { price_min: e.minPrice } : {}),
            ...(e.maxPrice !== undefined ? { price_max: e.maxPrice } : {}),
            ...(e.type ? { type: e.type } : {}),
            ...(e.named ? { text: e.named } : {}),
            ...(tags?.length ? { tags } : {}),
            ...(e.audience ? { audience: e.audience } : {}),
            ...(e.giftFor && !e.audience ? { gift_for: e.giftFor } : {}),
            ...(e.described?.length ? { words: e.described } : {}),
            ...(e.options?.length ? { options: e.options.map((option) => option.value) } : {}),
            ...(e.cheapest ? { sort: 'price_asc' } : e.priciest ? { sort: 'price_desc' } : {}),
            ...(e.ranked ? { rank_by: e.ranked.attribute, rank: e.ranked.order } : {}),
            // "what sizes do your dresses come in?": the sizes of every dress, not of the first few; "are the bikinis
            // waterproof?" is counted over every bikini too (quality-of-many.ts).
            ...((valuesAsked(intent.text) && !e.options?.length) || qualityQuestion(intent.text.toLowerCase()) ? { every_match: true } : {}),
          },
        },
      ];
    }
    case 'order_query':
      if (e.orderId) return [{ name: 'get_order_info', args: { order_id: e.orderId } }];
      if (saysDeliveredNotReceived(intent.text)) return [{ name: 'get_order_info', args: { status: ['delivered'], limit: 1 } }];
      return [{ name: 'get_order_info', args: asksRefundStatus(intent.text) ? { status: ['refunding', 'refunded'] } : {} }];
    case 'logistics_query':
      return [
        {
          name: 'get_logistics_info',
          args: { ...(e.orderId ? { order_id: e.orderId } : {}), ...(e.trackingNumber ? { tracking_number: e.trackingNumber } : {}) },
        },
      ];
    default:
      return [];
  }
}

/** The word the candidates share is in the message itself ("kindle" of "kindle多少钱"), not a list pointed back at. */
function saysFamilyWord(intent: Intent): boolean {
  const word = intent.entities.named;
  return word !== undefined && intent.text.toLowerCase().includes(word.toLowerCase());
}
