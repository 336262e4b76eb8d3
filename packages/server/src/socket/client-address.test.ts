import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it('uses the socket address when no proxy is trusted, whatever the header claims', () => {
    expect(clientAddress('10.0.0.5', { 'x-forwarded-for': '1.2.3.4' }, 0)).toBe('10.0.0.5');
  });

  it('takes the address the trusted proxy saw, not what the client wrote before it', () => {
    // The client forged "6.6.6.6"; the balancer (10.0.0.5) appended the real peer 203.0.113.9.
    expect(clientAddress('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, 1)).toBe('203.0.113.9');
  });

  it('walks back one entry per trusted hop', () => {
    expect(clientAddress('10.0.0.5', { 'x-forwarded-for': '203.0.113.9, 10.0.0.7' }, 2)).toBe('203.0.113.9');
  });

  it('joins repeated headers and stops at the leftmost entry when hops exceed the chain', () => {
    expect(clientAddress('10.0.0.5', { 'x-forwarded-for': ['203.0.113.9', '10.0.0.7'] as unknown as string }, 2)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', {}, 3)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', { 'x-forwarded-for': ' , ' }, 1)).toBe('10.0.0.5');
  });
});
