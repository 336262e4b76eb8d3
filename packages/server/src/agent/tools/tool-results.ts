import type { AudienceWish } from '../../ports/intent.js';
import type { Logistics, Money, Order, Product } from '../../ports/commerce-backend.js';
import type { AppliedPromotion } from '../../shop/applicable-promotions.js';
import type { ReadToolName } from './tool-schemas.js';

/**
 * A product as a tool returns it: the promotions of the shop that apply to it, `stale` when the backend failed and
 * this is the last value seen.
 */
export type ProductView = Product & { promotions: AppliedPromotion[]; stale?: boolean; asOf: number };

/** Option values a stock question asked for, and the product's variants that have them (indexes into `variants`). */
export interface OptionsAsked {
  /** As the shopper or the model put them: "白", "white", "雾凇白", "M". */
  asked: string[];
  /** Each asked value the product has, as the product names it in the answer's language. */
  found: string[];
  /** Asked values no option of the product has. */
  missing: string[];
  /** Asked values no option has but the product is tagged with (earrings in one version, tagged Silver), as tagged. */
  tagged?: string[];
  /** The variants having every found value. */
  variantIndexes: number[];
}

/** Why a tool could not answer. */
export type ToolFailure =
  | { status: 'unknown_product'; query: string }
  | { status: 'sign_in_required' }
  | { status: 'not_found'; orderId?: string; trackingNumber?: string }
  | { status: 'no_logistics'; order: Order; timeZone: string }
  | { status: 'unavailable' }
  | { status: 'invalid_arguments'; message: string };

/** What each read tool returns; every number an answer shows comes from one of these. */
export type ToolResult =
  | {
      tool: 'product_search';
      status: 'ok';
      products: ProductView[];
      timeZone: string;
      /** Nothing within the budget asked: the cheapest of the rest of the search, to offer instead of nothing. */
      overBudget?: { budget: Money; cheapest: ProductView[] };
      /** The words asked for (`words`) that no match carried: the products are then the search without them. */
      unmatched?: string[];
      /** Nothing in the option values asked ("in black?"): the values, and the search without them. */
      valuesUnmatched?: { values: string[]; products: ProductView[] };
      /** No product matched is marked for the audience asked ("kids"): the products are the closest, not for it. */
      unserved?: AudienceWish;
      /** Sizes asked as numbers that no product of the catalog comes in ("42"): the products are the search without them. */
      notSold?: string[];
    }
  | { tool: 'get_inventory_info'; status: 'ok'; product: ProductView; options?: OptionsAsked; timeZone: string }
  | {
      tool: 'get_price_info';
      status: 'ok';
      product: ProductView;
      options?: OptionsAsked;
      price: Money;
      highestPrice?: Money;
      compareAtPrice?: Money;
      final: Money;
      timeZone: string;
    }
  | { tool: 'get_order_info'; status: 'ok'; orders: Order[]; latest: boolean; timeZone: string }
  | { tool: 'get_logistics_info'; status: 'ok'; order: Order; logistics: Logistics; timeZone: string }
  | { tool: 'product_compare'; status: 'ok'; products: ProductView[]; timeZone: string }
  | ({ tool: ReadToolName } & ToolFailure);
