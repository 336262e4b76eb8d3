import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Issue 17 item 6 (and 20's "smaller ones"), demo shop, rules path: anger words matched inside ordinary ones. Before,
// "送妈妈的礼物，3000以内" ("a gift for mum") was read as the swear word 妈的 and handed to a human as an angry customer,
// and so was "我妈的生日快到了" ("my mum's birthday"); "滚筒" would have counted as 滚. A swear word said as one still counts.
const { talk } = shopForFile(SHOPS.demo);
const ANGRY_HANDOFF = /非常抱歉给您带来不好的体验/;

describe('anger words only where they are said as such (demo shop, rules path)', () => {
  it('"送妈妈的礼物，3000以内" and "我妈的生日快到了，有什么推荐" list products, no angry handoff', async () => {
    for (const said of ['送妈妈的礼物，3000以内', '我妈的生日快到了，有什么推荐']) {
      const answer = await (await talk()).say(said);
      expect(answer.text).not.toMatch(ANGRY_HANDOFF);
      expect(partsOf(answer, 'product').length).toBeGreaterThan(0);
    }
  });

  it('"妈的，怎么还不发货" is still heard as anger', async () => {
    const answer = await (await talk()).say('妈的，怎么还不发货');
    expect(answer.text).toMatch(ANGRY_HANDOFF);
  });
});
