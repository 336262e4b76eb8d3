import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile, type Conversation } from './order-change-harness.js';

// A company invoice's form takes the title alone (the tax id and e-mail are optional), so a shopper who sends the
// title first lands on the confirmation, then types the tax id, then where to send it. Each was refused: "请回复「确认」
// 提交，或「取消」放弃。", and the invoice went out without them. Built: a tax id or an e-mail address typed at the
// invoice's confirmation is added to it, said so, and the confirmation is asked again showing it; a personal invoice
// takes no tax id. Demo shop: c_1001's KF10010001 (delivered Find X9) can be invoiced.
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));
const summaryOf = (chat: Conversation) => Object.fromEntries((chat.prompt().summary ?? []).map((row) => [row.label, row.value]));

describe('an invoice’s details typed at its confirmation (rules path, demo, signed in)', () => {
  it('zh-CN: the title, then "91310000MA1FL4XQ2K", then "发到 a@b.cn": both added; confirming submits them', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('我要给KF10010001开发票');
    await chat.say('企业普票');
    await chat.say('上海某某科技有限公司');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'invoice', step: 4 } });
    await chat.say('91310000MA1FL4XQ2K');
    expect(chat.prompt().error).toBe('已加上税号 91310000MA1FL4XQ2K，请确认后提交。');
    await chat.say('发到 a@b.cn');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm', workflow: { name: 'invoice', step: 4 } });
    expect(Object.values(summaryOf(chat))).toEqual(expect.arrayContaining(['上海某某科技有限公司', '91310000MA1FL4XQ2K', 'a@b.cn']));
    await chat.say('确认');
    expect(chat.lastAnswer().text).toContain('开发票申请已提交');
  });

  it('en: a personal invoice, then "send it to me@example.com": the e-mail added', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I need an invoice for KF10010001');
    await chat.say('personal');
    await chat.say('ok');
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    await chat.say('send it to me@example.com');
    expect(chat.prompt().error).toBe('Added the e-mail me@example.com; please confirm to submit.');
    expect(Object.values(summaryOf(chat))).toContain('me@example.com');
  });

  it('a personal invoice takes no tax id: "91310000MA1FL4XQ2K" at its confirmation is still no answer', async () => {
    const chat = await open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('I need an invoice for KF10010001');
    await chat.say('personal');
    await chat.say('ok');
    await chat.say('91310000MA1FL4XQ2K');
    expect(chat.prompt().error).toBe('Please reply "confirm" to submit or "cancel" to stop.');
    expect(Object.values(summaryOf(chat))).not.toContain('91310000MA1FL4XQ2K');
  });
});
