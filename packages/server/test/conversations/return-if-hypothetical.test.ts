import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "can I return it if it does not fit?" asked while looking at a shirt: what the shop would do in a case that has not
// happened. Before, the English question opened the return workflow (a guest was asked for an order number and phone
// digits, a signed-in shopper to pick an order), and "fit" named the Slim Fit Jeans; "如果不合适可以退吗" already got
// the policy. Now a return, exchange or cancel question put as "if …" is a policy question, answered from the shop's
// articles, and no prompt opens. "I want to return it, it does not fit" still starts the return.
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);

describe('a return asked about "if …" (rules path)', () => {
  it.each([
    ['tell me about the oxford shirt', 'can I return it if it does not fit?', /^From our help article “Exchanges and finding your size”/],
    ['tell me about the oxford shirt', 'if I change my mind, can I return it?', /^From our help article “Returns/],
  ])('threadline: "%s" → "%s" answers from the policy and opens no prompt', async (before, question, article) => {
    const chat = await threadline.open({ locale: 'en' });
    await chat.say(before);
    const events = await chat.say(question);
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toMatch(article);
    expect(chat.lastAnswer().text).not.toContain('Slim Fit Jeans');
  });

  it('demo: "can I return it if I change my mind?" answers the 7-day no-reason return article', async () => {
    const chat = await demo.open({ locale: 'en' });
    const events = await chat.say('can I return it if I change my mind?');
    expect(events.some((event) => event.event === 'interrupt:open')).toBe(false);
    expect(chat.lastAnswer().text).toMatch(/^From our help article “7-day no-reason returns”/);
  });

  it('"I want to return it, it does not fit" still starts the return', async () => {
    const chat = await threadline.open({ locale: 'en' });
    await chat.say('I want to return it, it does not fit');
    expect(chat.prompt().workflow?.name).toBe('return');
  });
});
