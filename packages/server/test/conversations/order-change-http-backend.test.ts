import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { systemClock } from '../../src/ports/clock.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { AGENTS, AGENTS_ENV } from '../handoff/support/handoff-fixtures.js';
import { serveMerchantApi, type MerchantApi, type SeenRequest } from '../support/merchant-api.js';
import { serveKefu, shopperTab, type Conversation } from './order-change-harness.js';

// The merchant's own shop behind the HTTP contract: it takes address changes but not cancellations (501).
const shop = createShopFolderCommerce({ clock: systemClock });
const seen: SeenRequest[] = [];
let merchant: MerchantApi;
let server: KefuServer;
let url: string;
const tabs: Conversation[] = [];
const open = async (options: Parameters<typeof shopperTab>[1]) => {
  const tab = await shopperTab(url, options);
  tabs.push(tab);
  return tab;
};

beforeAll(async () => {
  merchant = await serveMerchantApi(shop, {
    token: 'merchant-token',
    intercept: (request) => {
      seen.push(request);
      return request.url.endsWith('/requests') && (request.body as { kind?: string } | undefined)?.kind === 'cancel' ? 501 : undefined;
    },
  });
  ({ server, url } = await serveKefu(undefined, { KEFU_COMMERCE_URL: merchant.url, KEFU_COMMERCE_TOKEN: 'merchant-token', ...AGENTS_ENV }));
});
afterAll(async () => {
  for (const tab of tabs) tab.close();
  await server?.close();
  await merchant?.close();
});

describe('order changes against a merchant API over the HTTP contract', () => {
  it('a backend without cancellations (501): the confirmed cancellation is handed to a human written up, shown on the escalation card', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('我想取消订单 KF10020006');
    await chat.reply({ action: 'answer', value: 'better_price' });
    await chat.reply({ action: 'approve' });
    await expect.poll(() => chat.handoffs().length).toBeGreaterThan(0);
    const cancel = seen.find((request) => request.url.endsWith('/requests'));
    expect(cancel?.body).toMatchObject({ kind: 'cancel', orderId: 'KF10020006', customerId: 'c_1002', details: { cancelReason: 'better_price' } });
    expect(cancel?.idempotencyKey).toMatch(/:/);
    // Not an error message: the shopper is told who takes it over, with the request as written up.
    expect(chat.lastAnswer().text).toContain('商家系统暂不支持在线取消订单');
    expect(chat.lastAnswer().text).toContain('别处更便宜');
    const request = {
      workflow: 'cancel_order',
      orderId: 'KF10020006',
      why: expect.stringContaining('暂不支持'),
      rows: expect.arrayContaining([{ label: '取消原因', value: '别处更便宜' }]),
    };
    expect(chat.handoffs()[0]).toMatchObject({ reason: 'requested', request });
    expect((await shop.getOrder('KF10020006'))?.status).toBe('paid');

    const agent = await ConsoleClient.connect(url, AGENTS[0].token);
    try {
      const opened = await agent.request('thread:open', { threadId: chat.client.threadId });
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.card.request).toMatchObject(request);
    } finally {
      agent.close();
    }
  });

  it('a guest proves the order (a wrong phone ending refused) and changes its address through POST /requests', async () => {
    const chat = await open({ locale: 'en' });
    await chat.say('I need to change the delivery address for order KF10040004');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 1 } });
    expect(chat.prompt().fields?.find((field) => field.name === 'orderId')?.defaultValue).toBe('KF10040004');
    await chat.reply({ action: 'submit', values: { orderId: 'KF10040004', phoneLast4: '1111' } });
    expect(chat.prompt()).toMatchObject({ kind: 'form', error: expect.stringContaining('do not match'), workflow: { step: 1 } });
    await chat.reply({ action: 'submit', values: { orderId: 'KF10040004', phoneLast4: '4321' } });
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
    await chat.reply({ action: 'submit', values: { recipient: 'Bo Chen', phone: '13700001111', address: '88 Nanjing Road, Shanghai 200001' } });
    await chat.reply({ action: 'approve' });
    expect(chat.lastAnswer().parts?.[0]).toMatchObject({ type: 'receipt', kind: 'change_address' });
    expect((await shop.getOrder('KF10040004'))?.address).toBe('88 Nanjing Road, Shanghai 200001');
    expect(chat.handoffs()).toEqual([]);
  });
});
