import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import { demoCatalog } from './focus-support.js';
import { kefuForFile } from './order-change-harness.js';

// "my X9 screen has dead pixels" / "我的X9屏幕有划痕" of a delivered phone answered "Order KF10010001 (Find X9) is
// delivered. Sorry about that. Would you like to return it or exchange it?" with a return and an exchange one tap away,
// never a repair, though the phone is under warranty. Built: a damaged item whose product has warranty months in the
// shop's data is offered its repair too, as a quick reply naming the order and the item that starts the repair of that
// one, and the answer says until when its warranty runs (from the day it was delivered). Demo shop: c_1001's
// KF10010001 is a delivered Find X9 (warrantyMonths in products.json).
const demo = kefuForFile(undefined);
const months = demoCatalog().get('Find X9')!.warrantyMonths;
const quickReplies = (events: ThreadEvent[]) =>
  events.flatMap((event) =>
    event.event === 'message:done' && event.data.message.role === 'assistant'
      ? (event.data.message.parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? part.replies : []))
      : [],
  );

describe('a damaged item under warranty is offered its repair (demo, signed in, rules path)', () => {
  it('the Find X9 has a warranty in the data', () => {
    expect(months).toBeGreaterThan(0);
  });

  it.each([
    [
      'en',
      'my X9 screen has dead pixels',
      /under warranty until \d{1,2} \w{3} \d{4}\. Would you like it repaired, or to return or exchange it\?/,
      'Request a repair',
    ],
    ['zh-CN', '我的X9屏幕有划痕', /保修期到 \d{4}年\d{1,2}月\d{1,2}日，目前在保修期内。需要为您办理维修、退货还是换货？/, '申请维修'],
  ] as const)('%s "%s": the warranty said, and a repair of KF10010001\'s Find X9 one tap away', async (locale, said, warranty, label) => {
    const chat = await demo.open({ customerId: 'c_1001', locale });
    const events = await chat.say(said);
    expect(chat.lastAnswer().text).toContain('KF10010001');
    expect(chat.lastAnswer().text).toMatch(warranty);
    const replies = quickReplies(events);
    expect(replies.map((reply) => reply.label ?? reply.text)).toEqual(
      locale === 'en' ? [label, 'I want to return it', 'I want to exchange it'] : [label, '我要退货', '我要换货'],
    );
    const repair = replies[0]!;
    expect(repair.text).toContain('KF10010001');
    expect(repair.text).toContain('Find X9');
    await chat.say(repair.text);
    expect(chat.prompt()).toMatchObject({ workflow: { name: 'repair' } });
    expect(chat.prompt().prompt).toContain('KF10010001');
    chat.close();
  });
});
