import { describe, expect, it } from 'vitest';
import { partsOf, SHOPS } from './focus-support.js';
import { shopForFile } from './shop-for-file.js';

// Found talking to the demo shop as a shopper, rules path: "你们几点下班" was read as a question about the service's
// hours, yet the knowledge search with its own words found nothing ("抱歉，我暂时没有找到相关说明"), and "when do you
// close?" quoted an article on charging ("Close heavy apps"). A service-hours question is now searched as one, and
// "when do you close?" / "are you open on sundays?" are read as such.
const { talk } = shopForFile(SHOPS.demo);
const sourcesOf = (answer: Parameters<typeof partsOf>[0]) => partsOf(answer, 'knowledge_source').map((part) => part.articleId);

describe('the service hours, however asked (demo shop, rules path)', () => {
  it.each([
    ['zh-CN', '你们几点下班', 'customer-service-hours'],
    ['en', 'when do you close?', 'customer-service-hours-en'],
    ['en', 'are you open on sundays?', 'customer-service-hours-en'],
  ] as const)('%s "%s" answers from the service-hours article', async (locale, question, article) => {
    const c = await talk(locale);
    const answer = await c.say(question);
    expect(sourcesOf(answer)[0]).toBe(article);
    expect(answer.text).toContain('9:00');
  });
});
