import { afterAll, describe, expect, it } from 'vitest';
import { shopForFile } from './shop-for-file.js';
import { threadlineEnglishOnly } from './threadline-english-only.js';

// A shop whose policies are in English only (threadline without its Chinese articles), asked in Chinese: "退款多久到账"
// showed the first two bullets of "Returns and refunds" (the 30-day window, how to start a return) and cut the list
// before "Refund timing"; "多久发货" showed the delivery times, not when an order leaves the warehouse. The question was
// put into English as "refund how long days": "days" is in every duration the article states, so it became the focus
// and picked the first bullet holding it, while "refund", a word of the title, counted as the whole article's topic;
// "多久到账" was read as a parcel arriving ("多久到") and searched for delivery too.
// Now "多久" is "how long" alone (a duration asked, no topic word), a list too long to show whole leads with the item
// whose bold lead-in names what was asked and states a duration ("**Refund timing:** …"), as the fact line of an
// English answer already did, 到账 is no delivery, and 发货 is the dispatch ("processing"), apart from the delivery (配送).
const englishOnly = threadlineEnglishOnly('policy-passage');
afterAll(() => englishOnly.remove());

const shop = shopForFile(englishOnly.dir);
const header = (title: string) => `以下内容摘自英文帮助文章《${title}》：\n`;

async function answerTo(locale: 'zh-CN' | 'en', said: string): Promise<string> {
  return (await (await shop.talk(locale)).say(said)).text;
}

describe('the passage a policy question asks for, in an article of the other language', () => {
  it('"退款多久到账", "退款要几天": the refund timing leads, not the 30-day window', async () => {
    for (const said of ['退款多久到账', '退款要几天']) {
      const text = await answerTo('zh-CN', said);
      expect(text.startsWith(`${header('Returns and refunds')}• **Refund timing:** we inspect returns within 2 business days`)).toBe(true);
      expect(text).not.toContain('30 days of delivery');
    }
  });

  it('"多久发货", "几天发货": when an order leaves the warehouse', async () => {
    for (const said of ['多久发货', '几天发货']) {
      const text = await answerTo('zh-CN', said);
      expect(text.startsWith(`${header('Shipping times and costs')}• **Processing:** orders placed before 2 pm Eastern`)).toBe(true);
    }
  });

  it('"配送要多久" is still the delivery times, "退货运费谁出" the free return label, "退货要多久" the 30 days', async () => {
    expect(await answerTo('zh-CN', '配送要多久')).toContain('**Standard shipping** (UPS Ground or USPS): 3–5 business days');
    expect(await answerTo('zh-CN', '退货运费谁出')).toContain('**Free return shipping** within the US');
    expect(await answerTo('zh-CN', '退货要多久')).toContain('within **30 days of delivery**');
  });

  it('the English twin: "how long do refunds take?" opens with the refund timing, and its excerpt shows it too', async () => {
    const text = await answerTo('en', 'how long do refunds take?');
    expect(text.startsWith('Refund timing: we inspect returns within 2 business days')).toBe(true);
    expect(text).toContain('From our help article “Returns and refunds”:\n• **Refund timing:**');
  });
});
