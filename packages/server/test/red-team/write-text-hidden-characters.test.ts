import { describe, expect, it } from 'vitest';
import { recordingShop } from './recording-shop.js';
import { kefuForFile } from '../conversations/order-change-harness.js';

// A request's note is kept without characters that reorder or hide text (request-note-hidden-characters.test.ts);
// the other words a shopper types into a write were not: a new delivery address "221B Baker Street, U+202E nodnoL
// U+202C" went to the merchant's backend (`address` of the address change: the warehouse's label) reading "London"
// where the data says "nodnoL", and so did a repair's issue, an invoice's title, a recipient's name; the confirmation
// showed the address reversed too. Every text a write carries is now checked without them, right before it is
// submitted, and a prompt (its question, options and confirmation rows) reaches the shopper without bidi controls, as
// a message does: the confirmation shows what will be submitted as it will read.

const shop = recordingShop();
const { open } = kefuForFile(shop.commerce);

describe('the words a write carries reach the merchant without characters that reorder or hide text', () => {
  it('zh-CN: a new address for KF10010004 with an RTL override → the address change is submitted without it', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('帮我改下KF10010004的地址');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address' } });
    await chat.reply({
      action: 'submit',
      values: { recipient: '张三\u200B', phone: '13800138000', address: '上海市浦东新区世纪大道100号 \u202E室2051\u202C' },
    });
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    // The confirmation shows what will be submitted, as it will read.
    expect(chat.prompt().summary).toContainEqual({ label: '新地址', value: '上海市浦东新区世纪大道100号 室2051' });
    await chat.say('确认');
    expect(shop.writes.at(-1)).toMatchObject({
      kind: 'address_change',
      orderId: 'KF10010004',
      details: { recipient: '张三', address: '上海市浦东新区世纪大道100号 室2051' },
    });
  });

  it('en: "221B Baker Street, U+202E nodnoL U+202C" for KF10020006 → submitted as "221B Baker Street, nodnoL"', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('I need to change the address on KF10020006');
    await chat.reply({ action: 'submit', values: { recipient: 'John Smith', phone: '13800138000', address: '221B Baker Street, \u202EnodnoL\u202C' } });
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    expect(chat.prompt().summary).toContainEqual({ label: 'New address', value: '221B Baker Street, nodnoL' });
    await chat.say('confirm');
    expect(shop.writes.at(-1)).toMatchObject({ kind: 'address_change', orderId: 'KF10020006', details: { address: '221B Baker Street, nodnoL' } });
  });
});
