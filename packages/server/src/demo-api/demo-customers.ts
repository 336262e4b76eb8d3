import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_SHOP_DIR } from '../shop/demo-shop-dir.js';

/** A demo shopper the storefront's sign-in offers. */
export interface DemoCustomer {
  customerId: string;
  name: string;
}

const CUSTOMERS_FILE = join(DEMO_SHOP_DIR, 'customers.json');

/** The demo shoppers from the catalog data files (names only: no phone digits leave the server). */
export async function loadDemoCustomers(file = CUSTOMERS_FILE): Promise<DemoCustomer[]> {
  const rows = JSON.parse(await readFile(file, 'utf8')) as Array<{ customerId: string; name: string }>;
  return rows.map(({ customerId, name }) => ({ customerId, name }));
}
