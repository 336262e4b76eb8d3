import { kefuError, type ClientAck } from '@kefu/protocol';
import type { GatewayContext, Session } from './gateway-context.js';

/** `availability:get`: whether people answer now on the session's site (office hours, agents online, expected reply). */
export async function handleAvailabilityGet(context: GatewayContext, session: Session): Promise<ClientAck<'availability:get'>> {
  if (!context.availability) return { ok: false, error: kefuError('UNAVAILABLE', 'this server does not report availability', { event: 'availability:get' }) };
  return { ok: true, availability: await context.availability.service.forSite(session.site.siteId) };
}
