import { describe, expect, it } from 'vitest';
import { demoCatalog, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A comparison asked about a use the shop both lists a spec for and tags products with ("哪个续航好", "which has better
// battery life?", "哪个拍照好"). Before, the answer set the specs side by side and then added "这两款都适合续航。" /
// "Both suit battery life.": a sentence that answers nothing the figures did not, in broken English. Now the specs
// answer alone; the shop's tags still speak when they tell the products apart or when no spec was asked.
const phones = [...demoCatalog().values()];
const x9 = phones.find((product) => product.title === 'Find X9')!;
const x8 = phones.find((product) => product.title === 'Find X8')!;
const { talk } = shopForFile(SHOPS.demo);

describe('a comparison on a spec the shop also tags (demo shop, rules path)', () => {
  it.each([
    ['zh-CN', 'X9和X8哪个续航好', '电池', '都适合'],
    ['zh-CN', 'X9和X8哪个拍照好', '影像', '都适合'],
    ['en', 'which has better battery life, the X9 or the X8?', '电池', 'suit'],
  ] as const)('%s "%s" sets the specs side by side without a tag sentence', async (locale, question, spec, tagWords) => {
    const c = await talk(locale);
    const answer = await c.say(question);
    expect(answer.text).toContain(`${x9.title} ${x9.attributes[spec]}`);
    expect(answer.text).toContain(`${x8.title} ${x8.attributes[spec]}`);
    expect(answer.text).not.toContain(tagWords);
  });

  it('a use with no spec still answers from the tags: "X9和X8哪个适合老人"', async () => {
    const c = await talk();
    const answer = await c.say('X9和X8哪个适合老人');
    expect(answer.text).toContain('这两款都没有标注适合老人');
  });
});
