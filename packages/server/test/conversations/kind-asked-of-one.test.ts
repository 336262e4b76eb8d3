import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS, type Answer } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline (English catalog, four shirts, three outerwear pieces), a question of one product asked by its
// kind: "这件衬衫是什么面料" / "what fabric is this shirt?" quoted the listing of all four shirts, even right after
// "亚麻衬衫多少钱" put the Linen Shirt in focus; "衬衫质量怎么样" asked "请问您想了解哪款商品？例如 “Linen Shirt” 或 “Oxford
// Button-Down Shirt”。" with nothing to tap, and "牛仔夹克质量怎么样" asked the same though one product is a denim jacket.
// Now a kind pointed at ("这件衬衫", "this shirt") is the one in focus of that kind, else the only one, else which of them,
// with a reply per product asking the same question of it ("Linen Shirt是什么面料"), as "how good is a kind" is
// (kind-asked-of-one.ts); "牛仔夹克" names the Denim Jacket (one-of-kind-titled.ts). "衬衫是什么面料", of the kind, still
// answers each.
const { talk } = shopForFile(SHOPS.threadline);

const SHIRTS = ['Linen Shirt', 'Oxford Button-Down Shirt', 'Flannel Overshirt', 'Chambray Work Shirt'];

const repliesOf = (answer: Answer) => partsOf(answer, 'quick_replies')[0]?.replies ?? [];

describe('a question of one product asked by its kind (threadline, rules path)', () => {
  it('"牛仔夹克质量怎么样" answers of the Denim Jacket, what its listing says', async () => {
    const answer = await (await talk('zh-CN')).say('牛仔夹克质量怎么样');
    expect(answer.text).toMatch(/^Denim Jacket 的商品说明：“/);
    expect(answer.text).not.toContain('请问');
  });

  it('"衬衫质量怎么样" asks which shirt, a reply per shirt asking it of that one', async () => {
    const answer = await (await talk('zh-CN')).say('衬衫质量怎么样');
    expect(answer.text).toBe(`有几款商品都符合：${SHIRTS.join('、')}。请问您指的是哪一款？`);
    expect(repliesOf(answer).map((reply) => reply.text)).toEqual(SHIRTS.map((name) => `${name}质量怎么样`));
  });

  it('"这件衬衫是什么面料" with nothing in focus asks which; the reply tapped answers that shirt alone', async () => {
    const c = await talk('zh-CN');
    const which = await c.say('这件衬衫是什么面料');
    expect(which.text).toContain('请问您指的是哪一款？');
    const replies = repliesOf(which);
    expect(replies.map((reply) => reply.label)).toEqual(SHIRTS);
    expect(replies[1]!.text).toBe('Oxford Button-Down Shirt是什么面料');
    const fabric = await c.say(replies[1]!.text);
    expect(fabric.text).toMatch(/^Oxford Button-Down Shirt 的商品说明：“Woven from breathable cotton and linen/);
    for (const other of SHIRTS.filter((name) => name !== 'Oxford Button-Down Shirt')) expect(fabric.text).not.toContain(other);
  });

  it('"亚麻衬衫多少钱" → "这件衬衫是什么面料" is the Linen Shirt\'s fabric alone', async () => {
    const c = await talk('zh-CN');
    await c.say('亚麻衬衫多少钱');
    const fabric = await c.say('这件衬衫是什么面料');
    expect(fabric.text).toBe('Linen Shirt 的商品说明：“Woven from breathable cotton and linen, the Linen Shirt is a Threadline everyday piece.”');
  });

  it('English: "what fabric is this shirt?" asks which ("what fabric is the Linen Shirt?"), after the Linen Shirt it is its own', async () => {
    const which = await (await talk('en')).say('what fabric is this shirt?');
    expect(which.text).toBe(`Several products match: ${SHIRTS.join(', ')}. Which one do you mean?`);
    expect(repliesOf(which)[0]!.text).toBe('what fabric is the Linen Shirt?');
    const c = await talk('en');
    await c.say('how much is the linen shirt?');
    expect((await c.say('what fabric is this shirt?')).text).toBe(
      'Linen Shirt: Woven from breathable cotton and linen, the Linen Shirt is a Threadline everyday piece.',
    );
  });

  it('"衬衫是什么面料", of the kind, still answers each shirt', async () => {
    const answer = await (await talk('zh-CN')).say('衬衫是什么面料');
    for (const name of SHIRTS) expect(answer.text).toContain(`${name} 的商品说明`);
  });
});
