import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiKey } from '../webhooks/integration-settings.js';

/** What a key may read: its id and the sites in scope. */
export interface ApiPrincipal {
  keyId: string;
  siteIds: readonly string[];
}

/**
 * The principal of `Authorization: Bearer <key>`, or undefined. The presented key is hashed and compared with every
 * configured hash in constant time, so neither timing nor a leaked config reveals a key.
 */
export function authenticateApiKey(request: IncomingMessage, keys: readonly ApiKey[], allSites: readonly string[]): ApiPrincipal | undefined {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const presented = createHash('sha256').update(match[1]!).digest();
  let found: ApiKey | undefined;
  for (const key of keys) if (timingSafeEqual(presented, key.hash)) found = key;
  return found ? { keyId: found.id, siteIds: found.sites ?? allSites } : undefined;
}
