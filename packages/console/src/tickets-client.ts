import { TOKEN_KEY } from './console-controller.js';

/** A message a shopper left through the offline form, as `GET /api/console/tickets` returns it. */
export interface Ticket {
  ticketId: string;
  siteId: string;
  threadId: string;
  email: string;
  message: string;
  locale: 'zh-CN' | 'en';
  createdAt: number;
  status: 'open' | 'closed';
  closedBy?: string;
  closedAt?: number;
  /** The kinds of personal data masked in `email` and `message` (absent once revealed). */
  masked?: string[];
}

function authorization(): Record<string, string> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (!token) throw new Error('signed out');
  return { authorization: `Bearer ${token}` };
}

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T | { message?: string };
  if (!response.ok) throw new Error((body as { message?: string }).message ?? `HTTP ${response.status}`);
  return body as T;
}

/** The tickets of the agent's sites, newest first; `open` only, or every one. */
export async function fetchTickets(serverUrl: string, status: 'open' | 'all'): Promise<Ticket[]> {
  const query = status === 'open' ? '?status=open' : '';
  return (await read<{ tickets: Ticket[] }>(await fetch(`${serverUrl}/api/console/tickets${query}`, { headers: authorization() }))).tickets;
}

/** Marks a ticket done; another agent having done it first is an error naming them. */
export async function closeTicket(serverUrl: string, ticketId: string): Promise<Ticket> {
  const response = await fetch(`${serverUrl}/api/console/tickets/${encodeURIComponent(ticketId)}/close`, { method: 'POST', headers: authorization() });
  return (await read<{ ticket: Ticket }>(response)).ticket;
}

/** The ticket in clear, for this agent only; the server records the reveal in its audit. */
export async function revealTicket(serverUrl: string, ticketId: string): Promise<Ticket> {
  const response = await fetch(`${serverUrl}/api/console/tickets/${encodeURIComponent(ticketId)}/reveal`, { method: 'POST', headers: authorization() });
  return (await read<{ ticket: Ticket }>(response)).ticket;
}
