import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// Damage told of the shopper's own item, in words other than the few a list knew: "my linen shirt has a hole"
// answered the shirt's specs, "the tee I bought shrank after one wash" only the order's status, "the sneakers I got have
// a hole in them" listed sneakers for sale, "我的X9屏幕有划痕" and "my X9 screen is cracked" the screen's specs. Built: the
// language's damage and fault words (reason-words.ts) said of one's own item (my…, I bought / received / got…) make
// no spec question nor shopping: the order holding it, with sorry and the return or exchange one tap away when it was
// delivered, or the repair the words also ask for. shops/threadline cus-emma: TL-10231 delivered (Linen Shirt, two
// tees), TL-10244 shipped (Air Runner Sneaker); shops/demo c_1001: KF10010001 delivered (Find X9).
const threadline = kefuForFile(undefined, { KEFU_SHOP_DIR: SHOPS.threadline });
const demo = kefuForFile(undefined);

describe('damage told of one’s own item (rules path, signed in)', () => {
  it.each(['my linen shirt has a hole', 'the tee I bought shrank after one wash', 'the tee I received is stained'])(
    'threadline "%s": TL-10231, sorry, return or exchange',
    async (said) => {
      const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
      await chat.say(said);
      const answer = chat.lastAnswer();
      expect(answer.text).toContain('TL-10231');
      expect(answer.text).toContain('Would you like to return it or exchange it?');
      expect(answer.parts?.some((part) => part.type === 'quick_replies')).toBe(true);
    },
  );

  it('threadline "the sneakers I got have a hole in them": the sneaker’s order, not sneakers for sale', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('the sneakers I got have a hole in them');
    expect(chat.lastAnswer().text).toContain('TL-10244');
    expect(chat.lastAnswer().text).not.toMatch(/\d+ matches/);
  });

  it('threadline "I got a question about the linen shirt" tells no purchase: the shirt, no order', async () => {
    const chat = await threadline.open({ customerId: 'cus-emma', locale: 'en' });
    await chat.say('I got a question about the linen shirt');
    expect(chat.lastAnswer().text).toContain('Linen Shirt');
    expect(chat.lastAnswer().text).not.toContain('TL-10231');
  });

  // The Find X9 has a warranty in the demo data: its repair is offered too (damaged-item-repair.test.ts).
  it('demo "我的X9屏幕有划痕": KF10010001, sorry, repair, return or exchange', async () => {
    const chat = await demo.open({ customerId: 'c_1001' });
    await chat.say('我的X9屏幕有划痕');
    expect(chat.lastAnswer().text).toContain('KF10010001');
    expect(chat.lastAnswer().text).toContain('需要为您办理维修、退货还是换货');
  });

  it('demo "my X9 screen is cracked": the repair of KF10010001, the damage in its form', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('my X9 screen is cracked');
    expect(chat.prompt()).toMatchObject({ kind: 'form', workflow: { name: 'repair', step: 2 } });
    expect(chat.prompt().prompt).toContain('KF10010001');
    expect(chat.prompt().fields?.find((field) => field.name === 'issue')?.defaultValue).toBe('my X9 screen is cracked');
  });

  it('demo "my X9 screen is great" tells no damage: still the screen', async () => {
    const chat = await demo.open({ customerId: 'c_1001', locale: 'en' });
    await chat.say('my X9 screen is great');
    expect(chat.lastAnswer().text).toContain('Screen');
  });
});
