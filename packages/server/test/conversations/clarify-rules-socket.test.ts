import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity } from '../agent/socket-shopper.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';
import { askOnProductPage, chipsOf, startDemoServer, type DemoServer } from './clarify-harness.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.close());

describe('clarifying questions on the demo shop, rules path over a real socket', () => {
  it('"白色" asks which product with the catalog as quick replies; tapping "Find X9" answers whether the X9 comes in white', async () => {
    const shopper = await demo.open();
    const question = await shopper.ask('白色');
    expect(shopper.handoffs).toEqual([]);
    expect(question.text).toContain('哪款商品');
    expect(chipsOf(question)).toEqual(expect.arrayContaining(['Find X9', 'Find X8']));
    const answer = await shopper.ask('Find X9');
    expect(answer.text).toContain('Find X9');
    expect(answer.text).toContain('雾凇白');
    expect(answer.text).not.toContain('钛晨灰');
  });

  it('offers the product just discussed first: "X9 多少钱" → "白色" → "就X9吧" answers the X9 in white', async () => {
    const shopper = await demo.open();
    expect((await shopper.ask('X9 多少钱')).text).toContain('3999');
    const question = await shopper.ask('白色');
    expect(chipsOf(question)[0]).toBe('Find X9');
    const answer = await shopper.ask('就X9吧');
    expect(answer.text).toMatch(/Find X9 雾凇白/);
    expect(shopper.handoffs).toEqual([]);
  });

  it('English: "how much is it?" asks which product; "X8" then answers the X8’s price', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const question = await shopper.ask('how much is it?');
    expect(question.text).toBe('Which product do you mean?');
    expect(chipsOf(question)).toContain('Find X8');
    const answer = await shopper.ask('X8');
    expect(answer.text).toContain('The Find X8 is ¥2999');
  });

  it('English: "is it in stock?" → tapping "Find X9" lists the X9’s stock in English', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const question = await shopper.ask('is it in stock?');
    expect(chipsOf(question)).toContain('Find X9');
    const answer = await shopper.ask('Find X9');
    expect(answer.text).toContain('Find X9');
    expect(answer.text).toMatch(/Frost White/);
  });

  it('"亲" greets and asks what they need instead of handing off; a third vague message in a row offers a human, a fourth hands off', async () => {
    const shopper = await demo.open();
    const greeting = await shopper.ask('亲');
    expect(greeting.text).toContain('请问有什么可以帮您');
    expect(chipsOf(greeting)).toContain('我的订单到哪了');
    expect(chipsOf(greeting)).not.toContain('转人工');
    const second = await shopper.ask('嗯');
    expect(second.text).toContain('请问您想咨询什么');
    const third = await shopper.ask('?');
    expect(chipsOf(third)).toContain('转人工');
    expect(shopper.handoffs).toEqual([]);
    await shopper.ask('嗯');
    expect(shopper.handoffs.map((h) => h.reason)).toEqual(['repeated_failure']);
  });

  it('English: "hmm" → "white" → "?" — the third question in a row offers "talk to a person"', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const first = await shopper.ask('hmm');
    expect(first.text).toContain('What would you like to know?');
    const second = await shopper.ask('white');
    expect(second.text).toBe('Which product do you mean by “white”?');
    const third = await shopper.ask('?');
    // "?" still owes the answer to "which product?": the question is asked again, now with a human offered.
    expect(third.text).toContain('Which product do you mean?');
    expect(chipsOf(third)).toEqual(expect.arrayContaining(['Find X9', 'talk to a person']));
    expect(shopper.handoffs).toEqual([]);
    const answer = await shopper.ask('Find X9');
    expect(answer.text).toMatch(/Frost White/);
  });

  it('"有货吗" asked again and again never loops: the third "which product?" offers a human, once, and the fourth hands off', async () => {
    const shopper = await demo.open();
    for (const turn of [1, 2]) {
      const question = await shopper.ask('有货吗');
      expect(question.text, `turn ${turn}`).toBe('请问您想了解哪款商品？');
      expect(chipsOf(question)).not.toContain('转人工');
    }
    const third = await shopper.ask('有货吗');
    // One offer of a human, not one from the clarifying question and another from the frustration score.
    const offered = (third.parts ?? []).flatMap((p) => (p.type === 'quick_replies' ? p.replies.map((r) => r.text) : []));
    expect(offered.filter((chip) => chip === '转人工')).toHaveLength(1);
    expect(shopper.handoffs).toEqual([]);
    await shopper.ask('有货吗');
    expect(shopper.handoffs.map((h) => h.reason)).toEqual(['repeated_failure']);
  });

  it('a signed-in "订单" asks which order with the shopper’s own orders; tapping one answers that order', async () => {
    const shopper = await demo.open({ identity: await demoIdentity('c_1001') });
    const question = await shopper.ask('订单');
    expect(question.text).toBe('请问是哪个订单？');
    expect(chipsOf(question)).toEqual(expect.arrayContaining(['KF10010003']));
    const label = question.parts?.find((p) => p.type === 'quick_replies');
    expect(label?.type === 'quick_replies' && label.replies.find((r) => r.text === 'KF10010003')?.label).toBe('KF10010003 · Find X8');
    const answer = await shopper.ask('KF10010003');
    expect(answer.text).toContain('订单 KF10010003');
    expect(answer.text).toContain('已发货');
  });

  it('"白色" on the X9’s product page is a question about the X9: answered at once, no question asked', async () => {
    const shopper = await demo.open();
    const answer = await askOnProductPage(shopper, '白色', 'p_find_x9');
    expect(answer.text).toContain('Find X9 雾凇白');
    expect(chipsOf(answer)).toEqual([]);
  });

  it('gibberish is handed off as low confidence when a person serving the shop is online to read it', async () => {
    const agent = await ConsoleClient.connect(demo.url, demoAgentToken(demo.server));
    try {
      const shopper = await demo.open();
      await shopper.ask('asdf');
      expect(shopper.handoffs.map((h) => h.reason)).toEqual(['low_confidence']);
    } finally {
      agent.close();
    }
  });

  // Issue 17 item 3: with nobody online, the low-confidence handoff put the shopper in a queue no one reads.
  it('with nobody online, a message not understood asks what they need; the third question offers a person, a fourth hands off', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const first = await shopper.ask('asdf');
    expect(shopper.handoffs).toEqual([]);
    expect(first.text).toMatch(/^Sorry, I did not quite understand\. What would you like to know\?/);
    expect(chipsOf(first)).toEqual(expect.arrayContaining(['Where is my order?', 'How do I return an item?']));
    expect(chipsOf(first)).not.toContain('talk to a person');
    await shopper.ask('qwer');
    const third = await shopper.ask('zxcv');
    expect(chipsOf(third)).toContain('talk to a person');
    expect(shopper.handoffs).toEqual([]);
    await shopper.ask('uiop');
    expect(shopper.handoffs.map((h) => h.reason)).toEqual(['repeated_failure']);
  });
});
