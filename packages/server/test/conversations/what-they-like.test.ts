import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// "I need a gift for my dad" → "he likes hiking" on shops/threadline: what the person shopped for likes, said next.
// Before, "hiking" named the one title holding it and the answer was the Wool Hiking Socks' specs. Now, right after a
// search, it is a wish for the products carrying it (a tag here; a bare word is looked for in titles, tags and
// descriptions): the Trail Hiker and the Wool Hiking Socks.
const { talk } = shopForFile(SHOPS.threadline);

describe('what the person shopped for likes (threadline, rules path)', () => {
  it('"I need a gift for my dad" → "he likes hiking" lists what carries hiking', async () => {
    const c = await talk('en');
    await c.say('I need a gift for my dad');
    const liked = await c.say('he likes hiking');
    expect(
      partsOf(liked, 'product')
        .map((part) => part.name)
        .sort(),
    ).toEqual(['Trail Hiker', 'Wool Hiking Socks']);
  });
});
