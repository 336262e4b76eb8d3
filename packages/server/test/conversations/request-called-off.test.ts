import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { serveKefu, shopperTab } from './order-change-harness.js';

// "我想退掉它" → "算了不退了，给我开个发票" started a return ("请选择需要退货的订单") and dropped the invoice: "不退了" was
// read as a return request. At a return prompt, "actually I am not returning it" was re-asked as a bad order
// ("I could not tell which order you mean"), where "不退了" cancels. Built: a request called off ("不退了", "不想换了",
// "I'm not returning it", "decided not to exchange it") is no request of its own (rules/called-off-request.ts), and at
// that workflow's prompt it cancels it (workflows/interpret-message.ts). shops/demo, c_1001 and c_1002.
let demo: { server: KefuServer; url: string };
beforeAll(async () => {
  demo = await serveKefu(undefined);
});
afterAll(async () => demo?.server.close());

describe('a request called off', () => {
  it('zh-CN "我想退掉它" → "算了不退了，给我开个发票": the invoice, no return', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1002', locale: 'zh-CN' });
    // KF10020003 is on its way: "退掉它" is refused with no prompt open, so the next message is read on its own.
    await chat.say('KF10020003到哪了');
    await chat.say('我想退掉它');
    await chat.say('算了不退了，给我开个发票');
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'invoice' } });
    chat.close();
  });

  it.each([
    ['I want to return my order', 'actually I am not returning it', 'return'],
    ['I want to exchange KF10010001', 'we decided not to exchange it after all', 'exchange'],
  ] as const)('en at the prompt of "%s", "%s" cancels the %s', async (request, calledOff, workflow) => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001', locale: 'en' });
    await chat.say(request);
    expect(chat.prompt()).toMatchObject({ workflow: { name: workflow } });
    await chat.say(calledOff);
    expect(chat.lastAnswer().text).toBe(`OK, your ${workflow} request has been cancelled. Anything else I can help with?`);
    chat.close();
  });

  it('"算了不退了" said alone starts no return', async () => {
    const chat = await shopperTab(demo.url, { customerId: 'c_1001', locale: 'zh-CN' });
    await chat.say('算了不退了');
    expect(chat.lastAnswer().text).not.toMatch(/退货的订单/);
    chat.close();
  });
});
