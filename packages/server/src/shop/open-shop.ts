import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadShopFolder } from './load-shop-folder.js';
import { optional, readChecked, type ShopFolder } from './read-demo-shop.js';
import { shopLexiconSchema } from './model/shop-lexicon.js';

/**
 * Opens the shop a server serves (`KEFU_SHOP_DIR`): the folder validated whole, its catalog from `catalog.csv`
 * (Shopify's product CSV) or `products.json`, and its own words from `lexicon.yaml` when it has one. Throws an
 * `InvalidShopError` naming every file, line and field that is wrong.
 */
export async function openShop(dir: string): Promise<ShopFolder> {
  const data = await loadShopFolder(dir);
  const lexiconFile = join(data.dir, 'lexicon.yaml');
  const lexiconText = optional(lexiconFile);
  const profile = lexiconText === undefined ? data.profile : { ...data.profile, lexicon: readChecked(lexiconFile, shopLexiconSchema, lexiconText, parseYaml) };
  return {
    dir: data.dir,
    profile,
    products: data.products,
    orders: data.orders,
    customers: data.customers,
    knowledgeDir: data.knowledgeDir ?? join(data.dir, 'knowledge'),
  };
}
