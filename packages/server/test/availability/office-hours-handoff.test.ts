import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import type { ClientAck } from '@kefu/protocol';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { closeAfterEach } from '../handoff/support/close-after-each.js';
import { ConsoleClient } from '../handoff/support/console-client.js';
import { handoffAgent } from '../handoff/support/handoff-agent.js';
import { AGENTS, AGENTS_ENV, demoAgentToken, lines, waitForHandoff } from '../handoff/support/handoff-fixtures.js';

// The demo shop answers 09:00–22:00 Asia/Shanghai every day, closed 2027-02-06 to 02-08, and states 5 minutes to a first reply.
const AT_23_00_SHANGHAI = Date.parse('2026-11-25T15:00:00Z');
const NEXT_09_00_SHANGHAI = Date.parse('2026-11-26T01:00:00Z');
const AT_10_00_SHANGHAI = Date.parse('2026-11-26T02:00:00Z');
const SPRING_FESTIVAL_NOON = Date.parse('2027-02-07T04:00:00Z');
const AFTER_SPRING_FESTIVAL = Date.parse('2027-02-09T01:00:00Z');
const MINUTE = 60_000;

describe('office hours and the offline form', () => {
  const track = closeAfterEach();
  const clock = { at: AT_23_00_SHANGHAI, now: () => clock.at };
  const start = async () =>
    track(await startTestServer({ agent: handoffAgent(), clock, env: { KEFU_OFFICE_HOURS: 'enforce' } })) as KefuServer & { url: string };
  const availability = async (shopper: TestClient) => {
    const ack = await shopper.request('availability:get', {});
    if (!ack.ok) throw new Error(ack.error.message);
    return ack.availability;
  };

  it('says closed outside the hours with the next opening, open and staffed within them once an agent is online, closed on a closure day', async () => {
    clock.at = AT_23_00_SHANGHAI;
    const server = await start();
    const shopper = track(await TestClient.connect(server.url));
    const hello = await shopper.hello();
    expect(hello).toMatchObject({ ok: true, availability: { open: false, staffed: false, nextOpenAt: NEXT_09_00_SHANGHAI, timeZone: 'Asia/Shanghai' } });

    clock.at = AT_10_00_SHANGHAI;
    expect(await availability(shopper)).toEqual({ open: true, staffed: false, timeZone: 'Asia/Shanghai' });
    track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    expect(await availability(shopper)).toEqual({ open: true, staffed: true, replyMinutes: 5, timeZone: 'Asia/Shanghai' });

    clock.at = SPRING_FESTIVAL_NOON;
    track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    expect(await availability(shopper)).toEqual({ open: false, staffed: false, nextOpenAt: AFTER_SPRING_FESTIVAL, timeZone: 'Asia/Shanghai' });
  });

  it('outside the hours a shopper asking for a person gets the offline form (no_agents), not a queue, though an agent is online', async () => {
    clock.at = AT_23_00_SHANGHAI;
    const server = await start();
    track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    expect(await waitForHandoff(shopper, 'no_agents')).toMatchObject({ reason: 'requested' });
    expect(shopper.rendered.some((event) => event.event === 'handoff' && event.data.state === 'queued')).toBe(false);
  });

  it('turns the offline form into a ticket the console lists and an agent marks done once; a bad e-mail gets a typed error naming the field', async () => {
    clock.at = AT_23_00_SHANGHAI;
    const server = await start();
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    await shopper.send('转人工');
    await waitForHandoff(shopper, 'no_agents');

    const refused = await shopper.request('ticket:create', { email: 'lin at example', message: '我的快递三天没动了' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'email', message: expect.stringContaining('e-mail address') } });
    const left = (await shopper.request('ticket:create', { email: 'lin@example.com', message: '我的快递三天没动了' })) as ClientAck<'ticket:create'>;
    if (!left.ok) throw new Error(left.error.message);
    await shopper.waitUntil('the ticket acknowledged', (events) => lines(events).some((line) => line.includes('lin@example.com')));
    // The ticket takes the queue's place.
    await waitForHandoff(shopper, 'released');

    const token = demoAgentToken(server);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect((await fetch(`${server.url}/api/console/tickets`)).status).toBe(401);
    const listed = (await (await fetch(`${server.url}/api/console/tickets?status=open`, auth)).json()) as { tickets: unknown[] };
    expect(listed.tickets).toEqual([
      // The address is personal data: masked in the list, shown to an agent who asks (tickets-route.test.ts).
      expect.objectContaining({
        ticketId: left.ticketId,
        threadId: shopper.threadId,
        email: 'l***@example.com',
        message: '我的快递三天没动了',
        status: 'open',
      }),
    ]);
    const closed = await fetch(`${server.url}/api/console/tickets/${left.ticketId}/close`, { method: 'POST', ...auth });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ ticket: { status: 'closed', closedBy: 'Lin' } });
    const again = await fetch(`${server.url}/api/console/tickets/${left.ticketId}/close`, { method: 'POST', ...auth });
    expect(again.status).toBe(409);
    expect(((await (await fetch(`${server.url}/api/console/tickets?status=open`, auth)).json()) as { tickets: unknown[] }).tickets).toEqual([]);
  });

  it('expects the median of recent first replies once three were measured, instead of the shop figure', async () => {
    clock.at = AT_10_00_SHANGHAI;
    const server = await start();
    track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
    for (const waitMinutes of [2, 12, 4]) {
      const shopper = track(await TestClient.connect(server.url));
      await shopper.hello();
      await shopper.send('转人工');
      await waitForHandoff(shopper, 'queued');
      clock.at += waitMinutes * MINUTE;
      // Connected again at the new time: presence lasts 45 s of the clock, which just jumped minutes.
      const agent = track(await ConsoleClient.connect(server.url, demoAgentToken(server)));
      expect(await agent.request('thread:claim', { threadId: shopper.threadId })).toMatchObject({ ok: true });
      expect(await agent.request('thread:reply', { threadId: shopper.threadId, clientMsgId: crypto.randomUUID(), text: '您好' })).toMatchObject({ ok: true });
      expect(await agent.request('thread:release', { threadId: shopper.threadId })).toEqual({ ok: true });
    }
    const shopper = track(await TestClient.connect(server.url));
    await shopper.hello();
    expect(await availability(shopper)).toMatchObject({ staffed: true, replyMinutes: 4 });
  });
});

