import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { openShop } from '../../src/shop/open-shop.js';
import type { CommerceBackend, WriteRequest } from '../../src/ports/commerce-backend.js';

/**
 * A shop folder's own backend (the demo shop's without a folder; opened at first use), every write it is asked for
 * recorded: what the merchant's system would receive, as it would receive it.
 */
export function recordingShop(folder?: string): { commerce: CommerceBackend; writes: WriteRequest[] } {
  const writes: WriteRequest[] = [];
  let opened: Promise<CommerceBackend> | undefined;
  const shop = () => (opened ??= (async () => createShopFolderCommerce({ clock: systemClock, ...(folder ? { shop: await openShop(folder) } : {}) }))());
  const commerce: CommerceBackend = {
    getShop: async () => (await shop()).getShop(),
    searchProducts: async (query) => (await shop()).searchProducts(query),
    getProduct: async (productId) => (await shop()).getProduct(productId),
    listProducts: async () => (await shop()).listProducts(),
    getOrder: async (orderId) => (await shop()).getOrder(orderId),
    listOrders: async (customerId) => (await shop()).listOrders(customerId),
    getLogistics: async (orderId) => (await shop()).getLogistics(orderId),
    verifyOrderContact: async (orderId, digits) => (await shop()).verifyOrderContact(orderId, digits),
    submit: async (write) => {
      writes.push(write);
      return (await shop()).submit(write);
    },
  };
  return { commerce, writes };
}
