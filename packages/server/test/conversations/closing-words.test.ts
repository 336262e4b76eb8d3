import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';
import { kefuForFile } from './order-change-harness.js';

// "就这样吧", "那就这样吧", "好的，就这样，谢谢", "没有别的问题了" with no prompt open got "抱歉，我暂时没有找到相关说明"
// (read as a question for the help articles), "that is all for now" and "I'm done, thanks" "could not find anything".
// Built: they close the conversation as "算了" / "that's all" already did ("好的，有需要随时找我。"). At a confirmation they
// may as well mean "go with it" as "stop": they neither submit nor cancel, the confirmation asks again for one or the
// other (as it always did; kept here). shops/demo: c_1001's KF10010001 is a delivered Find X9.
describe('closing words', () => {
  const demo = shopForFile(SHOPS.demo);

  it.each(['就这样吧', '那就这样吧', '好的，就这样，谢谢', '先这样吧', '没有别的问题了'])('zh-CN "%s" after a price is a closing', async (said) => {
    const conversation = await demo.talk('zh-CN');
    await conversation.say('X9多少钱');
    const answer = await conversation.say(said);
    expect(answer.text).toBe('好的，有需要随时找我。');
  });

  it.each(["that's all", 'ok that’s it, thanks', 'that is all for now', "I'm done, thanks"])('en "%s" after a price is a closing', async (said) => {
    const conversation = await demo.talk('en');
    await conversation.say('how much is the X9?');
    const answer = await conversation.say(said);
    expect(answer.text).toBe("OK. If there's anything else, just ask.");
  });

  it('"就这样吧" as the first message is a closing too', async () => {
    const conversation = await demo.talk('zh-CN');
    expect((await conversation.say('就这样吧')).text).toBe('好的，有需要随时找我。');
  });
});

describe('closing words at a confirmation', () => {
  const kefu = kefuForFile(undefined);

  it.each([
    ['zh-CN', ['我要退货 KF10010001', '不想要了', '跳过'], '就这样吧', '请回复「确认」提交，或「取消」放弃。'],
    ['en', ['I need an invoice for KF10010001', 'personal', 'a@b.cn'], "that's all", 'Please reply "confirm" to submit'],
  ] as const)('%s %j then "%s": asked again to confirm or cancel', async (locale, before, said, again) => {
    const chat = await kefu.open({ customerId: 'c_1001', locale });
    for (const words of before) await chat.say(words);
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    await chat.say(said);
    expect(chat.prompt()).toMatchObject({ kind: 'confirm' });
    expect(chat.prompt().error).toContain(again);
  });
});
