import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteTable } from '../http/route-table.js';
import type { Ticket } from '../ports/ticket-store.js';
import { MemoryRevealAudit } from '../handoff/memory-reveal-audit.js';
import { MemoryTicketStore } from './memory-ticket-store.js';
import { addTicketsRoute } from './tickets-route.js';

const AGENTS = [
  { id: 'lin', name: 'Lin', token: 'lin-token-0123456789abcdef', sites: ['shop-a'] },
  { id: 'wei', name: 'Wei', token: 'wei-token-0123456789abcdef' },
];
const ticket = (ticketId: string, siteId: string, createdAt: number): Ticket => ({
  ticketId,
  siteId,
  threadId: `t_${ticketId}`,
  email: `${ticketId}@example.com`,
  message: 'hello',
  locale: 'en',
  createdAt,
  status: 'open',
});

describe('the console tickets routes', () => {
  let server: Server;
  let url: string;
  const audit = new MemoryRevealAudit();
  beforeAll(async () => {
    const tickets = new MemoryTicketStore();
    await tickets.add(ticket('a1', 'shop-a', 1));
    await tickets.add(ticket('b1', 'shop-b', 2));
    await tickets.add({ ...ticket('a2', 'shop-a', 3), email: 'lin.xiao@example.com', message: '快递没到，打我电话 13812345678' });
    const routes = new RouteTable();
    addTicketsRoute(routes, { agents: AGENTS, tickets, clock: { now: () => 10 }, audit });
    server = createServer((request, response) => void routes.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const ids = async (response: Response) => ((await response.json()) as { tickets: Ticket[] }).tickets.map((t) => t.ticketId);

  it('shows an agent only the tickets of the sites they serve, and refuses a bad status filter by name', async () => {
    expect(await ids(await fetch(`${url}/api/console/tickets`, as(AGENTS[0]!.token)))).toEqual(['a2', 'a1']);
    expect(await ids(await fetch(`${url}/api/console/tickets`, as(AGENTS[1]!.token)))).toEqual(['a2', 'b1', 'a1']);
    const bad = await fetch(`${url}/api/console/tickets?status=pending`, as(AGENTS[1]!.token));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_PAYLOAD', path: 'status', message: expect.stringContaining('open or closed') });
    expect((await fetch(`${url}/api/console/tickets`, as('not-a-token-0123456789'))).status).toBe(401);
  });

  it('lists the e-mail and the personal data in the message masked; a reveal answers them in clear to that agent and is audited', async () => {
    const listed = (await (await fetch(`${url}/api/console/tickets`, as(AGENTS[0]!.token))).json()) as { tickets: Array<Ticket & { masked: string[] }> };
    expect(listed.tickets[0]).toMatchObject({
      ticketId: 'a2',
      email: 'l***@example.com',
      message: '快递没到，打我电话 138********',
      masked: ['email', 'phone'],
    });
    expect(JSON.stringify(listed)).not.toMatch(/lin\.xiao|13812345678|a1@example\.com/);
    expect(await audit.list('t_a2')).toEqual([]);

    const revealed = await fetch(`${url}/api/console/tickets/a2/reveal`, { method: 'POST', ...as(AGENTS[0]!.token) });
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toMatchObject({ ticket: { ticketId: 'a2', email: 'lin.xiao@example.com', message: '快递没到，打我电话 13812345678' } });
    expect(await audit.list('t_a2')).toEqual([
      { threadId: 't_a2', seq: 0, ticketId: 'a2', agentId: 'lin', agentName: 'Lin', at: 10, kinds: ['email', 'phone'] },
    ]);
    // Another site's ticket is not revealed, nor its refusal recorded.
    expect((await fetch(`${url}/api/console/tickets/b1/reveal`, { method: 'POST', ...as(AGENTS[0]!.token) })).status).toBe(404);
    expect(await audit.list('t_b1')).toEqual([]);
  });

  it("answers 404 for another site's ticket, as for one that does not exist, and 409 to the second agent marking one done", async () => {
    expect((await fetch(`${url}/api/console/tickets/b1/close`, { method: 'POST', ...as(AGENTS[0]!.token) })).status).toBe(404);
    expect((await fetch(`${url}/api/console/tickets/zz/close`, { method: 'POST', ...as(AGENTS[1]!.token) })).status).toBe(404);
    expect((await fetch(`${url}/api/console/tickets/a1/close`, { method: 'POST', ...as(AGENTS[0]!.token) })).status).toBe(200);
    const again = await fetch(`${url}/api/console/tickets/a1/close`, { method: 'POST', ...as(AGENTS[1]!.token) });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'CONFLICT', message: 'Lin already marked this ticket done' });
  });
});
