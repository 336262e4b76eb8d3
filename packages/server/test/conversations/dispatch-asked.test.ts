import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "how soon do you ship?" on shops/threadline opened with "Standard shipping (UPS Ground or USPS): 3–5 business days…"
// and quoted the delivery times: "ship" is a word of the article's title ("Shipping times and costs"), so the question
// named nothing but the article's topic and its fact line was the first duration stated. What is asked is when an order
// leaves the warehouse, which the article calls "Processing" (and states in words: "the same day", "the next business
// day", which no duration pattern read). Now a question of when the shop sends an order out (dispatch-words.ts) looks
// for the article's processing, and "the same day" / "next business day" / 当天 / 次日 state a duration: the English
// twin of "多久发货" (policy-passage-in-other-language.test.ts). "how long does delivery take?" is still the delivery times.
const shop = shopForFile(SHOPS.threadline);

async function answerTo(locale: 'zh-CN' | 'en', said: string): Promise<string> {
  return (await (await shop.talk(locale)).say(said)).text;
}

describe('when the shop sends an order out (threadline, rules path)', () => {
  it.each(['how soon do you ship?', 'how fast do you ship orders?', 'how soon do orders ship?'])(
    '"%s" opens with the processing, not the delivery times',
    async (said) => {
      const text = await answerTo('en', said);
      expect(text.startsWith('Processing: orders placed before 2 pm Eastern on a business day leave our New Jersey warehouse the same day'), text).toBe(true);
      expect(text).toContain('• **Processing:**');
    },
  );

  it('"when do you ship orders?": the processing leads the excerpt', async () => {
    const text = await answerTo('en', 'when do you ship orders?');
    expect(text).toContain('“Shipping times and costs”:\n• **Processing:** orders placed before 2 pm Eastern');
    expect(text.startsWith('Standard shipping')).toBe(false);
  });

  it('"多久发货": the processing too', async () => {
    expect(await answerTo('zh-CN', '多久发货')).toMatch(/Processing|下午 ?2 ?点|当天/);
  });

  it('"how long does delivery take?" is still the delivery times', async () => {
    const text = await answerTo('en', 'how long does delivery take?');
    expect(text).toContain('**Standard shipping** (UPS Ground or USPS): 3–5 business days');
    expect(text.startsWith('Processing')).toBe(false);
  });
});
