import type { IncomingHttpHeaders } from 'node:http';

/**
 * The shopper's address for per-address limits. Behind a load balancer every socket comes from the
 * balancer, so with `trustedProxyHops` > 0 the address is read from X-Forwarded-For: each trusted proxy
 * appends the address it received from, so the entry that many places from the right was written by the
 * outermost trusted proxy. Entries further left are whatever the client claimed and are never used.
 */
export function clientAddress(remoteAddress: string, headers: IncomingHttpHeaders, trustedProxyHops: number): string {
  if (trustedProxyHops === 0) return remoteAddress;
  const header = headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, remoteAddress];
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? remoteAddress;
}
