import { afterEach, describe, expect, it } from 'vitest';
import type { ThreadEvent } from '@kefu/protocol';
import { expectEachEventOnce } from '../gateway/support/expect-each-event-once.js';
import type { TestClient } from '../gateway/support/test-client.js';
import { openPrompt, openTab, say, serveKefu, timeline } from './support/workflow-conversation.js';

// The gateway contract under a switch: the old prompt closes exactly once on every tab of the thread, whether the
// tab was open, raced the switch with a reply, or reconnected afterwards; a 2.0 client reads the closing it knows.

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const closingsOf = (events: ThreadEvent[], interruptId: string) =>
  events.filter((event) => event.event === 'interrupt:closed' && event.data.interruptId === interruptId);

async function tabOn(url: string, options: Parameters<typeof openTab>[1]) {
  const client = await openTab(url, options);
  cleanup.push(() => client.close());
  return client;
}

/** Waits until a tab has rendered everything the reference tab has. */
const caughtUp = (client: TestClient, reference: TestClient) => client.waitUntil('caught up', () => client.lastSeq >= reference.lastSeq);

describe('a switch across tabs and reconnects', () => {
  it.each(['at once', 'message first', 'reply first'] as const)(
    'closes the return prompt once on two tabs when a switch and a reply from the other tab come %s, and once in the replay of a reconnected tab',
    async (order) => {
      const { server } = await serveKefu();
      cleanup.push(() => server.close());
      const a = await tabOn(server.url, { customerId: 'c_1001' });
      const b = await tabOn(server.url, { customerId: 'c_1001', after: a });
      const c = await tabOn(server.url, { customerId: 'c_1001', after: a });
      await say(a, '我要退货', 'prompt');
      const first = openPrompt(a);
      await caughtUp(b, a);
      await caughtUp(c, a);
      // Tab c drops off the network before the switch, reconnecting only after it.
      c.close();
      const send = () => a.send('我要开发票');
      const reply = () => b.request('interrupt:reply', { interruptId: first.interruptId, action: 'answer', value: 'KF10010001' });
      let replied: Awaited<ReturnType<typeof reply>>;
      if (order === 'at once') [, replied] = await Promise.all([send(), reply()]);
      else if (order === 'message first') {
        await say(a, '我要开发票', 'prompt');
        replied = await reply();
        expect(replied.ok).toBe(false);
      } else {
        replied = await reply();
        expect(replied.ok).toBe(true);
        await a.waitUntil('step 2', (events) => events.at(-1)?.event === 'interrupt:open' && openPrompt(a).workflow?.step === 2);
        await send();
      }
      // Either the switch closed the prompt (the reply is refused) or the reply did (then the switch is asked about at step 2).
      const replyWon = replied.ok;
      if (!replied.ok) expect(replied.error.code).toBe('INTERRUPT_CLOSED');
      await a.waitUntil('both the reply and the message handled', (events) =>
        replyWon ? bothHandled(events, first.interruptId) : events.at(-1)?.event === 'interrupt:open' && openPrompt(a).workflow?.name === 'invoice',
      );
      const reconnected = await tabOn(server.url, { customerId: 'c_1001', after: c });
      await caughtUp(b, a);
      await caughtUp(reconnected, a);
      for (const tab of [a, b, reconnected]) {
        const closings = closingsOf(tab.rendered, first.interruptId);
        expect(closings).toHaveLength(1);
        expect(closings[0]).toMatchObject({ data: { reason: replyWon ? 'answered' : 'switched' } });
      }
      expect(b.rendered).toEqual(a.rendered);
      expect(reconnected.rendered).toEqual(a.rendered);
      expectEachEventOnce(a, b, reconnected);
    },
  );

  it('replays and delivers the closing as switched to 2.1 tabs and as cancelled to a 2.0 tab, once each', async () => {
    const { server } = await serveKefu();
    cleanup.push(() => server.close());
    const a = await tabOn(server.url, { customerId: 'c_1001' });
    const old = await tabOn(server.url, { customerId: 'c_1001', after: a, protocolVersion: '2.0' });
    await say(a, '我要退货', 'prompt');
    const first = openPrompt(a);
    const turn = await say(a, '我要开发票', 'prompt');
    expect(timeline(turn)).toEqual(['closed switched', 'assistant', 'open choice invoice 1/4']);
    await caughtUp(old, a);
    expect(closingsOf(old.rendered, first.interruptId).map((event) => event.event === 'interrupt:closed' && event.data.reason)).toEqual(['cancelled']);
    // A 2.0 tab opened afterwards reads it in its replay the same way; a 2.1 one as switched.
    const oldReload = await tabOn(server.url, { customerId: 'c_1001', protocolVersion: '2.0', threadOf: a });
    const newReload = await tabOn(server.url, { customerId: 'c_1001', threadOf: a });
    expect(closingsOf(oldReload.rendered, first.interruptId).map((event) => event.event === 'interrupt:closed' && event.data.reason)).toEqual(['cancelled']);
    expect(closingsOf(newReload.rendered, first.interruptId).map((event) => event.event === 'interrupt:closed' && event.data.reason)).toEqual(['switched']);
    expectEachEventOnce(a, old, oldReload, newReload);
  });
});

/**
 * When the reply won: it opened step 2, and the message was handled too — either at step 2 (the switch question, a
 * second prompt) or, when it reached the runner before the reply's resume, as a turn of its own (an assistant message).
 */
function bothHandled(events: ThreadEvent[], firstId: string): boolean {
  const closed = events.findIndex((event) => event.event === 'interrupt:closed' && event.data.interruptId === firstId);
  const sent = events.findIndex((event) => event.event === 'message:done' && event.data.message.text === '我要开发票');
  if (closed < 0 || sent < 0 || events.at(-1)?.event === 'interrupt:closed') return false;
  const opens = events.slice(closed + 1).filter((event) => event.event === 'interrupt:open').length;
  const answered = events.slice(sent + 1).some((event) => event.event === 'message:done' && event.data.message.role === 'assistant');
  return opens >= 2 || (opens >= 1 && answered);
}
