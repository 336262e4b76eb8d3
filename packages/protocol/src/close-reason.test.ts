import { describe, expect, it } from 'vitest';
import { closeReasonFor, parseEvent } from './index.js';

describe('the switched closing reason (2.1)', () => {
  it('is a valid interrupt:closed reason', () => {
    expect(parseEvent('server', 'interrupt:closed', { seq: 3, interruptId: 'i_1', reason: 'switched' }).ok).toBe(true);
  });
  it('reads as cancelled for a client that said 2.0, and as itself from 2.1 on', () => {
    expect(closeReasonFor('switched', '2.0')).toBe('cancelled');
    expect(closeReasonFor('switched', undefined)).toBe('cancelled');
    expect(closeReasonFor('switched', '2.1')).toBe('switched');
    expect(closeReasonFor('switched', '2.7')).toBe('switched');
    expect(closeReasonFor('expired', '2.0')).toBe('expired');
  });
});
