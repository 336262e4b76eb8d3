import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeStorage } from '../test-support/fake-storage.js';
import { pendingThread } from './pending-thread.js';

const NOW = 1_780_000_000_000;
const prompt = (interruptId: string, expiresAt: number) => ({ event: 'interrupt:open', data: { seq: 2, interrupt: { interruptId, expiresAt } } });

describe('what the loader finds in storage', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: fakeStorage(), sessionStorage: fakeStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });
  const store = (area: Storage, value: unknown) => area.setItem('kefu:v1:demo', typeof value === 'string' ? value : JSON.stringify(value));

  it('finds nothing pending without a stored thread, in storage that is not JSON, or with storage "none"', () => {
    expect(pendingThread('local', 'demo', NOW)).toEqual({ conversation: false, waitingStep: false });
    store(localStorage, '{not json');
    expect(pendingThread('local', 'demo', NOW)).toEqual({ conversation: false, waitingStep: false });
    store(localStorage, { threadId: 't_1', events: [prompt('i_1', NOW + 60_000)] });
    expect(pendingThread('none', 'demo', NOW)).toEqual({ conversation: false, waitingStep: false });
    expect(pendingThread('session', 'demo', NOW)).toEqual({ conversation: false, waitingStep: false });
  });

  it('finds a step waiting only while a prompt is open and not expired', () => {
    store(sessionStorage, { threadId: 't_1', events: [prompt('i_1', NOW + 60_000)] });
    expect(pendingThread('session', 'demo', NOW)).toEqual({ conversation: true, waitingStep: true });
    store(sessionStorage, {
      threadId: 't_1',
      events: [prompt('i_1', NOW + 60_000), { event: 'interrupt:closed', data: { seq: 3, interruptId: 'i_1', reason: 'answered' } }],
    });
    expect(pendingThread('session', 'demo', NOW)).toEqual({ conversation: true, waitingStep: false });
    store(sessionStorage, { threadId: 't_1', events: [prompt('i_1', NOW - 1)] });
    expect(pendingThread('session', 'demo', NOW)).toEqual({ conversation: true, waitingStep: false });
    // A closed prompt followed by the next step's prompt.
    store(sessionStorage, {
      threadId: 't_1',
      events: [prompt('i_1', NOW + 1), { event: 'interrupt:closed', data: { interruptId: 'i_1' } }, prompt('i_2', NOW + 60_000)],
    });
    expect(pendingThread('session', 'demo', NOW)).toEqual({ conversation: true, waitingStep: true });
  });

  it('survives forged entries: events that are not objects, a thread id that is not a string', () => {
    store(localStorage, { threadId: 't_1', events: [null, 7, 'x', { event: 'interrupt:open' }, { event: 'interrupt:open', data: { interrupt: null } }] });
    expect(pendingThread('local', 'demo', NOW)).toEqual({ conversation: true, waitingStep: false });
    store(localStorage, { threadId: 42, events: [prompt('i_1', NOW + 60_000)] });
    expect(pendingThread('local', 'demo', NOW)).toEqual({ conversation: false, waitingStep: false });
  });
});
