import type { KefuConfig } from '../../config.js';
import type { Clock } from '../../ports/clock.js';
import type { CommerceBackend } from '../../ports/commerce-backend.js';
import { createShopFolderCommerce } from './shop-folder-commerce.js';
import { createHttpCommerce } from './http-commerce.js';

/** The merchant's API when `KEFU_COMMERCE_URL` is set, otherwise the embedded shop folder (the demo shop). */
export function createCommerceBackend(config: Pick<KefuConfig, 'commerce'>, clock: Clock): CommerceBackend {
  if (!config.commerce) return createShopFolderCommerce({ clock });
  return createHttpCommerce({ baseUrl: config.commerce.url, ...(config.commerce.token ? { token: config.commerce.token } : {}) });
}
