import type { CloseTicketResult, Ticket, TicketStatus, TicketStore } from '../ports/ticket-store.js';

/** Tickets in this process's memory (the embedded default). */
export class MemoryTicketStore implements TicketStore {
  readonly #tickets = new Map<string, Ticket>();

  async add(ticket: Ticket): Promise<void> {
    this.#tickets.set(ticket.ticketId, { ...ticket });
  }

  async get(ticketId: string): Promise<Ticket | undefined> {
    const ticket = this.#tickets.get(ticketId);
    return ticket ? { ...ticket } : undefined;
  }

  async list(options: { siteIds?: readonly string[]; status?: TicketStatus; limit: number }): Promise<Ticket[]> {
    return [...this.#tickets.values()]
      .filter((ticket) => (!options.siteIds || options.siteIds.includes(ticket.siteId)) && (!options.status || ticket.status === options.status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, options.limit)
      .map((ticket) => ({ ...ticket }));
  }

  async close(ticketId: string, by: string, at: number): Promise<CloseTicketResult> {
    const ticket = this.#tickets.get(ticketId);
    if (!ticket) return { status: 'not_found' };
    if (ticket.status === 'closed') return { status: 'already_closed', ticket: { ...ticket } };
    Object.assign(ticket, { status: 'closed', closedBy: by, closedAt: at });
    return { status: 'closed', ticket: { ...ticket } };
  }
}
