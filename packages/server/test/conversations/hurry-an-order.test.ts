import { describe, expect, it } from 'vitest';
import { kefuForFile } from './order-change-harness.js';

// Asked to hurry an order that has not shipped ("can you ship it faster?", "KF10020006能快点发货吗"), the assistant said
// only that it was waiting to ship; asked of a parcel on its way by its number ("KF10010003能快点吗"), only its status.
// A service desk says what it can do: the warehouse (not shipped yet) or the courier (on its way) is chased by a
// person, one tap away. Demo shop: c_1002's KF10020006 is paid, not shipped; c_1001's KF10010003 shipped.
const { open } = kefuForFile(undefined);
const replyTexts = (parts: Array<{ type: string; replies?: Array<{ text: string }> }> | undefined) =>
  (parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? (part.replies ?? []).map((reply) => reply.text) : []));

describe('asked to hurry an order (rules path, demo, signed in)', () => {
  it('en: "when will KF10020006 ship?" → "can you ship it faster?": the warehouse, a person one tap away', async () => {
    const chat = await open({ customerId: 'c_1002', locale: 'en' });
    await chat.say('hi, my order KF10020006 — when will it ship?');
    expect(chat.lastAnswer().text).not.toContain('warehouse');
    await chat.say('can you ship it faster?');
    expect(chat.lastAnswer().text).toContain('KF10020006');
    expect(chat.lastAnswer().text).toContain('ask the warehouse to send it out first');
    expect(replyTexts(chat.lastAnswer().parts)).toContain('talk to a person');
  });

  it('zh-CN: "KF10020006能快点发货吗": 联系仓库', async () => {
    const chat = await open({ customerId: 'c_1002' });
    await chat.say('KF10020006能快点发货吗');
    expect(chat.lastAnswer().text).toContain('联系仓库看能否优先发出');
  });

  it('zh-CN: "KF10010003能快点吗" (on its way): the courier, chased by a person', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010003能快点吗');
    expect(chat.lastAnswer().text).toContain('我这边没法加快派送');
  });

  it('"KF10010003到哪了" asks nothing to be hurried: its tracking alone', async () => {
    const chat = await open({ customerId: 'c_1001' });
    await chat.say('KF10010003到哪了');
    expect(chat.lastAnswer().text).toContain('SF');
    expect(chat.lastAnswer().text).not.toContain('没法加快');
  });
});
