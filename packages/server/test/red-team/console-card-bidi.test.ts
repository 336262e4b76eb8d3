import { describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from '../handoff/support/close-after-each.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { demoAgentToken, waitForHandoff } from '../handoff/support/handoff-fixtures.js';

// The console showed a shopper's messages without bidi controls, but not the escalation card beside them: the
// intents' text, the last request in focus ("“我要退货 …”") and a handed-over request's rows carried a shopper's RTL
// override as typed. "我要退货 U+202E 10001001FK U+202C" (the data: order 10001001FK) reads "我要退货 KF10010001" to an agent, who
// acts on an order the shopper never named; "refund to U+202E 8210 6543 U+202C" reads "3456 0128"; a link's host reads
// backwards in the queue's preview. What the console receives for an agent (card, transcript, queue preview) is now without bidi controls, as
// every message to a shopper is.

const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

describe('the escalation card and transcript an agent opens hold no bidi control', () => {
  const track = closeAfterEach();

  it.each([
    ['zh-CN', '转人工', '我要退货 \u202E10001001FK\u202C'],
    ['en', 'human', 'I want to return \u202E10001001FK\u202C'],
  ] as const)('%s: a return of an order id in an RTL override, then "%s"', async (locale, human, said) => {
    const server = track(await startTestServer()) as KefuServer & { url: string };
    const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello({ locale });
    await shopper.send(said);
    await shopper.waitUntil('the answer', (events) =>
      events.some((event) => event.event === 'interrupt:open' || (event.event === 'message:done' && event.data.message.role === 'assistant')),
    );
    await shopper.send(human);
    await waitForHandoff(shopper, 'queued');

    // Written while waiting, angry: the queue is announced again with these words as its preview.
    await shopper.send(locale === 'en' ? 'this is ridiculous!!! see \u202Emoc.elpmaxe-live\u202C' : '太差劲了！！！看 \u202Emoc.elpmaxe-live\u202C');
    await agent.waitForQueue('the preview of the latest words', (update) => update.queue[0]?.preview?.includes('elpmaxe') === true);
    expect(JSON.stringify(agent.updates)).not.toMatch(BIDI);

    const opened = await agent.request('thread:open', { threadId: shopper.threadId });
    if (!opened.ok) throw new Error(opened.error.message);
    // The card did read the message: its intents say what it was (the order id as its characters are, unreversed).
    expect(opened.card.intents[0]).toMatchObject({ type: 'return_process', text: expect.stringContaining('10001001') });
    expect(JSON.stringify(opened.card)).not.toMatch(BIDI);
    expect(JSON.stringify(opened.events)).not.toMatch(BIDI);
  });
});
