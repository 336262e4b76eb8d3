import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';

// The console's lists beside the escalation card (console-card-bidi.test.ts) showed a shopper's words with their bidi
// controls: the live conversations an agent may take over (`GET /api/console/live`, its preview) and the history
// (`GET /api/console/conversations`, each row's preview and a search's snippet), and the messages left through the
// offline form (`GET /api/console/tickets`). "see U+202E moc.elpmaxe-live U+202C"
// reads "see evil-example.com" there, a host the shopper never wrote. They now come without bidi controls, masked as
// before.

const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

describe("the console's live list and history show a shopper's words without bidi controls", () => {
  let server: KefuServer & { url: string };
  const shoppers: TestClient[] = [];
  beforeAll(async () => {
    server = (await startTestServer()) as KefuServer & { url: string };
    for (const [locale, text] of [
      ['en', 'see \u202Emoc.elpmaxe-live\u202C please'],
      ['zh-CN', '看这个 \u202Emoc.elpmaxe-live\u202C 网址'],
    ] as const) {
      const shopper = await TestClient.connect(server.url);
      shoppers.push(shopper);
      await shopper.hello({ locale });
      await shopper.send(text);
      await shopper.waitUntil('the answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role !== 'user'));
    }
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await server?.close();
  });
  const get = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${demoAgentToken(server)}` } })).json()) as {
      conversations: Array<{ preview: string; match?: { snippet: string } }>;
    };

  it('the live conversations: both previews hold the words, no bidi control', async () => {
    const { conversations } = await get('/api/console/live');
    expect(conversations.map((row) => row.preview).sort()).toEqual(['see moc.elpmaxe-live please', '看这个 moc.elpmaxe-live 网址']);
    expect(JSON.stringify(conversations)).not.toMatch(BIDI);
  });

  it('the history searched for "elpmaxe": both rows, previews and snippets without bidi controls', async () => {
    const { conversations } = await get('/api/console/conversations?q=elpmaxe');
    expect(conversations).toHaveLength(2);
    expect(conversations.every((row) => row.match?.snippet.includes('moc.elpmaxe-live'))).toBe(true);
    expect(JSON.stringify(conversations)).not.toMatch(BIDI);
  });

  it('a message left through the offline form: the tickets list shows it without bidi controls', async () => {
    const shopper = await TestClient.connect(server.url);
    shoppers.push(shopper);
    await shopper.hello();
    expect(await shopper.request('ticket:create', { email: 'lin@example.com', message: '包裹没到，见 \u202Emoc.elpmaxe-live\u202C' })).toMatchObject({
      ok: true,
    });
    const listed = await fetch(`${server.url}/api/console/tickets`, { headers: { authorization: `Bearer ${demoAgentToken(server)}` } });
    const { tickets } = (await listed.json()) as { tickets: Array<{ message: string }> };
    expect(tickets.map((ticket) => ticket.message)).toEqual(['包裹没到，见 moc.elpmaxe-live']);
  });
});
