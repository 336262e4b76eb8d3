import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@kefu/protocol';
import type { ReactiveControllerHost } from 'lit';
import { SocketController } from './socket-controller.js';
import { createThreadStorage } from './thread-storage.js';
import { fakeStorage } from '../test-support/fake-storage.js';

const host: ReactiveControllerHost = {
  addController: () => undefined,
  removeController: () => undefined,
  requestUpdate: () => undefined,
  updateComplete: Promise.resolve(true),
};

// Never connected: these behaviours must hold before (and without) a server.
const controller = () => new SocketController(host, { server: 'http://127.0.0.1:9', siteKey: 'demo', locale: () => 'zh-CN' });
const stored = () => createThreadStorage('local', 'demo').load();

describe('the socket controller with a refused message', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = fakeStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('refuses an over-long text as TOO_LARGE without cutting it, and keeps it across a reload', () => {
    const chat = controller();
    chat.connect({ persist: true });
    const long = '长'.repeat(LIMITS.maxTextLength + 1);
    chat.send(long);
    expect(chat.state.outbox).toMatchObject([{ text: long, state: 'failed', error: { code: 'TOO_LARGE', retryable: false } }]);
    expect(stored()?.outbox).toMatchObject([{ text: long, state: 'failed', error: { code: 'TOO_LARGE' } }]);
    expect(controller().state.outbox).toMatchObject([{ text: long, state: 'failed' }]);
    chat.shutdown();
  });

  it('discards a refused message from state and storage alike and returns its text', () => {
    const chat = controller();
    chat.connect({ persist: true });
    chat.send('x'.repeat(LIMITS.maxTextLength + 1));
    chat.send('在吗');
    const [refused, queued] = chat.state.outbox;
    expect(queued?.state).toBe('queued');

    expect(chat.discardFailed(queued!.clientMsgId)).toBeUndefined();
    expect(chat.discardFailed(refused!.clientMsgId)).toBe(refused!.text);
    expect(chat.discardFailed(refused!.clientMsgId)).toBeUndefined();

    expect(chat.state.outbox.map((item) => item.text)).toEqual(['在吗']);
    expect(stored()?.outbox.map((item) => item.text)).toEqual(['在吗']);
    expect(controller().state.outbox.map((item) => item.text)).toEqual(['在吗']);
    chat.shutdown();
  });
});
