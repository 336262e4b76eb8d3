import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePart } from '@kefu/protocol';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';

const THREADLINE = fileURLToPath(new URL('../../../../shops/threadline/', import.meta.url));

/** The answer to `question` in a fresh English conversation: its text and rich parts. */
async function ask(url: string, question: string): Promise<{ text: string; parts: MessagePart[] }> {
  const shopper = await TestClient.connect(url);
  try {
    await shopper.hello({ locale: 'en' });
    await shopper.send(question);
    await shopper.waitUntil(`an answer to "${question}"`, (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.role === 'assistant'),
    );
    const answer = shopper.rendered.find((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
    if (answer?.event !== 'message:done') throw new Error('no answer');
    return { text: answer.data.message.text, parts: answer.data.message.parts ?? [] };
  } finally {
    shopper.close();
  }
}

describe('a server on KEFU_SHOP_DIR serves that shop, not the demo', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ env: { KEFU_SHOP_DIR: THREADLINE, KEFU_SERVE_DEMO: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers a price from the shop's own Shopify CSV catalog, in its currency", async () => {
    const { text, parts } = await ask(server.url, 'How much is the Linen Shirt?');
    expect(text).toContain('Linen Shirt');
    expect(text).toMatch(/\$\d/);
    const price = parts.find((part) => part.type === 'price' || part.type === 'product');
    expect(JSON.stringify(price)).toContain('"currency":"USD"');
  });

  it('says the shop does not carry a product of the demo shop', async () => {
    const { text } = await ask(server.url, 'How much is the Find X9?');
    expect(text).not.toMatch(/3,?999|3,?499/);
  });

  it("lists the shop's own customers on the demo sign-in, not the demo shop's", async () => {
    const response = await fetch(`${server.url}/api/demo/customers`);
    const { customers } = (await response.json()) as { customers: Array<{ customerId: string }> };
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.map((customer) => customer.customerId)).not.toContain('c_1001');
  });
});
