import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "where are my sneakers?" → "they were supposed to arrive yesterday" repeated the tracking word for word, as did
// "X8什么时候到" → "本来说昨天就到的"; "my sneakers are late" listed the sneakers for sale. Built: a parcel said to be late
// in these words (supposed / meant / due to arrive, should have arrived, is late, overdue, 本来说…到, 应该昨天就到,
// 说好…到, 延误) is chased: the tracking, then that the courier has it and a person can chase it (the same answer as
// "还没到啊"); "my sneakers are late" looks the order up. threadline cus-emma: TL-10244 (shipped sneaker); demo c_1001:
// KF10010003 (shipped Find X8).
describe('a parcel said to be late (rules path, signed in)', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const demo = shopForFile(SHOPS.demo);

  it.each([
    [['where are my sneakers?', 'they were supposed to arrive yesterday']],
    [['where are my sneakers?', 'they should have arrived by now']],
    [['my sneakers are late']],
  ])('threadline en %j: the tracking, then the courier chased by a person', async (questions) => {
    const conversation = await threadline.talk('en', 'cus-emma');
    let answer = await conversation.say(questions[0]!);
    for (const question of questions.slice(1)) answer = await conversation.say(question);
    expect(answer.text).toMatch(/^Order TL-10244 \(Air Runner Sneaker\) is shipped\./);
    expect(answer.text).toContain("It's with the courier, and I can't speed up delivery from here.");
  });

  it('demo zh-CN "X8什么时候到" → "本来说昨天就到的": the courier chased by a person', async () => {
    const conversation = await demo.talk('zh-CN', 'c_1001');
    await conversation.say('X8什么时候到');
    const answer = await conversation.say('本来说昨天就到的');
    expect(answer.text).toMatch(/^订单 KF10010003（Find X8）当前状态：已发货。/);
    expect(answer.text).toContain('包裹在快递途中，我这边没法加快派送。');
  });
});
