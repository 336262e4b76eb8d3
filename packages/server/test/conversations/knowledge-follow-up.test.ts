import { describe, expect, it } from 'vitest';
import { Conversation, partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// A policy conversation (issue 17 item 2): "可以换吗" → "要多久" → "运费谁出" asks about exchanges throughout. Before,
// the follow-ups were searched alone: "要多久" found nothing ("抱歉，我暂时没有找到相关说明"). Article titles and facts
// are those of shops/demo/knowledge.
const { talk } = shopForFile(SHOPS.demo);
const cited = (answer: Awaited<ReturnType<Conversation['say']>>) => partsOf(answer, 'knowledge_source').map((part) => part.title)[0];

describe('a knowledge question followed up (rules path)', () => {
  it('"可以换吗" → "要多久" → "运费谁出": the exchange policy each time, its time limit, then who pays the shipping', async () => {
    const c = await talk('zh-CN');
    expect(cited(await c.say('可以换吗'))).toBe('换货政策');
    const long = await c.say('要多久');
    expect(cited(long)).toBe('换货政策');
    expect(long.text).toMatch(/^签收后 15 天内/);
    const postage = await c.say('运费谁出');
    expect(cited(postage)).toBe('换货政策');
    expect(postage.text).toMatch(/^换货的往返运费由本店承担/);
  });

  it('"can I return something I dont like?" → "how long do I have?" → "who pays the postage?": the 7-day returns article', async () => {
    const c = await talk('en');
    expect(cited(await c.say('can I return something I dont like?'))).toBe('7-day no-reason returns');
    const long = await c.say('how long do I have?');
    expect(cited(long)).toBe('7-day no-reason returns');
    expect(long.text).toMatch(/^You can return an item within 7 days of delivery/);
    const postage = await c.say('who pays the postage?');
    expect(cited(postage)).toBe('7-day no-reason returns');
    expect(postage.text).toMatch(/^For a no-reason return you pay the return shipping/);
  });

  it('a follow-up naming its own topic keeps it: "可以换吗" → "发票要多久能开", "how do I get an invoice?" → "How long is the warranty?"', async () => {
    const c = await talk('zh-CN');
    await c.say('可以换吗');
    expect(cited(await c.say('发票要多久能开'))).toMatch(/发票/);
    const en = await talk('en');
    await en.say('how do I get an invoice?');
    expect(cited(await en.say('How long is the warranty?'))).toBe('Warranty policy');
  });
});
