import { describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { classifyFailure } from './classify-failure.js';

describe('classifyFailure', () => {
  it('reports a closed Redis connection as UNAVAILABLE (retryable)', async () => {
    const closed = await createClient()
      .get('k')
      .catch((error: unknown) => error);
    expect(classifyFailure(closed, 'message:send')).toMatchObject({ code: 'UNAVAILABLE', retryable: true, event: 'message:send' });
    expect(classifyFailure(new Error('connect ECONNREFUSED 127.0.0.1:6379'), 'session:hello').code).toBe('UNAVAILABLE');
  });

  it('reports anything else as INTERNAL without leaking its message', () => {
    const error = classifyFailure(new TypeError('secret detail'), 'message:send');
    expect(error).toMatchObject({ code: 'INTERNAL' });
    expect(error.message).not.toContain('secret');
  });
});
