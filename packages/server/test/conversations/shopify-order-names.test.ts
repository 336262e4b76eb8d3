import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// Shopify names its orders "#" + 4 or more digits (#1001), and shoppers type them so: "where is #1244?", "order
// 1244", "订单1244到哪了". An order number needed 6+ digits (shop/model/order-number.ts), so none of these was read,
// and a shop whose orders are numbered like that could not be looked up by them; the guest form's placeholder was
// the demo's "KF10010001" on every shop. Built: "#" + 4+ digits is an order number wherever one is read, and 4–5
// digits after "order" / "订单" too (a bare "1001" stays a price or a size); the id is the digits (orders.json ids
// are letters, digits and - . : _ only); the form accepts "1244" or "#1244"; no demo placeholder. The shop is
// threadline with its orders renamed the Shopify way (TL-10244 → 1244, cus-emma's shipped Air Runner Sneaker, phone
// ending 4821), made in a temporary folder.
let dir: ReturnType<typeof tempDir>;
let served: { server: KefuServer; url: string };
beforeAll(async () => {
  dir = tempDir('shopify-order-names');
  const folder = join(dir.path, 'threadline');
  cpSync(SHOPS.threadline, folder, { recursive: true });
  const orders = readFileSync(join(folder, 'orders.json'), 'utf8').replace(/"TL-10(\d{3})"/g, '"1$1"');
  writeFileSync(join(folder, 'orders.json'), orders);
  served = await serveKefu(undefined, { KEFU_SHOP_DIR: folder });
});
afterAll(async () => {
  await served?.server.close();
  dir?.remove();
});
const open = (locale: 'en' | 'zh-CN', customerId?: string) => shopperTab(served.url, { locale, ...(customerId ? { customerId } : {}) });

describe('Shopify order names (#1244) on the rules path', () => {
  it('"where is #1244?", "where is order 1244?" and "订单1244到哪了" find the shipped sneaker for its owner', async () => {
    for (const [locale, question, expected] of [
      ['en', 'where is #1244?', 'Order 1244 (Air Runner Sneaker) is shipped'],
      ['en', 'where is order 1244?', 'Order 1244 (Air Runner Sneaker) is shipped'],
      ['zh-CN', '订单1244到哪了', '订单 1244'],
      ['zh-CN', '#1244发货了吗', '订单 1244'],
    ] as const) {
      const chat = await open(locale, 'cus-emma');
      await chat.say(question);
      expect(chat.lastAnswer().text, question).toContain(expected);
      chat.close();
    }
  });

  it('a guest\'s "where is #1244?" prefills 1244 in a form with no demo placeholder; "#1244" typed there verifies it', async () => {
    const chat = await open('en');
    await chat.say('where is #1244?');
    const orderField = chat.prompt().fields?.find((field) => field.name === 'orderId');
    expect(orderField?.defaultValue).toBe('1244');
    expect(orderField?.placeholder).toBeUndefined();
    expect(new RegExp(`^(?:${orderField?.pattern})$`).test('#1244')).toBe(true);
    await chat.reply({ action: 'submit', values: { orderId: '#1244', phoneLast4: '4821' } });
    expect(chat.lastAnswer().text).toContain('Order 1244 (Air Runner Sneaker) is shipped');
    chat.close();
  });

  it('a bare four-digit number is no order: "anything under 1001?", "有1001以内的吗" are searches', async () => {
    for (const [locale, question] of [
      ['en', 'anything under 1001?'],
      ['zh-CN', '有1001以内的吗'],
    ] as const) {
      const chat = await open(locale, 'cus-emma');
      await chat.say(question);
      const answer = chat.lastAnswer();
      expect(answer.text, question).not.toMatch(/order|订单/i);
      expect(answer.parts?.some((part) => part.type === 'order') ?? false, question).toBe(false);
      chat.close();
    }
  });
});
