import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('retryAfterMs', () => {
  it('reads seconds, an HTTP date and retry-after-ms from a fetch Headers object or a plain record', () => {
    expect(retryAfterMs({ status: 429, headers: new Headers({ 'retry-after': '2' }) }, NOW)).toBe(2000);
    expect(retryAfterMs({ status: 429, headers: { 'retry-after': '0.5' } }, NOW)).toBe(500);
    expect(retryAfterMs({ status: 429, headers: new Headers({ 'retry-after': 'Wed, 25 Nov 2026 12:00:03 GMT' }) }, NOW)).toBe(3000);
    expect(retryAfterMs({ status: 429, headers: new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }) }, NOW)).toBe(250);
  });

  it('says nothing for a missing or unreadable header, and 0 for a date already past', () => {
    expect(retryAfterMs({ status: 500 }, NOW)).toBeUndefined();
    expect(retryAfterMs(new Error('x'), NOW)).toBeUndefined();
    expect(retryAfterMs({ headers: new Headers({ 'retry-after': 'soon' }) }, NOW)).toBeUndefined();
    expect(retryAfterMs({ headers: new Headers({ 'retry-after': 'Wed, 25 Nov 2026 11:59:00 GMT' }) }, NOW)).toBe(0);
  });
});
