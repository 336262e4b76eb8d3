import { fileURLToPath } from 'node:url';
import type { MessagePart } from '@kefu/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../src/shop/open-shop.js';
import { lowestPrice } from '../../src/shop/product-price.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';

const shopDir = (name: string) => fileURLToPath(new URL(`../../../../shops/${name}/`, import.meta.url));

/** The assistant messages rendered so far: text and parts. */
const answers = (shopper: TestClient) =>
  shopper.rendered.flatMap((event) =>
    event.event === 'message:done' && event.data.message.role === 'assistant'
      ? [{ text: event.data.message.text, parts: (event.data.message.parts ?? []) as MessagePart[] }]
      : [],
  );

async function answerTo(shopper: TestClient, text: string): Promise<{ text: string; parts: MessagePart[] }> {
  const before = answers(shopper).length;
  await shopper.send(text);
  await shopper.waitUntil(`an answer to "${text}"`, () => answers(shopper).length > before);
  return answers(shopper).at(-1)!;
}

// Spec questions: a price or stock question of a word naming two or three asks nothing, it answers each one
// (family-word-priced.test.ts).
/** A partial name per shop and locale, and the products whose titles contain it (read from the shop folder). */
const CASES = [
  { shop: 'threadline', locale: 'en', question: 'How heavy is the Merino?', word: 'Merino' },
  { shop: 'threadline', locale: 'zh-CN', question: 'Linen重量是多少', word: 'Linen' },
  { shop: 'demo', locale: 'en', question: 'How big is the Reno?', word: 'Reno' },
  { shop: 'demo', locale: 'zh-CN', question: 'Enco 续航怎么样', word: 'Enco' },
] as const;

describe.each(['threadline', 'demo'] as const)('a partial name matching several products of %s', (shopName) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    shop = await openShop(shopDir(shopName));
    server = await startTestServer({ env: { KEFU_SHOP_DIR: shopDir(shopName) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const { locale, question, word } of CASES.filter((entry) => entry.shop === shopName)) {
    it(`${locale}: "${question}" lists the candidates with a quick reply each, and a tap answers for the product chosen`, async () => {
      const matching = shop.products.filter((product) => new RegExp(`\\b${word}\\b`, 'i').test(product.title));
      expect(matching.length).toBeGreaterThan(1);
      const shopper = await TestClient.connect(server.url);
      try {
        await shopper.hello({ locale });
        const first = await answerTo(shopper, question);
        const cards = first.parts.flatMap((part) => (part.type === 'product' ? [part.productId] : []));
        expect(new Set(cards)).toEqual(new Set(matching.slice(0, 5).map((product) => product.productId)));
        const quick = first.parts.find((part) => part.type === 'quick_replies');
        expect(quick?.type === 'quick_replies' ? quick.replies.map((reply) => reply.label) : []).toEqual(
          cards.map((id) => shop.products.find((product) => product.productId === id)!.title),
        );
        for (const product of matching) expect(first.text).toContain(product.title);

        // The shopper taps the last candidate: the reply is the same question naming it in full.
        const chosen = shop.products.find((product) => product.productId === cards.at(-1))!;
        const reply = quick?.type === 'quick_replies' ? quick.replies.at(-1)! : undefined;
        expect(reply?.text).toContain(chosen.title);
        const second = await answerTo(shopper, reply!.text);
        expect(second.text).toContain(chosen.title);
        expect(second.parts.some((part) => part.type === 'quick_replies')).toBe(false);
        if (/多少钱|how much/i.test(question)) expect(JSON.stringify(second)).toContain(String(lowestPrice(chosen).amount));
        for (const other of matching.filter((product) => product !== chosen && !chosen.title.includes(product.title)))
          expect(second.text).not.toContain(other.title);
      } finally {
        shopper.close();
      }
    });
  }

  it('answers for the product whose full name or alias is written, without asking', async () => {
    const longest = [...shop.products].sort((a, b) => b.title.length - a.title.length)[0]!;
    const shopper = await TestClient.connect(server.url);
    try {
      await shopper.hello({ locale: 'en' });
      const answer = await answerTo(shopper, `How much is the ${longest.title}?`);
      expect(answer.text).toContain(longest.title);
      expect(answer.parts.some((part) => part.type === 'quick_replies')).toBe(false);
    } finally {
      shopper.close();
    }
  });
});
