import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../src/knowledge/index.js';
import { termCoverage } from '../../src/knowledge/text/coverage.js';
import { demoKnowledgeService } from './support.js';

// Issue 21 item 2: shoppers wrap the topic in context words and glue words the segmenter does not know
// ("开专票", "用国补"); such a question must still reach the article, while one that shares a single word
// with an article ("喜欢") is still not answered.
describe('colloquial questions reach the article that answers them (embedded index, no model)', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    ({ service } = await demoKnowledgeService());
  });
  afterAll(async () => {
    await service.close();
  });

  const sourcesOf = async (question: string) => {
    const answer = await service.answer({ question, siteId: 'demo', locale: 'zh-CN' });
    return answer.status === 'no_match' ? [] : answer.sources.map((source) => source.articleId);
  };

  it.each([
    ['能开专票吗', 'invoice-types'],
    ['7000块的手机能用国补吗', 'national-subsidy'],
    ['物流信息两天没动了', 'logistics-tracking'],
  ] as const)('"%s" cites %s', async (question, article) => {
    expect(await sourcesOf(question)).toContain(article);
  });

  it('a Chinese word the segmenter glued together counts by the share of its character pairs an article contains', () => {
    expect(termCoverage('开专票', '可开具增值税专用发票（专票）')).toBe(0.5);
    expect(termCoverage('开专票', '可以开专票')).toBe(1);
    expect(termCoverage('开专票', '支持分期付款')).toBe(0);
  });

  // Function words (但是, 别人, 没) are not topic words, and a bare verb asked about (能退吗, 想换, 修一下) names the
  // policy as its noun would: each of these led with another article, or none, before.
  it.each([
    ['没拆封的耳机能退不', 'returns-7-day'],
    ['包裹被别人签收了', 'logistics-tracking'],
    ['收到货第五天了还能退吗', 'returns-7-day'],
    ['用了一周发现摄像头有问题想换', 'exchange-policy'],
    ['屏幕坏了修一下多少钱', 'repair-service'],
    // How soon an order ships is the shipping article's, not tracking's (物流 is in both headings).
    ['今天下单什么时候发货', 'shipping-delivery'],
    ['我要买X9，什么时候发货', 'shipping-delivery'],
  ] as const)('"%s" leads with %s', async (question, article) => {
    expect((await sourcesOf(question))[0]).toBe(article);
  });

  it("a rewritten search adds what the shop's other words find: '拍错型号了怎么办' reaches the article tagged 下错单", async () => {
    expect(await sourcesOf('拍错型号了怎么办')).toContain('order-cancel-modify');
  });

  it("English function words are not topic words either: 'it won't boot even after charging' leads with the no-power article", async () => {
    const answer = await service.answer({ question: "it won't boot even after charging", siteId: 'demo', locale: 'en' });
    expect(answer.sources[0]?.articleId).toBe('fault-no-power-en');
  });

  // Where a parcel is and cancelling an order are policies every shop has: a question asking about them leads with their
  // article, not with the one its other words name (a refund, a return request, an earbud's "right" side).
  it.each([
    ['when do I get my money back after cancelling', 'order-cancel-modify-en'],
    ['how do i find my tracking number', 'logistics-tracking-en'],
    ['where is my order right now', 'logistics-tracking-en'],
  ] as const)('"%s" leads with %s', async (question, article) => {
    const answer = await service.answer({ question, siteId: 'demo', locale: 'en' });
    expect(answer.sources[0]?.articleId).toBe(article);
  });

  it('of two policies a question names, the first is its topic: "保修要带发票吗" leads with the warranty, not the invoice types', async () => {
    expect((await sourcesOf('保修要带发票吗'))[0]).toBe('warranty-policy');
  });

  it('a question sharing one word of four with an article is still not answered', async () => {
    expect(await sourcesOf('你们老板喜欢什么颜色的猫')).toEqual([]);
  });
});

// Context words dilute a question's coverage below what makes a passage worth reading ("bought a phone 5 days ago is
// it too late to return": one topic word of seven is the question); the article whose heading names the policy asked
// about is read anyway, and question focus puts it first. Each was answered from another article, or not at all, before.
describe('a question mostly made of context words still reaches the policy it asks about', () => {
  let service: KnowledgeBase;
  beforeAll(async () => {
    ({ service } = await demoKnowledgeService());
  });
  afterAll(async () => {
    await service.close();
  });

  it.each([
    ['bought a phone 5 days ago is it too late to return', 'returns-7-day-en'],
    ["who pays the postage if I return something I just don't like", 'returns-7-day-en'],
  ] as const)('"%s" is answered from %s first', async (question, article) => {
    const answer = await service.answer({ question, siteId: 'demo', locale: 'en' });
    expect(answer.status).toBe('answered');
    expect(answer.sources[0]?.articleId).toBe(article);
  });
});
