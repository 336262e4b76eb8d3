import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { tempDir } from '@kefu/testing';
import { initShopFolder } from '../../src/cli/shop-init.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';

/** An answer as a shopper's widget shows it: its text, product cards, quick replies and the products compared. */
export interface ShopAnswer {
  text: string;
  products: string[];
  replies: string[];
  compared: string[];
}

/** A shop a merchant started with `kefu shop init --catalog <export>`, served on the rules path (English). */
export interface ImportedShop {
  /** One conversation: each question waits for its answer. */
  converse(...questions: string[]): Promise<ShopAnswer[]>;
  /** One conversation in a locale the shop's catalog may not be written in ("有耳环吗" to an English export). */
  converseIn(locale: 'zh-CN' | 'en', ...questions: string[]): Promise<ShopAnswer[]>;
  close(): Promise<void>;
}

/**
 * {@link importedShop} for the tests of one file: imported and served before them, closed after them. Its methods
 * may be called from the tests only.
 */
export function importedShopForFile(exportFile: string, shop: { folder: string; name: string; currency: string }): Omit<ImportedShop, 'close'> {
  let served: ImportedShop | undefined;
  beforeAll(async () => {
    served = await importedShop(exportFile, shop);
  });
  afterAll(async () => served?.close());
  return {
    converse: (...questions) => served!.converse(...questions),
    converseIn: (locale, ...questions) => served!.converseIn(locale, ...questions),
  };
}

/** Imports a platform export into a new shop folder, as a merchant would, and serves it. */
export async function importedShop(exportFile: string, shop: { folder: string; name: string; currency: string }): Promise<ImportedShop> {
  const dir = tempDir(`${shop.folder}-shop`);
  const lines: string[] = [];
  const code = await initShopFolder(
    join(dir.path, shop.folder),
    { name: shop.name, currency: shop.currency, locales: 'en', catalog: exportFile },
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
  );
  if (code !== 0) {
    dir.remove();
    throw new Error(`kefu shop init failed (${code}):\n${lines.join('\n')}`);
  }
  const server = await startTestServer({ env: { KEFU_SHOP_DIR: join(dir.path, shop.folder) } });
  return {
    converse: (...questions) => converse(server.url, questions),
    converseIn: (locale, ...questions) => converse(server.url, questions, locale),
    async close() {
      await server.close();
      dir.remove();
    },
  };
}

async function converse(url: string, questions: readonly string[], locale: 'zh-CN' | 'en' = 'en'): Promise<ShopAnswer[]> {
  const shopper = await TestClient.connect(url);
  try {
    await shopper.hello({ locale });
    const answers: ShopAnswer[] = [];
    const assistant = () => shopper.rendered.filter((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    for (const question of questions) {
      await shopper.send(question);
      await shopper.waitUntil(`an answer to "${question}"`, () => assistant().length > answers.length);
      const done = assistant().at(-1)!;
      const message = done.event === 'message:done' ? done.data.message : undefined;
      const parts = (message?.parts ?? []) as Array<{ type: string; name?: string; replies?: Array<{ text: string }>; products?: Array<{ name: string }> }>;
      answers.push({
        text: message?.text ?? '',
        products: parts.filter((part) => part.type === 'product').map((part) => part.name!),
        replies: parts.flatMap((part) => (part.type === 'quick_replies' ? part.replies!.map((reply) => reply.text) : [])),
        compared: parts.filter((part) => part.type === 'comparison').flatMap((part) => part.products!.map((product) => product.name)),
      });
    }
    return answers;
  } finally {
    shopper.close();
  }
}
