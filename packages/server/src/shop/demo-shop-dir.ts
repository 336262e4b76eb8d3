import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// From src/shop/ and dist/shop/ alike: the copy packed into an installed @kefu/server (packages/server/shops/demo),
// else the repository's own folder (shops/demo at the root of a checkout).
const packed = fileURLToPath(new URL('../../shops/demo/', import.meta.url));
const checkout = fileURLToPath(new URL('../../../../shops/demo/', import.meta.url));

/** The demo shop's folder, served when no KEFU_SHOP_DIR is set. */
export const DEMO_SHOP_DIR = existsSync(`${packed}shop.yaml`) ? packed : checkout;
