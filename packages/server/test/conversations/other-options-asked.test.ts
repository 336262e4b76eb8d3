import { describe, expect, it } from 'vitest';
import { SHOPS, threadlineCatalog } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// On a jewellery export, "the second one" (Anchor Bracelet Mens, Gold or Silver) → "any other colours?" answered "Sorry,
// I could not find anything on that": only the Chinese "有没有别的颜色" was read as asking a product's other options.
// "any other colours?", "other sizes?", "does it come in different colors?" now answer the product in focus's colours
// or sizes with their stock. Colours and sizes come from threadline's catalog.
const pocketTee = threadlineCatalog().get('Pocket Tee')!;
const threadline = shopForFile(SHOPS.threadline);

describe("a product's other options asked (rules path)", () => {
  it.each(['any other colours?', 'does it come in different colors?', '有没有别的颜色'])(
    '"tell me about the pocket tee" → "%s": each of its colours',
    async (question) => {
      const c = await threadline.talk(/\p{Script=Han}/u.test(question) ? 'zh-CN' : 'en');
      await c.say('tell me about the pocket tee');
      const answer = await c.say(question);
      expect(answer.text).toMatch(/^Pocket Tee/);
      for (const colour of new Set(pocketTee.map((variant) => variant.color))) expect(answer.text).toContain(colour);
    },
  );

  it('"tell me about the pocket tee" → "other sizes?": each of its sizes', async () => {
    const c = await threadline.talk('en');
    await c.say('tell me about the pocket tee');
    const answer = await c.say('other sizes?');
    expect(answer.text).toMatch(/^Pocket Tee/);
    for (const size of new Set(pocketTee.map((variant) => variant.size))) expect(answer.text).toContain(size);
  });
});
