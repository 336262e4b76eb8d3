import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { Conversation, demoCatalog, partsOf, SHOPS, threadlineCatalog, type Answer } from './focus-support.js';

// Issue 17 items 2 and 3: "第二个" / "the second one" typed after a list of products, or at "which product?" whose
// quick replies list them, was answered "I could not find anything on that" (a help-article search). It picks that
// product: alone it shows it (its price), at a clarifying question it answers the question asked for it. Expected
// names come from the lists the assistant showed; specs and sizes from the shops' catalogs.
const demo = demoCatalog();
const threadline = threadlineCatalog();

let demoServer: Awaited<ReturnType<typeof startTestServer>>;
let threadlineServer: Awaited<ReturnType<typeof startTestServer>>;
const open: Conversation[] = [];
const talk = async (url: string, locale: 'zh-CN' | 'en') => {
  const conversation = await Conversation.open(url, { locale });
  open.push(conversation);
  return conversation;
};
const listed = (answer: Answer) => partsOf(answer, 'product').map((part) => part.name);
const chips = (answer: Answer) => partsOf(answer, 'quick_replies').flatMap((part) => part.replies.map((reply) => reply.text));
const priced = (answer: Answer) => partsOf(answer, 'price').map((part) => part.name);

beforeAll(async () => {
  [demoServer, threadlineServer] = await Promise.all([
    startTestServer({ env: { KEFU_SHOP_DIR: SHOPS.demo } }),
    startTestServer({ env: { KEFU_SHOP_DIR: SHOPS.threadline } }),
  ]);
});
afterAll(async () => {
  for (const conversation of open) conversation.close();
  await Promise.all([demoServer?.close(), threadlineServer?.close()]);
});

describe('a place in the list last shown picks a product (rules path)', () => {
  it('"any shirts?" → "the second one": the second shirt shown, with its price', async () => {
    const c = await talk(threadlineServer.url, 'en');
    const shirts = listed(await c.say('any shirts?'));
    expect(shirts.length).toBeGreaterThanOrEqual(2);
    const second = await c.say('the second one');
    expect(priced(second)).toEqual([shirts[1]]);
    expect(second.text).toContain(shirts[1]!);
    expect(partsOf(second, 'knowledge_source')).toEqual([]);
  });

  // ("有M码吗" alone after the list narrows it to the shirts sold in M: option-of-list.test.ts.)
  it('"有衬衫吗" → "它有M码吗" (which one?) → "第二个": the M stock of the second shirt offered', async () => {
    const c = await talk(threadlineServer.url, 'zh-CN');
    await c.say('有衬衫吗');
    const which = await c.say('它有M码吗');
    const offered = chips(which);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const stock = await c.say('第二个');
    const title = offered[1]!;
    expect(partsOf(stock, 'product').map((part) => part.name)).toEqual([title]);
    expect(stock.text).toContain(title);
    // Every size listed is M (threadline writes sizes as Option1).
    const sizes = new Set(threadline.get(title)!.map((variant) => variant.size));
    expect(sizes.has('M')).toBe(true);
    for (const size of [...sizes].filter((size) => size !== 'M')) expect(stock.text).not.toMatch(new RegExp(`(^|[\\s—：:；;/])${size} /`));
  });

  it('"推荐一款手机" → "第二个" → "它的电池多大": the second phone, then its battery', async () => {
    const c = await talk(demoServer.url, 'zh-CN');
    const phones = listed(await c.say('推荐一款手机'));
    const second = await c.say('第二个');
    expect(priced(second)).toEqual([phones[1]]);
    const battery = await c.say('它的电池多大');
    expect(battery.text).toContain(phones[1]!);
    expect(battery.text).toContain(demo.get(phones[1]!)!.attributes['电池']!);
  });
});
