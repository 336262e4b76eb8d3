import { join } from 'node:path';
import { DEMO_SHOP_DIR } from '../shop/demo-shop-dir.js';

/** The bundled demo knowledge base (`shops/demo/knowledge`), from a checkout or an installed package alike. */
export const DEMO_KNOWLEDGE_DIR = join(DEMO_SHOP_DIR, 'knowledge') + '/';
