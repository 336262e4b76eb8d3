import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// From src/shop/ and dist/shop/ alike: the copy packed into an installed @kefu/server (packages/server/shops/demo),
// else the repository's own folder (shops/demo at the root of a checkout).
const packed = fileURLToPath(new URL('../../shops/demo/', import.meta.url));
const checkout = fileURLToPath(new URL('../../../../shops/demo/', import.meta.url));
// A checkout has the sources beside dist/ (an installed package does not): there the repository's own folder is the
// demo shop, even while `npm pack` has a copy beside it for a moment (bundle-package-assets.mjs adds it, then removes
// it) — a process starting in that moment read the copy and found it gone (shops/demo/shop.yaml: missing).
const inCheckout = existsSync(fileURLToPath(new URL('../../src/', import.meta.url)));

/** The demo shop's folder, served when no KEFU_SHOP_DIR is set. */
export const DEMO_SHOP_DIR = inCheckout || !existsSync(`${packed}shop.yaml`) ? checkout : packed;
