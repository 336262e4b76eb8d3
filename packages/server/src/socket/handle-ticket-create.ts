import { kefuError, type ClientAck, type TicketCreate } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';

/** `ticket:create`: the offline form becomes a ticket in the console, linked to this conversation. */
export async function handleTicketCreate(context: GatewayContext, session: Session, form: TicketCreate): Promise<ClientAck<'ticket:create'>> {
  if (!context.availability) return { ok: false, error: kefuError('UNAVAILABLE', 'this server does not take tickets', { event: 'ticket:create' }) };
  if (form.message.trim().length === 0)
    return { ok: false, error: kefuError('BAD_PAYLOAD', 'message: must not be blank', { event: 'ticket:create', path: 'message' }) };
  const ticket = await context.availability.leaveMessage(
    {
      threadId: session.threadId,
      siteId: session.site.siteId,
      locale: session.locale,
      ...(session.customer ? { customerId: session.customer.customerId } : {}),
    },
    form,
    context.delivery,
  );
  return { ok: true, ticketId: ticket.ticketId };
}
