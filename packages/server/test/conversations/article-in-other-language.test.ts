import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline, whose care guide "Caring for your clothes" is written only in English, a Chinese shopper asking
// "亚麻衬衫怎么洗", or "能机洗吗" after the linen shirt, got "抱歉，我暂时没有找到相关说明" and, asked again, a hand-off:
// Chinese words share nothing with the English article. Built: when the shopper's language has no article that
// answers, the shop's articles in the other language are searched with the question's words in that language (the
// built-in bilingual kinds, materials and care words, answers/other-language-words.ts) and the product's own title, and
// the excerpt is shown as written, headed "以下内容摘自英文帮助文章《…》：". A question the shopper's own language
// answers is answered as before.
describe('an article found in the other language', () => {
  const threadline = shopForFile(SHOPS.threadline);
  const FROM_ENGLISH = '以下内容摘自英文帮助文章《Caring for your clothes》：';

  it('"亚麻衬衫怎么洗": the linen line of the English care guide', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('亚麻衬衫怎么洗');
    expect(answer.text.startsWith(FROM_ENGLISH)).toBe(true);
    expect(answer.text).toContain('**Linen:** machine wash cold on a gentle cycle');
    expect(answer.text).not.toContain('From our help article');
    expect(answer.text).not.toContain('没有找到');
  });

  it('"能机洗吗" right after the linen shirt\'s price', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('亚麻衬衫多少钱');
    const answer = await conversation.say('能机洗吗');
    expect(answer.text.startsWith(FROM_ENGLISH)).toBe(true);
    expect(answer.text).toContain('**Linen:** machine wash cold');
  });

  it('"T恤能烘干吗": the tees\' line first', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('T恤能烘干吗');
    expect(answer.text.startsWith(FROM_ENGLISH)).toBe(true);
    expect(answer.text.split('\n')[1]).toContain('**Cotton tees and shirts:** wash cold, tumble dry low');
  });

  // "那牛津衬衫呢" (牛津 is no built-in word) was searched as "shirt" in English and answered with the care guide.
  it('"那牛津衬衫呢" after the linen shirt\'s price: a kind named alone is no care question', async () => {
    const conversation = await threadline.talk('zh-CN');
    await conversation.say('亚麻衬衫多少钱');
    const answer = await conversation.say('那牛津衬衫呢');
    expect(answer.text).not.toContain('Caring for your clothes');
  });

  it('a question the Chinese articles answer is answered from them (guard): "退货政策是什么"', async () => {
    const conversation = await threadline.talk('zh-CN');
    const answer = await conversation.say('退货政策是什么');
    expect(answer.text).not.toContain('以下内容摘自英文');
    expect(answer.text).toMatch(/退/);
  });
});
