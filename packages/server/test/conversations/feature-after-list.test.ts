import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A feature asked right after a list, demo shop, rules path. Before: "I want a tablet for drawing" → "with a pen?"
// answered "Sorry, I did not quite understand", "do they support a stylus?" asked "Which product do you mean?", and a
// listing's selling points ("Stylus support", "手写笔支持") were never read for a feature. Now the feature is asked of
// each listed product: yes with the selling point that says it ("pen" answered by "stylus" / "手写笔"), and the
// listings that do not say it named together (the wording of both: feature-support.test.ts), after a summary line:
// "1 of 3 says it works with a pen: Pad 3 Pro; the listings of Pad 3 and … do not say." (feature-of-many.ts). The tablets' selling points come from products.json.
interface RawProduct {
  title: string;
  highlights: string[];
  i18n?: { en?: { highlights?: string[] } };
}
const products = JSON.parse(readFileSync(`${SHOPS.demo}products.json`, 'utf8')) as RawProduct[];
const byTitle = new Map(products.map((product) => [product.title, product]));
const stylusEn = (title: string) => byTitle.get(title)!.i18n?.en?.highlights?.find((line) => /stylus/i.test(line));
const stylusZh = (title: string) => byTitle.get(title)!.highlights.find((line) => line.includes('手写笔'));
const listedOf = (answer: Answer) => partsOf(answer, 'product').map((part) => part.name);
const { talk } = shopForFile(SHOPS.demo);

describe('a feature asked right after a list (demo, rules path)', () => {
  for (const ask of ['with a pen?', 'do they support a stylus?']) {
    it(`"I want a tablet for drawing" → "${ask}": yes for the tablet whose listing says stylus, not said for the others`, async () => {
      const c = await talk('en');
      const listed = listedOf(await c.say('I want a tablet for drawing'));
      expect(listed.length).toBeGreaterThanOrEqual(2);
      const withPen = listed.filter((title) => stylusEn(title));
      expect(withPen.length).toBeGreaterThan(0);
      const answer = await c.say(ask);
      expect(answer.text).not.toMatch(/did not quite understand|Which product/);
      for (const title of withPen) expect(answer.text).toContain(`Yes — the ${title} lists “${stylusEn(title)}” among its selling points.`);
      const unsaid = listed.filter((title) => !stylusEn(title));
      // A summary leads (feature-of-many.ts): how many say so, then whose listings do not say.
      expect(answer.text).toMatch(new RegExp(`^${withPen.length} of ${listed.length} says? (?:it works|they work) with a (?:pen|stylus): `));
      for (const title of unsaid)
        expect(answer.text).toMatch(new RegExp(`; (?:the listings of [^.;]*${title}[^.;]* do not say|the ${title}'s listing does not say)\\.`));
    });
  }

  it('"有什么平板" → "支持手写笔吗" / "带笔吗": 支持 for the tablet whose listing says 手写笔, the others not said', async () => {
    for (const ask of ['支持手写笔吗', '带笔吗']) {
      const c = await talk('zh-CN');
      const listed = listedOf(await c.say('有什么平板'));
      const answer = await c.say(ask);
      for (const title of listed.filter((one) => stylusZh(one))) expect(answer.text).toContain(`支持，${title} 的卖点写明「${stylusZh(title)}」。`);
      expect(answer.text).toMatch(new RegExp(`^${listed.length} 款中有 \\d 款写明支持[^：]*：`));
      for (const title of listed.filter((one) => !stylusZh(one))) expect(answer.text).toMatch(new RegExp(`；[^；。]*${title}[^；。]* 的商品信息没有写明。`));
    }
  });
});
