import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// What a shopper types at an open prompt in passing, found trying the demo shop as c_1001 (KF10010001 delivered X9,
// KF10010004 paid Pad 3). Before:
// - "actually never mind" / "oh forget it then" at the return's reason prompt: "Please pick one of: …" (only "never
//   mind" alone cancelled);
// - "ok" at the company invoice's form: taken as the invoice title, and the request went to its confirmation with
//   the title "ok";
// - "what about my Pad 3, when will it ship?" at the return's prompt: the Pad 3's specs ("when will it ship?" was no
//   question the rules knew, and the product mentioned before it made a spec question).
// Now the first cancels, the second asks for the title again ("好的" still keeps a personal invoice's "个人"), and the
// third is answered aside from the Pad 3's order before the prompt is asked again. "I changed my mind" at the cancel
// reason prompt stays that reason.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('answers in passing at an open prompt (demo shop, rules path, signed in)', () => {
  it.each(['actually never mind', 'oh forget it then'])('"%s" at the return reason prompt cancels the return', async (said) => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to return my X9');
    expect(chat.prompt().workflow?.name).toBe('return');
    await chat.say(said);
    expect(chat.lastAnswer().text).toBe('OK, your return request has been cancelled. Anything else I can help with?');
  });

  it('"I changed my mind" at the cancel reason prompt is that reason, not a cancel of the cancellation', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('cancel KF10010007');
    await chat.say('I changed my mind');
    expect(chat.prompt().kind).toBe('confirm');
  });

  it('"ok" at the company invoice form asks for the title again; "好的" at the personal one keeps "个人"', async () => {
    const company = await open({ customerId: 'c_1001', locale: 'en' });
    await company.say('I need an invoice for my X9 order');
    await company.say('company');
    await company.say('ok');
    expect(company.prompt()).toMatchObject({ kind: 'form', error: 'Please fill in the invoice title.', workflow: { name: 'invoice', step: 3 } });
    const personal = await open({ customerId: 'c_1001' });
    await personal.say('X9的订单开个发票');
    await personal.say('个人');
    await personal.say('好的');
    expect(personal.prompt().kind).toBe('confirm');
    expect(personal.prompt().summary).toContainEqual({ label: '发票抬头', value: '个人' });
  });

  it('"what about my Pad 3, when will it ship?" at the return prompt answers the Pad 3 order aside, then asks again', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I want to return my X9');
    const asked = chat.prompt();
    await chat.say('what about my Pad 3, when will it ship?');
    expect(chat.lastAnswer().text).toBe(
      'Order KF10010004 (Pad 3) is paid and waiting to ship, so there is no tracking yet; you can follow the parcel as soon as it ships.',
    );
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'return' }, options: asked.options });
  });
});
