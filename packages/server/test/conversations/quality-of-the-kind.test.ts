import { describe, expect, it } from 'vitest';
import { SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "how is the quality of the shirts?" / "are your shirts good quality?" on shops/threadline listed the 4 shirts for
// sale ("4 matches: Linen Shirt (from $59), …"): a kind named in a question read as a search, and "your shirts" was no
// subject the quality words knew. The plural asks of every shirt, so each one's listing answers, in one answer (what it
// is made of, else its first sentences: spec-answer's build quality), as "衬衫是什么面料" answers each; "衬衫质量怎么样",
// which says no plural, still asks which shirt with a reply per shirt (kind-asked-of-one.test.ts).
const shop = shopForFile(SHOPS.threadline);
const SHIRTS = ['Linen Shirt', 'Oxford Button-Down Shirt', 'Flannel Overshirt', 'Chambray Work Shirt'];

describe('how good every product of a kind is (threadline, rules path)', () => {
  it.each(['how is the quality of the shirts?', 'are your shirts good quality?'])('"%s": each shirt from its listing, not a list for sale', async (said) => {
    const answer = await (await shop.talk('en')).say(said);
    for (const title of SHIRTS) expect(answer.text).toContain(`${title}: Woven from breathable cotton and linen`);
    expect(answer.text).not.toMatch(/\d+ matches|Which product/);
  });

  it('"衬衫质量怎么样" still asks which shirt, a reply per shirt', async () => {
    const answer = await (await shop.talk('zh-CN')).say('衬衫质量怎么样');
    expect(answer.text).toContain('请问您指的是哪一款？');
    const replies = (answer.parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? part.replies : []));
    expect(replies.map((reply) => reply.label)).toEqual(SHIRTS);
  });
});
