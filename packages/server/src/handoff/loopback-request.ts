import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether `address` is this machine's own: 127.0.0.0/8 or ::1 (in any spelling, IPv4-mapped too). */
export function isLoopbackAddress(address: string): boolean {
  if (isIPv4(address)) return LOOPBACK.check(address, 'ipv4');
  return isIPv6(address) && LOOPBACK.check(address, 'ipv6');
}

/**
 * Whether a request came from this machine: its peer and every address a proxy header names are loopback.
 * Unlike the trusted-hops reading of X-Forwarded-For, this needs no proxy configuration: a proxy on this
 * machine (peer 127.0.0.1) still reveals a remote client in the header it adds, and a client that forges
 * a loopback entry still shows its own address as the peer or in the entry a proxy appended.
 */
export function fromThisMachine(remoteAddress: string, headers: IncomingHttpHeaders): boolean {
  return [remoteAddress, ...proxiedAddresses(headers)].every(isLoopbackAddress);
}

/** Every client address X-Forwarded-For, X-Real-IP and Forwarded (`for=`) name. */
function proxiedAddresses(headers: IncomingHttpHeaders): string[] {
  const list = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((line) => line.split(','));
  };
  const forwarded = list('forwarded').flatMap((element) =>
    element.split(';').flatMap((pair) => {
      const [key, value = ''] = pair.split('=');
      return key?.trim().toLowerCase() === 'for' ? [forwardedNode(value.trim())] : [];
    }),
  );
  return [...list('x-forwarded-for'), ...list('x-real-ip'), ...forwarded].map((entry) => entry.trim());
}

/** The address of a Forwarded `for=` node: unquoted, without brackets or a port ("unknown" stays as is). */
function forwardedNode(node: string): string {
  const unquoted = node.replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]*)\]/.exec(unquoted);
  if (bracketed) return bracketed[1] ?? '';
  return /^[\d.]+:\d+$/.test(unquoted) ? unquoted.slice(0, unquoted.lastIndexOf(':')) : unquoted;
}
