import type { Locale } from '@kefu/protocol';

/** Whether a ticket still waits for an answer. */
export type TicketStatus = 'open' | 'closed';

/** A message a shopper left through the offline form while nobody could answer. */
export interface Ticket {
  ticketId: string;
  siteId: string;
  /** The conversation it was left in: its transcript. */
  threadId: string;
  /** Where the shopper wants the answer. */
  email: string;
  message: string;
  locale: Locale;
  createdAt: number;
  status: TicketStatus;
  customerId?: string;
  /** Who marked it done, and when. */
  closedBy?: string;
  closedAt?: number;
}

/** The outcome of {@link TicketStore.close}. */
export type CloseTicketResult = { status: 'closed'; ticket: Ticket } | { status: 'already_closed'; ticket: Ticket } | { status: 'not_found' };

/** Tickets left through the offline form, shared by every server process. */
export interface TicketStore {
  /** Stores a new open ticket. */
  add(ticket: Ticket): Promise<void>;
  get(ticketId: string): Promise<Ticket | undefined>;
  /** Newest first, at most `limit`, of the given sites (every site when absent). */
  list(options: { siteIds?: readonly string[]; status?: TicketStatus; limit: number }): Promise<Ticket[]>;
  /** Marks a ticket done; atomic, so of two agents closing one ticket one closes it and the other is told. */
  close(ticketId: string, by: string, at: number): Promise<CloseTicketResult>;
}
