import type { Ticket } from '../ports/ticket-store.js';
import { piiKinds, textForAgent } from '../privacy/mask-for-agent.js';
import { maskValue, type PiiKind } from '../privacy/pii-detector.js';

/** A ticket as the console lists it by default: its e-mail and the personal data in its message masked (no bidi control), and which kinds were. */
export type MaskedTicket = Ticket & { masked: PiiKind[] };

/**
 * Masks a ticket for an agent as the console masks a conversation's events: the reply-to address is always personal
 * data, the message only where the detector finds some. `thread:reveal`'s counterpart is the tickets reveal route.
 */
export function maskTicketForAgent(ticket: Ticket): MaskedTicket {
  const kinds = new Set<PiiKind>(['email', ...piiKinds(ticket.message)]);
  return { ...ticket, email: maskValue('email', ticket.email), message: textForAgent(ticket.message), masked: [...kinds] };
}
