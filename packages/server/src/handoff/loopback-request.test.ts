import { describe, expect, it } from 'vitest';
import { fromThisMachine, isLoopbackAddress } from './loopback-request.js';

describe('requests from this machine', () => {
  it('knows loopback addresses in every spelling', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '192.0.2.2', '128.0.0.1', '::', '::2', 'fd00::2', '::ffff:10.0.0.1', 'localhost', 'unknown', '']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });

  it('needs the peer and every address a proxy header names to be loopback', () => {
    expect(fromThisMachine('127.0.0.1', {})).toBe(true);
    expect(fromThisMachine('::ffff:127.0.0.1', { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1;proto=http, for="[::1]:8080"' })).toBe(true);
    expect(fromThisMachine('::ffff:192.0.2.2', {})).toBe(false);
    // A forged loopback entry does not hide the real peer, and a local proxy does not hide the client it names.
    expect(fromThisMachine('198.51.100.4', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { 'x-real-ip': '203.0.113.7' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { forwarded: 'for=203.0.113.7:1234' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { forwarded: 'for=unknown' })).toBe(false);
    expect(fromThisMachine('127.0.0.1', { forwarded: 'For="[2001:db8::7]:4711"' })).toBe(false);
  });
});
