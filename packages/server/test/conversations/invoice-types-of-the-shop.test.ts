import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// Every shop offered China's three invoice types: a US apparel shop (threadline) asked its shopper to choose between a
// personal invoice, a company invoice and a "Special VAT invoice" that needs a Chinese company tax id. Built: a shop
// says which invoices it issues (workflows.yaml `invoice.types`), and the invoice workflow offers those alone; a shop
// that says nothing offers all three. shops/threadline issues [personal, company]; shops/demo says nothing.
let demo: { server: KefuServer; url: string };
let threadline: { server: KefuServer; url: string };
beforeAll(async () => {
  [demo, threadline] = await Promise.all([serveKefu(undefined), serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline })]);
});
afterAll(async () => Promise.all([demo?.server.close(), threadline?.server.close()]));

const values = (prompt: { options?: ReadonlyArray<{ value: string }> }) => (prompt.options ?? []).map((option) => option.value);

describe('the invoice types a shop issues', () => {
  it('threadline: a personal or a company invoice, and "special vat invoice" is not one of them', async () => {
    const chat = await shopperTab(threadline.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('can I get an invoice for TL-10231?');
    expect(values(chat.prompt() as never)).toEqual(['personal', 'company']);
    await chat.say('special vat invoice');
    expect(chat.prompt()).toMatchObject({ error: 'The shop does not issue the Special VAT invoice. Please pick one of: Personal invoice / Company invoice' });
    chat.close();
  });

  it('demo (no invoice types said): all three', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001', locale: 'zh-CN' });
    await chat.say('KF10010001开发票');
    expect(values(chat.prompt() as never)).toEqual(['personal', 'company', 'special']);
    chat.close();
  });
});