describe.runIf(serviceAvailable('redis'))('tickets through Redis, across two server processes', () => {
  const track = closeAfterEach();
  let redis: RedisService;
  beforeAll(async () => {
    redis = await startRedis({ durable: false });
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('lists on process B the ticket a shopper left on process A, and B closes it once', async () => {
    const clock = { now: () => AT_23_00_SHANGHAI };
    const env = { REDIS_URL: redis.url, KEFU_OFFICE_HOURS: 'enforce', ...AGENTS_ENV };
    const a = track(await startTestServer({ agent: handoffAgent(), clock, env })) as KefuServer & { url: string };
    const b = track(await startTestServer({ agent: handoffAgent(), clock, env })) as KefuServer & { url: string };
    const shopper = track(await TestClient.connect(a.url));
    await shopper.hello();
    const left = await shopper.request('ticket:create', { email: 'wei@example.com', message: 'Where is my parcel?' });
    if (!left.ok) throw new Error(left.error.message);

    const auth = { headers: { authorization: `Bearer ${AGENTS[1].token}` } };
    const listed = (await (await fetch(`${b.url}/api/console/tickets?status=open`, auth)).json()) as { tickets: Array<{ ticketId: string; threadId: string }> };
    expect(listed.tickets).toEqual([expect.objectContaining({ ticketId: left.ticketId, threadId: shopper.threadId, email: 'w***@example.com' })]);
    expect((await fetch(`${b.url}/api/console/tickets/${left.ticketId}/close`, { method: 'POST', ...auth })).status).toBe(200);
    expect((await fetch(`${a.url}/api/console/tickets/${left.ticketId}/close`, { method: 'POST', ...auth })).status).toBe(409);
  });
});
