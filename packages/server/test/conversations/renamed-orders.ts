import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { tempDir } from '@kefu/testing';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

/**
 * shops/threadline with its orders numbered another shop's way, in a temporary folder for one test file: each
 * "TL-10nnn" becomes `rename("nnn")` ("251" → "1251" for Shopify's #1251, "SO10010251" for a letter prefix). cus-emma
 * owns 231 (delivered: Linen Shirt, Essential Crew Tee ×2), 244 (shipped: Air Runner Sneaker), 251 (paid: Wrap Dress).
 */
export function threadlineWithOrdersNamed(name: string, rename: (digits: string) => string): ReturnType<typeof kefuForFile> {
  const dir = tempDir(name);
  // Registered first, so it runs after the server is closed.
  afterAll(() => dir.remove());
  const folder = join(dir.path, 'threadline');
  cpSync(SHOPS.threadline, folder, { recursive: true });
  const orders = readFileSync(join(folder, 'orders.json'), 'utf8').replace(/"TL-10(\d{3})"/g, (_, digits: string) => `"${rename(digits)}"`);
  writeFileSync(join(folder, 'orders.json'), orders);
  return kefuForFile(undefined, { KEFU_SHOP_DIR: folder });
}
