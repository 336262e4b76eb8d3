import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// Issue 17 item 5: the new delivery details typed into the chat instead of the form ("张三 13800138000 上海市浦东新区
// 世纪大道100号") were refused as "请填写收货人姓名", and a new address typed at the order choice ("改成上海市…") was
// refused as a bad order number and lost. Both are read: the confirmation shows what was typed. The order is the
// demo shopper's paid, unshipped one from orders.json.
const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);
const unshipped = async (customerId: string) => (await commerce.listOrders(customerId)).find((order) => order.status === 'paid')!.orderId;
const summaryOf = (rows: Array<{ label: string; value: string }> | undefined) => Object.fromEntries((rows ?? []).map((row) => [row.label, row.value]));

describe('a new address typed in the chat (signed in, rules path, real socket)', () => {
  it('zh-CN: recipient, phone and address in one message go to the confirmation', async () => {
    const orderId = await unshipped('c_1001');
    const chat = await open({ customerId: 'c_1001' });
    await chat.say(`帮我改下${orderId}的地址`);
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
    await chat.say('张三 13800138000 上海市浦东新区世纪大道100号');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'change_address', step: 3 } });
    expect(summaryOf(chat.prompt().summary)).toMatchObject({ 订单号: orderId, 收货人: '张三', 联系电话: '13800138000', 新地址: '上海市浦东新区世纪大道100号' });
  });

  it('en: "John Smith, …, 221B Baker Street, London NW1 6XE" goes to the confirmation', async () => {
    const orderId = await unshipped('c_1001');
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say(`I need to change the address on ${orderId}`);
    await chat.say('John Smith, 13800138000, 221B Baker Street, London NW1 6XE');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'change_address', step: 3 } });
    expect(summaryOf(chat.prompt().summary)).toMatchObject({ Recipient: 'John Smith', 'New address': '221B Baker Street, London NW1 6XE' });
  });

  it('the address typed before the order is picked is kept: then the order, then the rest', async () => {
    const orderId = await unshipped('c_1001');
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('帮我改下地址');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'change_address', step: 1 } });
    await chat.say('改成上海市浦东新区世纪大道100号');
    expect(chat.prompt().error).toBe('新地址已记下，请先选择要修改地址的订单。');
    await chat.reply({ action: 'answer', value: orderId });
    const form = chat.prompt();
    expect(form.fields?.find((field) => field.name === 'address')?.defaultValue).toBe('上海市浦东新区世纪大道100号');
    await chat.say('张三 13800138000');
    expect(summaryOf(chat.prompt().summary)).toMatchObject({ 收货人: '张三', 新地址: '上海市浦东新区世纪大道100号' });
  });
});
