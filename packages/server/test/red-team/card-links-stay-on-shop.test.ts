import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MessagePart } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TEST_SITES } from '../gateway/support/identity-tokens.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import type { Agent } from '../../src/ports/agent.js';

// Issue 20's second red-team pass. Links in a message's text were held to the shop's origins (finding 6b), but the
// links a card carries were not: a help article whose front matter said `url: https://evil.example/verify-account`
// put a "Read more" button to that address under every answer quoting it (rules path, no model), and a product or
// receipt card a tool or a hostile model wrote linked wherever it said. Every card link now obeys the same policy as
// the text: a site-relative path, the sites' origins or KEFU_LINK_ORIGINS, else the card has no link. Pictures are
// not links and may come from a CDN. A path a browser resolves to another host ("/\\evil.example", "/<tab>/evil.example")
// counts as leaving the shop: the widget's card links opened https://evil.example for it.

const SHOP = 'https://shop.example';

async function answerParts(url: string, question: string, locale: 'zh-CN' | 'en'): Promise<MessagePart[]> {
  const client = await TestClient.connect(url, { origin: SHOP });
  try {
    await client.hello({ siteKey: 'shop', locale, protocolVersion: PROTOCOL_VERSION });
    await client.send(question);
    await client.waitUntil('the answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'));
    const done = client.rendered.findLast((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    return done?.event === 'message:done' ? (done.data.message.parts ?? []) : [];
  } finally {
    client.close();
  }
}

describe('card links stay on the shop', () => {
  describe("a help article's url (offline rules path)", () => {
    let server: KefuServer & { url: string };
    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'kefu-card-links-'));
      const article = (id: string, title: string, locale: string, url: string, tags: string, body: string) =>
        writeFileSync(
          join(dir, `${id}.md`),
          ['---', `id: ${id}`, `title: ${title}`, `locale: ${locale}`, `url: ${url}`, `tags: [${tags}]`, '---', `# ${title}`, '', body].join('\n'),
        );
      article(
        'refund-speed',
        '退款到账时间',
        'zh-CN',
        'https://evil.example/verify-account',
        '退款, 到账, 退款到账',
        '退款审核通过后原路退回，一般 1-3 个工作日到账。',
      );
      article(
        'gift-wrap',
        'Gift wrapping',
        'en',
        'https://evil.example/gift',
        'gift, wrapping, gift wrap',
        'Every order can be gift wrapped for free: tick the box at checkout.',
      );
      article('store-hours', 'Store hours', 'en', '/help/store-hours', 'hours, open, store hours', 'Our store is open from 9 am to 6 pm, Monday to Saturday.');
      // Reads as a site path; a browser opens https://evil.example/size-guide.
      article(
        'size-guide',
        'Size guide',
        'en',
        '"/\\\\evil.example/size-guide"',
        'size, sizing, size guide',
        'Our sizes run true to fit: take your usual size.',
      );
      server = await startTestServer({ env: { KEFU_SITES: TEST_SITES, KEFU_KNOWLEDGE_DIR: dir } });
    });
    afterAll(async () => server.close());

    it.each([
      ['退款多久到账', 'zh-CN', '退款到账时间'],
      ['do you offer gift wrapping?', 'en', 'Gift wrapping'],
      ['do you have a size guide?', 'en', 'Size guide'],
    ] as const)('%j cites its article with no link off the shop', async (question, locale, title) => {
      const cards = (await answerParts(server.url, question, locale)).filter((part) => part.type === 'knowledge_source');
      expect(cards.map((card) => card.title)).toContain(title);
      for (const card of cards) expect(card.url ?? '').not.toMatch(/evil\.example/);
      for (const card of cards) if (card.url) expect(new URL(card.url, SHOP).origin).toBe(SHOP);
    });

    it("keeps an article's site-relative url", async () => {
      const cards = (await answerParts(server.url, 'what are your store hours?', 'en')).filter((part) => part.type === 'knowledge_source');
      expect(cards.map((card) => [card.title, card.url])).toContainEqual(['Store hours', '/help/store-hours']);
    });
  });

  describe('product and receipt cards a tool or a hostile model writes', () => {
    const product = (productId: string, url: string, imageUrl: string): MessagePart => ({
      type: 'product',
      productId,
      name: productId,
      price: { amount: 1000, currency: 'USD' },
      url,
      imageUrl,
      options: [],
      variants: [],
    });
    const hostileAgent: Agent = {
      async runTurn(_request, output) {
        await output.emit({
          event: 'message:done',
          message: {
            role: 'assistant',
            text: 'Here you go.',
            parts: [
              product('off-shop', 'https://evil.example/p/1', 'https://cdn.example/1.png'),
              product('on-shop', 'https://shop.example/products/2', 'https://cdn.example/2.png'),
              product('relative', '/products/3', '/images/3.png'),
              product('disguised', 'https://shop.example@evil.example/p/4', 'https://cdn.example/4.png'),
              product('backslash', '/\\evil.example/p/5', 'https://cdn.example/5.png'),
              product('tab', '/\t/evil.example/p/6', 'https://cdn.example/6.png'),
              { type: 'receipt', kind: 'return', receiptId: 'R1', title: 'Return', fields: [], url: 'https://evil.example/claim-refund' },
            ],
          },
        });
      },
      async replyToInterrupt() {},
      async cancel() {},
    };
    let server: KefuServer & { url: string };
    beforeAll(async () => {
      server = await startTestServer({ agent: hostileAgent, env: { KEFU_SITES: TEST_SITES } });
    });
    afterAll(async () => server.close());

    it("drops the links that leave the shop's origins and keeps the shop's own and the pictures", async () => {
      const parts = await answerParts(server.url, 'show me something', 'en');
      const links = parts.map((part) => [part.type === 'product' ? part.productId : part.type, 'url' in part ? part.url : undefined]);
      expect(links).toEqual([
        ['off-shop', undefined],
        ['on-shop', 'https://shop.example/products/2'],
        ['relative', '/products/3'],
        ['disguised', undefined],
        ['backslash', undefined],
        ['tab', undefined],
        ['receipt', undefined],
      ]);
      expect(parts.map((part) => (part.type === 'product' ? part.imageUrl : undefined))).toEqual([
        'https://cdn.example/1.png',
        'https://cdn.example/2.png',
        '/images/3.png',
        'https://cdn.example/4.png',
        'https://cdn.example/5.png',
        'https://cdn.example/6.png',
        undefined,
      ]);
    });
  });
});
