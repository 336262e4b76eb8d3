import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '@kefu/testing';
import { openShop } from '../../src/shop/open-shop.js';
import { SHOPS } from './focus-support.js';

/**
 * shops/threadline copied to a temporary folder, with cus-emma's TL-10231 holding three Linen Shirts ($59 each) and
 * two Essential Crew Tees ($22 each): an order of two lines of several units each. `remove` deletes the copy.
 */
export async function threadlineWithThreeShirts(name: string) {
  const dir = tempDir(name);
  const copy = join(dir.path, 'threadline');
  cpSync(SHOPS.threadline, copy, { recursive: true });
  const orders = JSON.parse(readFileSync(join(copy, 'orders.json'), 'utf8')) as Array<{
    orderId: string;
    lines: Array<{ quantity: number }>;
    total: { amount: number };
  }>;
  const order = orders.find((one) => one.orderId === 'TL-10231')!;
  order.lines[0]!.quantity = 3;
  order.total.amount = 3 * 5900 + 2 * 2200;
  writeFileSync(join(copy, 'orders.json'), JSON.stringify(orders, null, 1));
  return { copy, folder: await openShop(copy), remove: () => dir.remove() };
}
