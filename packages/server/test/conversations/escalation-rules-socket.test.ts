import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, startDemoServer, type DemoServer } from './clarify-harness.js';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(async () => demo?.close());

describe('escalation from the whole conversation, rules path over a real socket', () => {
  it('"我很失望" is noticed: a human is offered (转人工 / 继续) before being asked; "转人工" then hands off at once', async () => {
    const shopper = await demo.open();
    const offer = await shopper.ask('我很失望');
    expect(offer.text).toContain('转接人工客服');
    expect(chipsOf(offer)).toEqual(['转人工', '继续']);
    expect(shopper.handoffs).toEqual([]);
    await shopper.ask('转人工');
    expect(shopper.handoffs.map((h) => h.reason)).toEqual(['requested']);
  });

  it('"第三次问了" offers a human; "继续" carries on without one and the next question is answered', async () => {
    const shopper = await demo.open();
    const offer = await shopper.ask('第三次问了');
    expect(chipsOf(offer)).toEqual(['转人工', '继续']);
    const carryOn = await shopper.ask('继续');
    expect(carryOn.text).toContain('我们继续');
    expect((await shopper.ask('X8 多少钱')).text).toContain('2999');
    expect(shopper.handoffs).toEqual([]);
  });

  it('"第三次问了，X9 到底多少钱" answers the price and offers a human in the same message', async () => {
    const shopper = await demo.open();
    const reply = await shopper.ask('第三次问了，X9 到底多少钱');
    expect(reply.text).toMatch(/3999[\s\S]*转接人工客服/);
    expect(chipsOf(reply)).toEqual(['转人工', '继续']);
  });

  it('the same question asked again with "？？？" answers it and offers a human; asked once calmly it does not', async () => {
    const shopper = await demo.open();
    const first = await shopper.ask('X9 多少钱');
    expect(chipsOf(first)).toEqual([]);
    const again = await shopper.ask('X9 多少钱？？？');
    expect(again.text).toContain('3499');
    expect(chipsOf(again)).toEqual(['转人工', '继续']);
  });

  it('English: "I have asked three times" offers "talk to a person" / "continue"', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const offer = await shopper.ask('I have asked three times');
    expect(offer.text).toContain('bring in a person');
    expect(chipsOf(offer)).toEqual(['talk to a person', 'continue']);
    expect(shopper.handoffs).toEqual([]);
    await shopper.ask('talk to a person');
    expect(shopper.handoffs.map((h) => h.reason)).toEqual(['requested']);
  });

  it('English: "this is the third time I ask" offers a person instead of a help article; "continue" carries on', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const offer = await shopper.ask('this is the third time I ask');
    expect(offer.text).toContain('bring in a person');
    expect((offer.parts ?? []).some((part) => part.type === 'knowledge_source')).toBe(false);
    expect(chipsOf(offer)).toEqual(['talk to a person', 'continue']);
    await shopper.ask('continue');
    expect((await shopper.ask('How much is the Find X8?')).text).toContain('2999');
    expect(shopper.handoffs).toEqual([]);
  });

  it('English: the price asked again in capitals answers it and offers a person', async () => {
    const shopper = await demo.open({ locale: 'en' });
    expect(chipsOf(await shopper.ask('How much is the Find X8?'))).toEqual([]);
    const again = await shopper.ask('HOW MUCH IS THE FIND X8');
    expect(again.text).toContain('2999');
    expect(chipsOf(again)).toEqual(['talk to a person', 'continue']);
  });

  it('the score decays on helpful turns: one "？？" after calm answered questions offers nobody', async () => {
    const shopper = await demo.open();
    await shopper.ask('X9 多少钱');
    await shopper.ask('X9 多少钱'); // asked again: +2
    await shopper.ask('X8 有货吗'); // helpful and calm: −1
    await shopper.ask('Pad 3 多少钱'); // −1
    const reply = await shopper.ask('Find X8 多少钱？？'); // +1
    expect(reply.text).toContain('2999');
    expect(chipsOf(reply)).toEqual([]);
  });

  it('"这是第三次问了，你们到底能不能处理" / "I have asked three times already, can you people do anything at all": the offer alone, no knowledge-base miss', async () => {
    const shopper = await demo.open();
    const offer = await shopper.ask('这是第三次问了，你们到底能不能处理');
    expect(chipsOf(offer)).toEqual(['转人工', '继续']);
    expect(offer.text).not.toContain('没有找到');
    const english = await demo.open({ locale: 'en' });
    const offered = await english.ask('I have asked three times already, can you people do anything at all');
    expect(chipsOf(offered)).toEqual(['talk to a person', 'continue']);
    expect(offered.text).not.toMatch(/could not find/);
  });

  it('English: "what a joke" alone offers a person instead of a knowledge-base miss', async () => {
    const shopper = await demo.open({ locale: 'en' });
    const offer = await shopper.ask('what a joke');
    expect(chipsOf(offer)).toEqual(['talk to a person', 'continue']);
    expect(offer.text).not.toMatch(/could not find/);
  });
});
