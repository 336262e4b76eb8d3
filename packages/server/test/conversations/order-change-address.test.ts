import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

const commerce = createShopFolderCommerce({ clock: systemClock });
const { open } = kefuForFile(commerce);

describe('changing the delivery address, rules path over a real socket', () => {
  it('"帮我改一下收货地址" → order → form (a bad phone re-asked) → confirm showing old and new → the shop has the new address', async () => {
    const chat = await open({ customerId: 'c_1001' });
    const before = (await commerce.getOrder('KF10010004'))!.address;
    await chat.say('帮我改一下收货地址');
    // The shopper's orders not yet shipped to pick from; typing the number still works.
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'change_address', title: '修改地址', step: 1, of: 3 } });
    expect(chat.prompt().options?.map((option) => option.value)).toContain('KF10010004');
    await chat.say('KF10010004');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
    expect(chat.prompt().fields?.map((field) => field.name)).toEqual(['recipient', 'phone', 'address']);
    await chat.reply({ action: 'submit', values: { recipient: '李四', phone: '12345', address: '北京市海淀区中关村大街 1 号' } });
    expect(chat.prompt()).toMatchObject({ kind: 'form', error: expect.stringContaining('联系电话'), workflow: { step: 2 } });
    // The refused form comes back filled with what was typed.
    expect(chat.prompt().fields?.find((field) => field.name === 'address')?.defaultValue).toBe('北京市海淀区中关村大街 1 号');
    await chat.reply({ action: 'submit', values: { recipient: '李四', phone: '139 1234 5678', address: '北京市海淀区中关村大街 1 号' } });
    const confirm = chat.prompt();
    expect(confirm).toMatchObject({ kind: 'confirm', workflow: { name: 'change_address', step: 3 } });
    expect(confirm.summary).toEqual(
      expect.arrayContaining([
        { label: '订单号', value: 'KF10010004' },
        { label: '原地址', value: before },
        { label: '收货人', value: '李四' },
        { label: '联系电话', value: '13912345678' },
        { label: '新地址', value: '北京市海淀区中关村大街 1 号' },
      ]),
    );
    expect((await commerce.getOrder('KF10010004'))!.address).toBe(before);
    await chat.reply({ action: 'approve' });
    expect(chat.lastAnswer().parts?.[0]).toMatchObject({ type: 'receipt', kind: 'change_address', title: expect.stringContaining('修改地址') });
    expect((await commerce.getOrder('KF10010004'))!.address).toBe('北京市海淀区中关村大街 1 号');
    expect((await commerce.getOrder('KF10010004'))!.status).toBe('paid');
  });

  it('"我的收货地址写错了 KF10010003" (shipped): says why, offers a human who gets the request written up', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我的收货地址写错了 KF10010003');
    expect(chat.prompt()).toMatchObject({ kind: 'choice', workflow: { name: 'change_address' } });
    expect(chat.prompt().prompt).toMatch(/KF10010003.*已发货/);
    await chat.reply({ action: 'answer', value: 'human' });
    await expect.poll(() => chat.handoffs().length).toBeGreaterThan(0);
    expect(chat.handoffs()[0]?.request).toMatchObject({ workflow: 'change_address', orderId: 'KF10010003', why: expect.stringContaining('改派') });
    expect(chat.lastAnswer().text).toContain('KF10010003');
  });

  it.each([
    ['帮我改一下KF10010004的收货地址', 'KF10010004'],
    ['修改订单 KF10010004 的配送地址', 'KF10010004'],
  ])('"%s" (the order named mid-request, paid): the address form for it, not its status', async (text, orderId) => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say(text);
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', step: 2 } });
    expect(chat.prompt().prompt).toContain(orderId);
  });

  it('"帮我改一下KF10010001的收货地址" (delivered): says the address can no longer be changed, not only its status', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('帮我改一下KF10010001的收货地址');
    expect(chat.lastAnswer().text).toMatch(/KF10010001.*已签收.*无法.*修改收货地址/);
  });
});

describe('the same in English', () => {
  it('"I need to change the delivery address of KF10020006": form → confirm (old and new) → changed', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    const before = (await commerce.getOrder('KF10020006'))!.address;
    await chat.say('I need to change the delivery address of KF10020006');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'change_address', title: 'Address change', step: 2 } });
    await chat.reply({ action: 'submit', values: { recipient: 'Ann Lee', phone: '+44 20 7946 0958', address: '221B Baker Street, London NW1 6XE' } });
    const confirm = chat.prompt();
    expect(confirm.summary).toEqual(
      expect.arrayContaining([
        { label: 'New address', value: '221B Baker Street, London NW1 6XE' },
        { label: 'Recipient', value: 'Ann Lee' },
      ]),
    );
    expect(confirm.summary?.find((row) => row.label === 'Current address')?.value).toBeTruthy();
    await chat.reply({ action: 'approve' });
    expect(chat.lastAnswer().parts?.[0]).toMatchObject({ type: 'receipt', kind: 'change_address', title: expect.stringContaining('Address change') });
    const after = await commerce.getOrder('KF10020006');
    expect(after!.address).toBe('221B Baker Street, London NW1 6XE');
    expect(after!.address).not.toBe(before);
  });

  it('"can I change my delivery address?" (a question, no order) is answered from the knowledge base, not a workflow', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('Can I change my delivery address?');
    expect(chat.client.rendered.some((event) => event.event === 'interrupt:open')).toBe(false);
  });
});
