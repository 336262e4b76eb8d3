import { randomUUID } from 'node:crypto';
import { LIMITS, PROTOCOL_VERSION, isCompatibleVersion, kefuError, type ClientAck, type Hello, type KefuError } from '@kefu/protocol';
import { IdentityError, verifyIdentity, type VerifiedIdentity } from '../identity/verify-identity.js';
import type { ThreadOwner } from '../ports/thread-log.js';
import { boundReplay } from './bound-replay.js';
import { eventForClient } from './event-for-client.js';
import { issueResumeToken, resumeTokenMatches } from '../stores/resume-token.js';
import { originAllowed } from './origin-allowed.js';
import { clientAddress } from './client-address.js';
import { threadRoom, type KefuSocket } from './kefu-io.js';
import type { GatewayContext, Session } from './gateway-context.js';

type HelloResult = { ok: true; ack: ClientAck<'session:hello'>; session: Session } | { ok: false; error: KefuError };

/**
 * `session:hello`: checks version, site, origin and identity, opens or resumes the thread, joins its
 * room (for unstored events: status, deltas, errors) and its feed (stored events), and replays what
 * the client missed.
 */
export async function handleHello(context: GatewayContext, socket: KefuSocket, hello: Hello, previous: Session | undefined): Promise<HelloResult> {
  if (!isCompatibleVersion(hello.protocolVersion)) {
    return fail(kefuError('UNSUPPORTED_VERSION', `protocol ${hello.protocolVersion} is not supported; this server speaks ${PROTOCOL_VERSION}`));
  }
  const site = context.config.sites.find((candidate) => candidate.siteKey === hello.siteKey);
  if (!site) return fail(kefuError('UNKNOWN_SITE', `no site with key "${hello.siteKey}"`));
  const origin = socket.handshake.headers.origin;
  if (!originAllowed(origin, site.origins))
    return fail(kefuError('ORIGIN_NOT_ALLOWED', `origin ${String(origin).slice(0, 200)} may not use site "${site.siteKey}"`));

  let identity: VerifiedIdentity | undefined;
  if (hello.identity !== undefined) {
    try {
      identity = await verifyIdentity(hello.identity, site.identitySecret, context.clock.now(), {
        maxLifetimeSeconds: context.config.identityMaxLifetimeSeconds,
      });
    } catch (error) {
      if (error instanceof IdentityError) return fail(kefuError('NOT_AUTHENTICATED', error.message));
      throw error;
    }
  }
  const customer = identity?.customer;

  const { log } = context.stores;
  let threadId = hello.threadId;
  let resumed = false;
  let issued: { token: string; key: string } | undefined;
  if (threadId !== undefined) {
    const owner: ThreadOwner | undefined = await log.owner(threadId);
    if (!owner) {
      // Unknown (e.g. an embedded server restarted): start afresh rather than let clients pick ids.
      threadId = undefined;
    } else if (owner.siteId !== site.siteId) {
      return fail(kefuError('FORBIDDEN', 'this conversation belongs to another site'));
    } else if (owner.customerId === undefined) {
      if (!resumeTokenMatches(owner.resumeKey, hello.resumeToken)) {
        // A guest thread is its creator's: an id seen elsewhere (a shared screen, a log, a support ticket) without
        // the resume token issued with it opens a new thread, and never lets a sign-in claim the old one.
        threadId = undefined;
      } else {
        // A shopper who chatted as a guest and then signed in keeps the conversation, and from then on it is
        // theirs: a guest (say, after they signed out) or another customer no longer gets to read it.
        const bound = customer ? await log.bindCustomer(threadId, customer.customerId) : owner;
        if (!bound) threadId = undefined;
        else if (bound.customerId !== undefined && bound.customerId !== customer?.customerId)
          return fail(kefuError('FORBIDDEN', 'this conversation belongs to another customer'));
        else resumed = true;
      }
    } else if (owner.customerId !== customer?.customerId) {
      return fail(kefuError('FORBIDDEN', 'this conversation belongs to another customer'));
    } else {
      resumed = true;
    }
  }
  const ip = clientAddress(socket.handshake.address, socket.handshake.headers, context.config.trustedProxyHops);
  if (threadId === undefined) {
    // Threads are stored for good, so opening them is rate limited per address.
    const allowed = await context.stores.rateLimiter.hit(`rate:new-thread-ip:${ip}`, context.config.limits.newThreadsPerIp, 60_000);
    if (!allowed.allowed) {
      context.metrics.rateLimited.inc();
      return fail(kefuError('RATE_LIMITED', 'too many new conversations from this address', { retryAfterMs: allowed.retryAfterMs }));
    }
    threadId = `t_${randomUUID()}`;
    issued = issueResumeToken();
    await log.create(threadId, { siteId: site.siteId, ...(customer ? { customerId: customer.customerId } : {}), resumeKey: issued.key }, context.clock.now());
  }

  if (previous && previous.threadId !== threadId) await socket.leave(threadRoom(previous.threadId));
  // Followed before the replay is read, so nothing stored in between is missed; the gateway
  // activates the feed once the ack is out, so every later event arrives once, after the replay.
  context.delivery.feed.follow(socket, threadId);
  await socket.join(threadRoom(threadId));
  const afterSeq = resumed ? (hello.lastSeq ?? 0) : 0;
  const [read, pendingInterrupt, handoff] = await Promise.all([
    log.read(threadId, afterSeq, LIMITS.maxReplayEvents),
    log.openInterrupt(threadId),
    log.handoffState(threadId),
  ]);
  const page = boundReplay(read, context.config.limits.replayKibPerHello * 1024);
  const session: Session = {
    site,
    threadId,
    locale: hello.locale,
    ...(identity ? { customer: identity.customer, identityExpiresAt: identity.expiresAt } : {}),
    ip,
  };
  socket.data = {
    siteId: site.siteId,
    threadId,
    locale: hello.locale,
    ip: session.ip,
    protocolVersion: hello.protocolVersion,
    ...(customer ? { customerId: customer.customerId } : {}),
  };
  return {
    ok: true,
    session,
    ack: {
      ok: true,
      protocolVersion: PROTOCOL_VERSION,
      threadId,
      ...(issued ? { resumeToken: issued.token } : {}),
      serverTime: context.clock.now(),
      resumed,
      replay: page.events.map((event) => eventForClient(event, hello.protocolVersion)),
      truncated: page.truncated,
      lastSeq: page.lastSeq,
      ...(pendingInterrupt ? { pendingInterrupt } : {}),
      ...(handoff ? { handoff } : {}),
      ...(customer ? { customerId: customer.customerId } : {}),
    },
  };
}

function fail(error: KefuError): HelloResult {
  return { ok: false, error };
}
