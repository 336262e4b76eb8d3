import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On shops/threadline (an English catalog) a fabric said in Chinese beside a kind ("牛津衬衫多少钱", "有牛津衬衫吗",
// "法兰绒衬衫多少钱", "丹宁夹克多少钱") listed every product of the kind (4 shirts, 3 outerwear pieces), and "亚麻衬衫多少钱"
// → "那牛津衬衫呢" listed the 4 shirts: 牛津 named nothing, and a message with a kind word (衬衫) never searched the titles.
// Now the built-in fabric words have Chinese words (oxford/牛津, flannel/法兰绒, chambray/青年布, corduroy/灯芯绒,
// denim/丹宁/牛仔) that search the titles naming that fabric, beside the kind (fabric-beside-kind.ts).
const { talk } = shopForFile(SHOPS.threadline);

const SHIRTS = ['Linen Shirt', 'Oxford Button-Down Shirt', 'Flannel Overshirt', 'Chambray Work Shirt'];

async function answerTo(locale: 'zh-CN' | 'en', ...said: string[]): Promise<string> {
  const c = await talk(locale);
  let text = '';
  for (const line of said) text = (await c.say(line)).text;
  return text;
}

function only(text: string, wanted: string, others: readonly string[]) {
  expect(text).toContain(wanted);
  for (const other of others.filter((name) => name !== wanted)) expect(text).not.toContain(other);
}

describe('a fabric said beside a kind narrows it to the titles naming that fabric (threadline, rules path)', () => {
  it('"牛津衬衫多少钱" is the Oxford Button-Down Shirt\'s price, "有牛津衬衫吗" lists it alone', async () => {
    const price = await answerTo('zh-CN', '牛津衬衫多少钱');
    only(price, 'Oxford Button-Down Shirt', SHIRTS);
    expect(price).toContain('$54');
    only(await answerTo('zh-CN', '有牛津衬衫吗'), 'Oxford Button-Down Shirt', SHIRTS);
  });

  it('"法兰绒衬衫多少钱", "青年布衬衫多少钱" are the Flannel Overshirt and the Chambray Work Shirt', async () => {
    only(await answerTo('zh-CN', '法兰绒衬衫多少钱'), 'Flannel Overshirt', SHIRTS);
    only(await answerTo('zh-CN', '青年布衬衫多少钱'), 'Chambray Work Shirt', SHIRTS);
  });

  it('"亚麻衬衫多少钱" → "那牛津衬衫呢" is the Oxford shirt', async () => {
    only(await answerTo('zh-CN', '亚麻衬衫多少钱', '那牛津衬衫呢'), 'Oxford Button-Down Shirt', SHIRTS);
  });

  it('"丹宁夹克多少钱" is the Denim Jacket, not the vest and the parka', async () => {
    const price = await answerTo('zh-CN', '丹宁夹克多少钱');
    only(price, 'Denim Jacket', ['Quilted Vest', 'Rain Parka']);
    expect(price).toContain('$110');
  });

  it('a kind holding a fabric word (牛仔裤) and a kind alone (衬衫) still list the kind; English unchanged', async () => {
    const jeans = await answerTo('zh-CN', '牛仔裤多少钱');
    for (const name of ['Straight Leg Jeans', 'Slim Fit Jeans']) expect(jeans).toContain(name);
    const shirts = await answerTo('zh-CN', '衬衫多少钱');
    for (const name of SHIRTS) expect(shirts).toContain(name);
    only(await answerTo('en', 'how much is the oxford shirt?'), 'Oxford Button-Down Shirt', SHIRTS);
  });
});
