import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { customerRecordSchema, orderRecordSchema, productSchema, shopLexiconSchema, shopProfileSchema, workflowWordingSchema } from './model/index.js';
import type { CustomerRecord, OrderRecord, Product, ShopProfile } from './model/index.js';

import { DEMO_SHOP_DIR } from './demo-shop-dir.js';

export { DEMO_SHOP_DIR };

/** A shop folder's contents, checked against the commerce model. */
export interface ShopFolder {
  /** The folder it was read from. */
  dir: string;
  profile: ShopProfile;
  products: Product[];
  orders: OrderRecord[];
  customers: CustomerRecord[];
  /** The folder's `knowledge/` directory. */
  knowledgeDir: string;
}

/** Why a shop folder could not be read: names the file and the field. */
export class ShopFolderError extends Error {
  override name = 'ShopFolderError';
}

/** Reads `text` with `parse` and checks it with `schema`, naming the file and the fields it got wrong. */
export function readChecked<S extends z.ZodType>(file: string, schema: S, text: string, parse: (text: string) => unknown): z.infer<S> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ShopFolderError(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ShopFolderError(`${file}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The text of a file, or undefined when it does not exist. */
export const optional = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * Reads a shop folder in Kefu's own format (`shop.yaml`, `products.json`, optional `lexicon.yaml`,
 * `orders.json` and `customers.json`). Interim: the shop folder loader (CSV catalogs, line numbers) replaces this file.
 */
export function readShopFolder(dir: string = DEMO_SHOP_DIR): ShopFolder {
  const file = (name: string) => join(dir, name);
  const profileText = optional(file('shop.yaml'));
  if (profileText === undefined) throw new ShopFolderError(`${file('shop.yaml')}: missing`);
  const parsedProfile = readChecked(file('shop.yaml'), shopProfileSchema, profileText, parseYaml);
  const lexiconText = optional(file('lexicon.yaml'));
  const workflowsText = optional(file('workflows.yaml'));
  const profile = {
    ...parsedProfile,
    ...(lexiconText === undefined ? {} : { lexicon: readChecked(file('lexicon.yaml'), shopLexiconSchema, lexiconText, parseYaml) }),
    ...(workflowsText === undefined ? {} : { workflows: readChecked(file('workflows.yaml'), workflowWordingSchema, workflowsText, parseYaml) }),
  };
  const productsText = optional(file('products.json'));
  if (productsText === undefined) throw new ShopFolderError(`${file('products.json')}: missing`);
  const products = readChecked(file('products.json'), productSchema.array(), productsText, JSON.parse);
  const ordersText = optional(file('orders.json'));
  const orders = ordersText === undefined ? [] : readChecked(file('orders.json'), orderRecordSchema.array(), ordersText, JSON.parse);
  const customersText = optional(file('customers.json'));
  const customers = customersText === undefined ? [] : readChecked(file('customers.json'), customerRecordSchema.array(), customersText, JSON.parse);
  for (const product of products) {
    const currency = product.variants[0]?.price.currency;
    if (currency !== profile.currency)
      throw new ShopFolderError(`${file('products.json')}: ${product.productId} is priced in ${currency}, the shop in ${profile.currency}`);
  }
  return { dir, profile, products, orders, customers, knowledgeDir: file('knowledge') };
}
