import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 3 on shops/threadline, rules path: which size to take is the size guide's answer. Before, "I am 180cm
// and 75kg, what size linen shirt should I get?" listed the shirt's sizes (S / M / L / XL) and "does the denim jacket
// run small?" the jacket's; and an answer that did reach the size guide showed its bold title line without the table
// under it. The guide is shops/threadline/knowledge/en/exchanges-and-sizing.md.
const { talk } = shopForFile(SHOPS.threadline);

describe('advice on fit comes from the size guide (threadline, rules path)', () => {
  it('"I am 180cm and 75kg, what size linen shirt should I get?" / "does the denim jacket run small?": the guide with its table', async () => {
    for (const said of ['I am 180cm and 75kg, what size linen shirt should I get?', 'does the denim jacket run small?']) {
      const answer = await (await talk('en')).say(said);
      expect(partsOf(answer, 'knowledge_source').length).toBeGreaterThan(0);
      expect(answer.text).toContain('Size guide (tops, dresses, outerwear)');
      expect(answer.text).toContain('M — Chest (in): 38–40; Waist (in): 32–34');
      expect(answer.text).not.toMatch(/— Size: /);
    }
  });

  it('"我身高165体重50，连衣裙穿什么码" gets the Chinese guide (before: nothing found)', async () => {
    const answer = await (await talk('zh-CN')).say('我身高165体重50，连衣裙穿什么码');
    expect(answer.text).toMatch(/^根据帮助文章《换货与尺码选择》/);
    expect(answer.text).toContain('XS–XXL');
  });

  it('"what sizes does the linen shirt come in?" is still the shirt\'s sizes in stock', async () => {
    const answer = await (await talk('en')).say('what sizes does the linen shirt come in?');
    expect(partsOf(answer, 'knowledge_source')).toEqual([]);
    expect(answer.text).toMatch(/^Linen Shirt — S: \d+ left; M: /);
  });
});
