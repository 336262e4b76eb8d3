import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "我要换 KF10010001 的X8" from c_1002 (who does not own KF10010001) answered only "没有在您的账户下找到订单
// KF10010001，请核对后再试。", and "我要换 KF10020001 的X8" (c_1002's own delivered X8) only the order's status: "我要换"
// and "想换" were no exchange cue in Chinese, while "我要退 KF10010001 的X8", "I want to exchange the X8 from
// KF10010001" and "I want to return …" went on to the shopper's own order holding the X8 (KF10020001), with "not found
// in your account" said of the number typed. Built: "要换 / 想换" with an order named is an exchange, so the four behave
// alike; "我要换地址" stays an address change.
// shops/demo: KF10010001 is c_1001's (Find X9); c_1002's KF10020001 is a delivered Find X8.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('an exchange (or return) of an item asked with an order number (rules path, demo, c_1002)', () => {
  it("of an order not theirs, zh and en, exchange and return: the shopper's own order holding the X8, the number said not found", async () => {
    for (const [locale, said, workflow] of [
      ['zh-CN', '我要换 KF10010001 的X8', 'exchange'],
      ['zh-CN', '我想换KF10010001里的X8', 'exchange'],
      ['zh-CN', '我要退 KF10010001 的X8', 'return'],
      ['en', 'I want to exchange the X8 from KF10010001', 'exchange'],
      ['en', 'I want to return the X8 from KF10010001', 'return'],
    ] as const) {
      const chat = await open({ customerId: 'c_1002', locale });
      await chat.say(said);
      const prompt = chat.prompt();
      expect(prompt.workflow?.name, said).toBe(workflow);
      expect(prompt.prompt, said).toContain('KF10020001');
      expect(prompt.error, said).toContain('KF10010001');
      expect(JSON.stringify(prompt), said).not.toContain('Find X9');
    }
  });

  it('"我要换 KF10020001 的X8" of the shopper\'s own order: its exchange, not its status', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'zh-CN' });
    await chat.say('我要换 KF10020001 的X8');
    expect(chat.prompt().workflow?.name).toBe('exchange');
    expect(chat.prompt().prompt).toContain('订单 KF10020001');
  });

  it('"我要换KF10020001的收货地址" is still the address change', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'zh-CN' });
    await chat.say('我要换KF10020001的收货地址');
    expect(chat.client.rendered.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toBe('订单 KF10020001 已签收，无法再修改收货地址。');
  });
});
