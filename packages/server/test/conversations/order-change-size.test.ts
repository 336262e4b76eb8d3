import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { SHOPS } from './focus-support.js';
import { serveKefu, shopperTab } from './order-change-harness.js';
import { onToConfirmation } from './support/on-to-confirmation.js';

// Issue 17 items 4 and 5 on an apparel shop: "can I change the size of my wrap dress order?" only showed the order's
// status, though "换个尺码" is an exchange. Changing the size or colour of what was bought is an exchange of the order
// described: not shipped yet (TL-10251), it says so and offers a person to change it (or its cancellation); delivered (TL-10231), the exchange
// asks its reason. A product question about colour ("does it change color when washed?") stays one. cus-emma's orders:
// shops/threadline/orders.json.
let served: { server: KefuServer; url: string };
beforeAll(async () => {
  served = await serveKefu(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
});
afterAll(async () => served?.server.close());

describe('"can I change the size of my order?" (threadline, rules path, signed in)', () => {
  it('of the unshipped wrap dress order: not an exchange, a change a person makes (offered), or its cancellation', async () => {
    const chat = await shopperTab(served.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('can I change the size of my wrap dress order?');
    expect(chat.prompt().prompt).toMatch(/^Order TL-10251 has not shipped yet, so it is not an exchange: .*Shall I pass this to a human agent\?$/);
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'exchange' } });
    chat.close();
  });

  it('of the delivered linen shirt: its exchange', async () => {
    const chat = await shopperTab(served.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('can I change the size of my linen shirt?');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange' } });
    expect(Object.values(await onToConfirmation(chat))).toContain('TL-10231');
    chat.close();
  });

  it('"does the linen shirt change color when washed?" is still a question about the shirt', async () => {
    const chat = await shopperTab(served.url, { customerId: 'cus-emma', locale: 'en' });
    await chat.say('does the linen shirt change color when washed?');
    expect(chat.lastAnswer().text).toContain('Linen Shirt');
    expect(chat.client.rendered.some((event) => event.event === 'interrupt:open')).toBe(false);
    chat.close();
  });
});
