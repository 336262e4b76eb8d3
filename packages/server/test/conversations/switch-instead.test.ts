import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// At an open prompt, "actually, can I change the address instead?" was answered as a side question ("2 of your
// orders … can have their delivery address changed: … Which one?") while the cancellation's reason prompt stayed open,
// so the next message, the new address, was refused as no reason. "…instead?" asks for the other workflow, as "还是改地址
// 吧" already did: the shopper is asked whether to give the open one up for it. Demo shop: c_1001's KF10010004 is paid
// and unshipped, c_1002's KF10020001 a delivered Find X8.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('"… instead?" at an open prompt asks to switch (rules path, demo, signed in)', () => {
  it('cancel → "actually, can I change the address instead?": give the cancellation up for an address change?', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to cancel KF10010004');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'cancel_order', step: 2 } });
    await chat.say('actually, can I change the address instead?');
    expect(chat.prompt().prompt).toContain('address change');
    expect(chat.prompt().options?.map((option) => option.value)).toEqual(['switch', 'stay']);
    await chat.say('yes, switch');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'change_address' } });
  });

  // Between return, exchange and repair of a known item, nothing is lost and nothing asked (switch-at-once.test.ts).
  it('return → "could I get an exchange instead?": the exchange at once', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('I want to return my X8');
    await chat.say('could I get an exchange instead?');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'exchange', step: 2 } });
  });

  it('"is the return free instead of paid?" names no other workflow: the return stays open', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('I want to return my X8');
    await chat.say('is the return shipping free instead of paid?');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'return', step: 2 } });
    expect(chat.prompt().options?.map((option) => option.value)).toContain('quality');
  });
});
