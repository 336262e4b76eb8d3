/**
 * Whether a page origin matches a site's allowlist. An entry's port may be `*` (`http://localhost:*`);
 * a request without an Origin header comes from no browser page and is let through, because only
 * browsers need stopping from borrowing a shopper's session (anything else can forge headers anyway).
 */
export function originAllowed(origin: string | undefined, allowlist: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  const candidate = parseOrigin(origin);
  if (!candidate) return false;
  return allowlist.some((entry) => {
    if (entry === '*') return true;
    const wildcardPort = entry.endsWith(':*');
    const allowed = parseOrigin(wildcardPort ? entry.slice(0, -2) : entry);
    if (!allowed || allowed.protocol !== candidate.protocol || allowed.hostname !== candidate.hostname) return false;
    return wildcardPort || allowed.port === candidate.port;
  });
}

function parseOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
