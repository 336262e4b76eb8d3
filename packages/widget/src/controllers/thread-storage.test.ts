import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_EVENTS, createThreadStorage } from './thread-storage.js';
import { fakeStorage } from '../test-support/fake-storage.js';

const done = (seq: number) => ({
  event: 'message:done' as const,
  data: { seq, message: { messageId: `m_${seq}`, role: 'user' as const, text: `#${seq}`, createdAt: 1 } },
});

describe('the stored thread', () => {
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('round-trips the thread, keeping only the newest events', () => {
    (globalThis as { localStorage?: Storage }).localStorage = fakeStorage();
    const storage = createThreadStorage('local', 'demo');
    const events = Array.from({ length: CACHED_EVENTS + 5 }, (_, index) => done(index + 1));
    storage.save({ threadId: 't_1', lastSeq: CACHED_EVENTS + 5, events, outbox: [] });
    const loaded = storage.load();
    expect(loaded?.threadId).toBe('t_1');
    expect(loaded?.events).toHaveLength(CACHED_EVENTS);
    expect(loaded?.events[0]?.data.seq).toBe(6);
    storage.clear();
    expect(storage.load()).toBeUndefined();
  });

  it('keeps the resume token beside the thread id, and drops a tampered one', () => {
    const local = fakeStorage();
    (globalThis as { localStorage?: Storage }).localStorage = local;
    const storage = createThreadStorage('local', 'demo');
    const resumeToken = 'Rk9vYmFyQmF6UXV4LTEyMzQ1Njc4OTBfYWJjZGVmZ2g';
    storage.save({ threadId: 't_1', resumeToken, lastSeq: 0, events: [], outbox: [] });
    expect(storage.load()).toMatchObject({ threadId: 't_1', resumeToken });
    local.setItem('kefu:v1:demo', JSON.stringify({ threadId: 't_1', resumeToken: '<img src=x>', lastSeq: 0, events: [], outbox: [] }));
    expect(storage.load()?.resumeToken).toBeUndefined();
  });

  it('validates what it reads like wire data: a tampered event or thread id is dropped, an unsent message is queued again', () => {
    const local = fakeStorage();
    (globalThis as { localStorage?: Storage }).localStorage = local;
    local.setItem(
      'kefu:v1:demo',
      JSON.stringify({
        threadId: 't_1',
        lastSeq: 3,
        events: [done(1), { event: 'message:done', data: { seq: 2, message: { messageId: 'm_2', role: 'admin', text: '<b>x</b>', createdAt: 1 } } }, done(3)],
        outbox: [{ clientMsgId: 'c-12345678', text: '在吗', createdAt: 1, state: 'sending' }, { text: 'no id' }],
      }),
    );
    const loaded = createThreadStorage('local', 'demo').load();
    expect(loaded?.events.map((event) => event.data.seq)).toEqual([1, 3]);
    expect(loaded?.outbox).toEqual([{ clientMsgId: 'c-12345678', text: '在吗', createdAt: 1, state: 'queued' }]);
    local.setItem('kefu:v1:demo', JSON.stringify({ threadId: '../../etc', lastSeq: 9, events: [done(1)], outbox: [] }));
    expect(createThreadStorage('local', 'demo').load()).toEqual({ lastSeq: 0, events: [], outbox: [] });
    local.setItem('kefu:v1:demo', '{not json');
    expect(createThreadStorage('local', 'demo').load()).toBeUndefined();
  });

  it('keeps a refused message refused across a reload, with only a known error code', () => {
    const local = fakeStorage();
    (globalThis as { localStorage?: Storage }).localStorage = local;
    const refused = { clientMsgId: 'c-12345678', text: '很长', createdAt: 1, state: 'failed' };
    local.setItem(
      'kefu:v1:demo',
      JSON.stringify({
        lastSeq: 0,
        events: [],
        outbox: [
          { ...refused, error: { code: 'TOO_LARGE', message: '<img src=x onerror=alert(1)>', retryable: false } },
          { ...refused, clientMsgId: 'c-87654321', error: { code: 'HACKED', message: 'x' } },
        ],
      }),
    );
    const outbox = createThreadStorage('local', 'demo').load()?.outbox;
    expect(outbox?.map((item) => [item.state, item.error?.code])).toEqual([
      ['failed', 'TOO_LARGE'],
      ['failed', undefined],
    ]);
    expect(JSON.stringify(outbox)).not.toContain('onerror');
  });

  it('stores nothing with storage "none"', () => {
    const local = fakeStorage();
    (globalThis as { localStorage?: Storage }).localStorage = local;
    createThreadStorage('none', 'demo').save({ threadId: 't_1', lastSeq: 1, events: [], outbox: [] });
    expect(local.length).toBe(0);
  });
});
