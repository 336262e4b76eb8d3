import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { kefuForFile } from './order-change-harness.js';

// "why?" typed at the prompt asking why an order is cancelled, returned or exchanged: before, "Sorry, I did not quite
// understand…" and the prompt again, as if the question were nonsense. A person at the desk would say why they ask.
// Now each reason prompt carries its why, said before the same choices are offered again; the answer is still one tap.
// shops/demo c_1001: KF10010007 is pending (cancellable), KF10010001 delivered (returnable).
const { open } = kefuForFile(createShopFolderCommerce({ clock: systemClock }));

describe('"why?" at a reason prompt (rules path, signed in)', () => {
  it.each([
    ['en', 'cancel KF10010007', 'why?', /^The shop asks so it can improve; whichever you pick, the cancellation goes ahead/],
    ['zh-CN', 'KF10010001我要退货', '为什么', /^原因决定售后怎么处理/],
    ['en', 'I want to exchange KF10010001', 'why do you need that?', /^The reason decides how the item is handled/],
  ] as const)('%s "%s" → "%s" says why and asks again', async (locale, request, why, said) => {
    const chat = await open({ customerId: 'c_1001', locale });
    await chat.say(request);
    const asked = chat.prompt();
    expect(asked.kind).toBe('choice');
    await chat.say(why);
    expect(chat.lastAnswer().text).toMatch(said);
    const again = chat.prompt();
    expect(again.interruptId).not.toBe(asked.interruptId);
    expect(again.options).toEqual(asked.options);
    await chat.reply({ action: 'answer', value: again.options![0]!.value });
    expect(chat.prompt().workflow?.step).toBeGreaterThan(asked.workflow!.step);
  });
});
