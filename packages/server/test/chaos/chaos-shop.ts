import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import { systemClock } from '../../src/ports/clock.js';
import { catalogWithFreshOrders } from '../support/fresh-orders.js';
import { serveMerchantApi, type MerchantApi } from '../support/merchant-api.js';

/** The merchant's shop every Kefu process of a chaos run talks to, with one returnable order per conversation. */
export interface ChaosShop {
  /** `KEFU_COMMERCE_URL` and `KEFU_COMMERCE_TOKEN` for the Kefu processes. */
  env: Record<string, string>;
  /** A fresh delivered order (within the 7-day window) of `customerId`. */
  orderFor(customerId: string): string;
  /** The requests the shop created per order: what the shoppers' confirmations really wrote. */
  readonly written: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

const TOKEN = 'chaos-shop-token';

/**
 * Starts the shop: the demo catalog plus `orders` copies of a delivered order, spread over the demo customers,
 * behind the HTTP merchant contract. One shop for all processes, as in production, so a request written twice
 * (a write rerun after a kill -9 without its idempotency key) shows up here.
 */
export async function startChaosShop(orders: number): Promise<ChaosShop> {
  const { catalog, orders: fresh } = catalogWithFreshOrders(orders);
  const demo = createShopFolderCommerce({ clock: systemClock, shop: catalog });
  const written = new Map<string, number>();
  const shop: CommerceBackend = {
    ...demo,
    async submit(request) {
      // A repeated idempotency key gets the first receipt back and writes nothing: count what was created.
      const before = demo.receipts.length;
      const receipt = await demo.submit(request);
      if (demo.receipts.length > before) written.set(request.orderId, (written.get(request.orderId) ?? 0) + 1);
      return receipt;
    },
  };
  const api: MerchantApi = await serveMerchantApi(shop, { token: TOKEN });
  return {
    env: { KEFU_COMMERCE_URL: api.url, KEFU_COMMERCE_TOKEN: TOKEN },
    orderFor(customerId) {
      const index = fresh.findIndex((order) => order.customerId === customerId);
      if (index < 0) throw new Error(`the chaos shop has no fresh order left for ${customerId}`);
      return fresh.splice(index, 1)[0]!.orderId;
    },
    written,
    close: () => api.close(),
  };
}
