import { kefuError, type KefuError } from '@kefu/protocol';
import type { IncomingMessage } from 'node:http';
import type { AgentAccount, SiteConfig } from '../config.js';
import { authenticateApiKey } from '../api/api-key-auth.js';
import type { ApiKey } from '../webhooks/integration-settings.js';
import { agentForToken } from '../handoff/console-auth.js';
import { serves } from '../handoff/agent-scope.js';
import { IdentityError, verifyIdentity } from '../identity/verify-identity.js';
import type { ThreadLog } from '../ports/thread-log.js';
import { originAllowed } from '../socket/origin-allowed.js';
import { resumeTokenMatches } from '../stores/resume-token.js';

/** What a shopper's widget proves a conversation with: the same credentials its socket's hello carries. */
export interface ShopperCredentials {
  siteKey?: string;
  threadId?: string;
  /** A guest thread's resume token. */
  resumeToken?: string;
  /** The merchant-signed identity token of a signed-in customer. */
  identity?: string;
}

/** What the upload routes check a caller against. */
export interface UploadAccessOptions {
  sites: readonly SiteConfig[];
  agents: readonly AgentAccount[];
  /** REST API keys (KEFU_API_KEYS): the merchant's backend reads the photos of the requests it receives. */
  apiKeys: readonly ApiKey[];
  log: Pick<ThreadLog, 'owner'>;
  identityMaxLifetimeSeconds: number;
  now(): number;
}

/** Who is asking: the shopper of one thread, an agent serving some sites, or the merchant's backend by API key. */
export type UploadCaller =
  | { kind: 'shopper'; threadId: string; siteId: string; site: SiteConfig }
  | { kind: 'agent'; agent: AgentAccount }
  | { kind: 'backend'; siteIds: readonly string[] };

/**
 * The conversation a shopper's credentials open, checked as the socket's hello checks them: the site and the page's
 * origin, then the thread's owner — a guest thread by its resume token, a customer's by a valid identity token naming
 * that customer. A thread id alone (seen in a log, a screenshot) opens nothing.
 */
export async function shopperThread(
  options: UploadAccessOptions,
  credentials: ShopperCredentials,
  origin: string | undefined,
): Promise<{ ok: true; caller: Extract<UploadCaller, { kind: 'shopper' }> } | { ok: false; status: number; error: KefuError }> {
  const site = options.sites.find((candidate) => candidate.siteKey === credentials.siteKey);
  if (!site) return { ok: false, status: 403, error: kefuError('UNKNOWN_SITE', `no site with key "${String(credentials.siteKey ?? '').slice(0, 128)}"`) };
  if (!originAllowed(origin, site.origins))
    return { ok: false, status: 403, error: kefuError('ORIGIN_NOT_ALLOWED', `origin ${String(origin).slice(0, 200)} may not use site "${site.siteKey}"`) };
  const threadId = credentials.threadId ?? '';
  const owner = threadId ? await options.log.owner(threadId) : undefined;
  if (!owner || owner.siteId !== site.siteId)
    return { ok: false, status: 404, error: { ...kefuError('NOT_FOUND', `no conversation "${threadId.slice(0, 128)}" on this site`), path: 'threadId' } };
  if (owner.customerId === undefined) {
    if (!resumeTokenMatches(owner.resumeKey, credentials.resumeToken))
      return { ok: false, status: 403, error: { ...kefuError('FORBIDDEN', "this conversation's resume token is missing or wrong"), path: 'resumeToken' } };
  } else {
    if (!credentials.identity)
      return {
        ok: false,
        status: 401,
        error: { ...kefuError('NOT_AUTHENTICATED', 'this conversation is a signed-in customer’s: send identity'), path: 'identity' },
      };
    try {
      const identity = await verifyIdentity(credentials.identity, site.identitySecret, options.now(), {
        maxLifetimeSeconds: options.identityMaxLifetimeSeconds,
      });
      if (identity.customer.customerId !== owner.customerId)
        return { ok: false, status: 403, error: kefuError('FORBIDDEN', 'this conversation belongs to another customer') };
    } catch (error) {
      if (error instanceof IdentityError) return { ok: false, status: 401, error: { ...kefuError('NOT_AUTHENTICATED', error.message), path: 'identity' } };
      throw error;
    }
  }
  return { ok: true, caller: { kind: 'shopper', threadId, siteId: site.siteId, site } };
}

/** The agent an `Authorization: Bearer <agent token>` header names, if any. */
export function agentCaller(
  options: Pick<UploadAccessOptions, 'agents'>,
  authorization: string | undefined,
): Extract<UploadCaller, { kind: 'agent' }> | undefined {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
  const agent = agentForToken(options.agents, token);
  return agent ? { kind: 'agent', agent } : undefined;
}

/** The agent or the merchant's backend a bearer token names: an agent token, else a REST API key. */
export function staffCaller(options: Pick<UploadAccessOptions, 'agents' | 'apiKeys' | 'sites'>, request: IncomingMessage): UploadCaller | undefined {
  const agent = agentCaller(options, request.headers.authorization);
  if (agent) return agent;
  const principal = options.apiKeys.length
    ? authenticateApiKey(
        request,
        options.apiKeys,
        options.sites.map((site) => site.siteId),
      )
    : undefined;
  return principal ? { kind: 'backend', siteIds: principal.siteIds } : undefined;
}

/** Whether a caller may read an upload: the conversation's shopper, an agent serving its site, a backend key for its site. */
export function mayRead(caller: UploadCaller, upload: { threadId: string; siteId: string }): boolean {
  if (caller.kind === 'shopper') return caller.threadId === upload.threadId;
  return caller.kind === 'agent' ? serves(caller.agent.sites, upload.siteId) : caller.siteIds.includes(upload.siteId);
}
