import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback-address.js';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])('counts %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['10.0.0.5', '203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '128.0.0.1', '127.example.com', ''])('does not count %j', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
