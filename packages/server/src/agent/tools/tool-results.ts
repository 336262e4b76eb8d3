import type { Logistics, Order, Product } from '../../ports/commerce-backend.js';
import type { ReadToolName } from './tool-schemas.js';

/** A product as a tool returns it: `stale` when the backend failed and this is the last value seen. */
export type ProductView = Product & { stale?: boolean; asOf: number };

/** A colour a stock question asked for, and the product's colours that are that colour (in the answer's language). */
export interface ColorAsked {
  /** As the shopper or the model put it: "白", "white", "雾凇白". */
  asked: string;
  matches: string[];
}

/** Why a tool could not answer. */
export type ToolFailure =
  | { status: 'unknown_product'; query: string }
  | { status: 'sign_in_required' }
  | { status: 'not_found'; orderId?: string; trackingNumber?: string }
  | { status: 'no_logistics'; order: Order }
  | { status: 'unavailable' }
  | { status: 'invalid_arguments'; message: string };

/** What each read tool returns; every number an answer shows comes from one of these. */
export type ToolResult =
  | { tool: 'product_search'; status: 'ok'; products: ProductView[] }
  | { tool: 'get_inventory_info'; status: 'ok'; product: ProductView; color?: ColorAsked }
  | { tool: 'get_price_info'; status: 'ok'; product: ProductView; applySubsidy: boolean; original: number; subsidy: number; final: number }
  | { tool: 'get_order_info'; status: 'ok'; orders: Order[]; latest: boolean }
  | { tool: 'get_logistics_info'; status: 'ok'; order: Order; logistics: Logistics }
  | { tool: 'product_compare'; status: 'ok'; products: ProductView[] }
  | ({ tool: ReadToolName } & ToolFailure);
