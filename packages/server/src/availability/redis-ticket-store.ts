import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { redisScript } from '../adapters/redis/run-script.js';
import type { CloseTicketResult, Ticket, TicketStatus, TicketStore } from '../ports/ticket-store.js';

// Checked and set in one step, so of two agents marking one ticket done exactly one closes it.
const CLOSE = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HGET', KEYS[1], 'status') == 'closed' then return 1 end
redis.call('HSET', KEYS[1], 'status', 'closed', 'closedBy', ARGV[1], 'closedAt', ARGV[2])
return 2`);

/** How many of a site's newest tickets a listing looks at. */
const SCAN = 1000;

/**
 * Tickets in Redis, shared by every process, expiring with the thread retention: a hash per ticket (`kefu:ticket:<id>`: the ticket as JSON, and its
 * status fields apart so closing is one atomic script) and a sorted set per site by creation time (`kefu:tickets:<siteId>`).
 */
export class RedisTicketStore implements TicketStore {
  constructor(
    private readonly client: KefuRedisClient,
    /** A ticket holds an e-mail address: it goes with the thread's retention (KEFU_THREAD_RETENTION_DAYS; 0 keeps it). */
    private readonly retentionMs = 0,
    private readonly prefix = 'kefu:',
  ) {}

  async add(ticket: Ticket): Promise<void> {
    const { status, closedBy: _by, closedAt: _at, ...data } = ticket;
    const multi = this.client
      .multi()
      .hSet(this.#key(ticket.ticketId), { data: JSON.stringify(data), status })
      .zAdd(this.#index(ticket.siteId), { score: ticket.createdAt, value: ticket.ticketId });
    if (this.retentionMs > 0) {
      multi.pExpire(this.#key(ticket.ticketId), this.retentionMs);
      // Index entries of expired tickets go too (the oldest first), so the index does not grow for ever.
      multi.zRemRangeByScore(this.#index(ticket.siteId), '-inf', ticket.createdAt - this.retentionMs);
    }
    await multi.exec();
  }

  async get(ticketId: string): Promise<Ticket | undefined> {
    const fields = await this.client.hGetAll(this.#key(ticketId));
    if (!fields['data']) return undefined;
    const ticket = JSON.parse(fields['data']) as Omit<Ticket, 'status'>;
    return {
      ...ticket,
      status: fields['status'] === 'closed' ? 'closed' : 'open',
      ...(fields['closedBy'] ? { closedBy: fields['closedBy'] } : {}),
      ...(fields['closedAt'] ? { closedAt: Number(fields['closedAt']) } : {}),
    };
  }

  async list(options: { siteIds?: readonly string[]; status?: TicketStatus; limit: number }): Promise<Ticket[]> {
    const siteIds = options.siteIds ?? (await this.#allSites());
    const ids = (await Promise.all(siteIds.map((siteId) => this.client.zRange(this.#index(siteId), 0, SCAN - 1, { REV: true })))).flat();
    const tickets = (await Promise.all(ids.map((id) => this.get(id)))).filter((ticket): ticket is Ticket => ticket !== undefined);
    return tickets
      .filter((ticket) => !options.status || ticket.status === options.status)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, options.limit);
  }

  async close(ticketId: string, by: string, at: number): Promise<CloseTicketResult> {
    const outcome = Number(await CLOSE.run(this.client, [this.#key(ticketId)], [by, at]));
    if (outcome === 0) return { status: 'not_found' };
    const ticket = await this.get(ticketId);
    if (!ticket) return { status: 'not_found' };
    return outcome === 1 ? { status: 'already_closed', ticket } : { status: 'closed', ticket };
  }

  async #allSites(): Promise<string[]> {
    const keys: string[] = [];
    for await (const batch of this.client.scanIterator({ MATCH: `${this.prefix}tickets:*`, COUNT: 100 }))
      keys.push(...(Array.isArray(batch) ? batch : [batch]));
    return keys.map((key) => key.slice(`${this.prefix}tickets:`.length));
  }

  #key(ticketId: string): string {
    return `${this.prefix}ticket:${ticketId}`;
  }

  #index(siteId: string): string {
    return `${this.prefix}tickets:${siteId}`;
  }
}
