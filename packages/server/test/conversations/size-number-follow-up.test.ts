import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Sizes written as numbers, followed up (shops/threadline: sneakers in US 7–12, jeans 28–36). Before:
// - "我想买双运动鞋" → "42码有吗" said no 42 but listed boots and loafers as "这些运动鞋" (the size not sold was no
//   value the list's follow-up knew, so the sneakers' tag was lost), and "那43呢" was "抱歉，我没太理解";
// - "in 31?" → "what about 32?": a number alone was no size after a list (after one product, "and 10?" already was);
// - "为您找到多款有 10 的商品": a size said as a bare number.
// Now a number alone right after a size asked as a number is that size instead, the list's search keeps its tags, and
// a size is said as one ("有 10 码的", "in size 32").
const { talk } = shopForFile(SHOPS.threadline);
const sneakers = ['Air Runner Sneaker', 'Canvas Low-Top Sneaker'];

describe('a size number followed up (threadline, rules path)', () => {
  it('"我想买双运动鞋" → "42码有吗" → "那43呢" → "10码呢" stays with the sneakers', async () => {
    const c = await talk('zh-CN');
    await c.say('我想买双运动鞋');
    const no42 = await c.say('42码有吗');
    expect(no42.text).toMatch(/^没有42码的运动鞋，现有尺码：7、8、9、10、11、12。/);
    expect(partsOf(no42, 'product').map((part) => part.name)).toEqual(sneakers);
    expect((await c.say('那43呢')).text).toMatch(/^没有43码的运动鞋/);
    const ten = await c.say('10码呢');
    expect(ten.text).toMatch(/^为您找到 2 款有 10 码的商品：/);
    expect(partsOf(ten, 'product').map((part) => part.name)).toEqual(sneakers);
  });

  it('guard: "do you have it in size 9?" → "and 10?" is the Trail Hiker in 10', async () => {
    const c = await talk('en');
    await c.say('tell me about the trail hiker');
    await c.say('do you have it in size 9?');
    const ten = await c.say('and 10?');
    expect(ten.text).toMatch(/^Trail Hiker — 10 \/ Olive \/ Regular: \d+ left; 10 \/ Olive \/ Wide: \d+ left\.$/);
  });

  it('"any jeans?" → "in 31?" → "what about 32?" lists the jeans in size 32', async () => {
    const c = await talk('en');
    await c.say('any jeans?');
    await c.say('in 31?');
    expect((await c.say('what about 32?')).text).toMatch(/^2 matches in size 32: /);
  });
});
