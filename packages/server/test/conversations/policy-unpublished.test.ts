import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@kefu/protocol';
import { tempDir } from '@kefu/testing';
import { initShopFolder } from '../../src/cli/shop-init.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';

// Issue 17 item 3: a shop made from a platform export has no help articles until the merchant writes them. There,
// "do you ship internationally?" then "what is your return policy?" ended in a repeated_failure handoff (two "could
// not find anything" in a row), and a second policy question was the shopper's fault. Each is now said plainly: the
// shop has not published that policy yet; a person is offered, or a message left when nobody is online (the same
// reply opens the offline form). Understood, it never counts as a failure. The catalog is the fixture's.
const EXPORT = fileURLToPath(new URL('../fixtures/shopify/jewellery-singular-types.csv', import.meta.url));

let server: Awaited<ReturnType<typeof startTestServer>>;
let dir: ReturnType<typeof tempDir>;
beforeAll(async () => {
  dir = tempDir('policy-unpublished-shop');
  const folder = join(dir.path, 'wren');
  const code = await initShopFolder(folder, { name: 'Wren & Co', currency: 'USD', locales: 'en', catalog: EXPORT }, { out: () => {}, err: () => {} });
  expect(code).toBe(0);
  server = await startTestServer({ env: { KEFU_SHOP_DIR: folder } });
});
afterAll(async () => {
  await server?.close();
  dir?.remove();
});

/** One conversation: the assistant's answers and the handoffs, in order. */
async function converse(locale: 'en' | 'zh-CN', ...questions: string[]): Promise<{ answers: Message[]; handoffs: string[] }> {
  const shopper = await TestClient.connect(server.url);
  try {
    await shopper.hello({ locale });
    const answers = () =>
      shopper.rendered.flatMap((event) => (event.event === 'message:done' && event.data.message.role === 'assistant' ? [event.data.message] : []));
    for (const [asked, question] of questions.entries()) {
      await shopper.send(question);
      await shopper.waitUntil(`an answer to "${question}"`, () => answers().length > asked);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { answers: answers(), handoffs: shopper.rendered.flatMap((event) => (event.event === 'handoff' ? [event.data.reason] : [])) };
  } finally {
    shopper.close();
  }
}

const chips = (answer: Message) => (answer.parts ?? []).flatMap((part) => (part.type === 'quick_replies' ? part.replies : []));

describe('policy questions on a shop with no policy articles (rules path)', () => {
  it('"do you ship internationally?" → "what is your return policy?" → "how much is shipping?": each says it is not published, no handoff', async () => {
    const { answers, handoffs } = await converse('en', 'do you ship internationally?', 'what is your return policy?', 'how much is shipping?');
    expect(handoffs).toEqual([]);
    expect(answers.map((answer) => answer.text.split(',')[0])).toEqual([
      'The shop has not published its shipping policy yet',
      'The shop has not published its returns policy yet',
      'The shop has not published its shipping policy yet',
    ]);
    // Nobody is online: the reply that hands off to a person is offered as leaving them a message.
    expect(answers[0]!.text).toContain('nobody from the shop is online right now. Leave them a message');
    expect(chips(answers[0]!)).toEqual([{ text: 'human', label: 'Leave a message' }]);
  });

  it('in Chinese, "运费多少" → "可以退货吗" → "有保修吗": not published, a message to leave, no handoff', async () => {
    const { answers, handoffs } = await converse('zh-CN', '运费多少', '可以退货吗', '有保修吗');
    expect(handoffs).toEqual([]);
    expect(answers.map((answer) => answer.text.split('，')[0])).toEqual(['店铺还没有发布运费与配送说明', '店铺还没有发布退换货政策', '店铺还没有发布保修政策']);
    expect(chips(answers[1]!)).toEqual([{ text: '转人工', label: '给客服留言' }]);
  });

  it('with a person serving the shop online, the person is offered instead', async () => {
    const agent = await ConsoleClient.connect(server.url, demoAgentToken(server));
    try {
      const { answers, handoffs } = await converse('en', 'do you ship internationally?');
      expect(handoffs).toEqual([]);
      expect(answers[0]!.text).toBe(
        'The shop has not published its shipping policy yet, so I cannot answer that reliably. A person from the shop can tell you.',
      );
      expect(chips(answers[0]!)).toEqual([{ text: 'human', label: 'Talk to a person' }]);
    } finally {
      agent.close();
    }
  });

  it("tapping the reply hands the shopper over (with nobody online: the offline form's no_agents handoff)", async () => {
    const { handoffs } = await converse('en', 'do you ship internationally?', 'human');
    expect(handoffs).toEqual(['requested']);
  });

  it('a guest\'s "how do I track my order?" with no tracking article: sign in to have it looked up, not a miss that counts', async () => {
    const { answers, handoffs } = await converse('en', 'how do I track my order?', 'do you offer gift wrapping?');
    expect(answers[0]!.text).toBe('Sign in and I can look up your own parcel: just ask "where is my parcel?"');
    expect(handoffs).toEqual([]);
  });

  it('"do you support apple pay?" and "支持apple pay吗": the payment information is not published', async () => {
    expect((await converse('en', 'do you support apple pay?')).answers[0]!.text).toMatch(/^The shop has not published its payment information yet/);
    expect((await converse('zh-CN', '支持apple pay吗')).answers[0]!.text).toMatch(/^店铺还没有发布付款方式说明/);
  });

  it('a question no policy covers is still an ordinary miss', async () => {
    const { answers } = await converse('en', 'who is your ceo?');
    expect(answers[0]!.text).not.toContain('has not published');
  });
});
