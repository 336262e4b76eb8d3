import type { KefuConfig } from '../../config.js';
import type { Clock } from '../../ports/clock.js';
import type { CommerceBackend } from '../../ports/commerce-backend.js';
import { createShopFolderCommerce } from './shop-folder-commerce.js';
import { createHttpCommerce } from './http-commerce.js';
import type { ShopFolder } from '../../shop/read-demo-shop.js';

/** The merchant's API when `KEFU_COMMERCE_URL` is set, otherwise the shop folder (`KEFU_SHOP_DIR`, opened as `shop`; else the demo shop). */
export function createCommerceBackend(config: Pick<KefuConfig, 'commerce'>, clock: Clock, shop?: ShopFolder): CommerceBackend {
  if (!config.commerce) return createShopFolderCommerce({ clock, ...(shop ? { shop } : {}) });
  return createHttpCommerce({ baseUrl: config.commerce.url, ...(config.commerce.token ? { token: config.commerce.token } : {}) });
}
