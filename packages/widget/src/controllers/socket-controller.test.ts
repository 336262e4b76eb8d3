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

describe('the socket controller with a signed-in customer’s stored thread', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = fakeStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  const message = { seq: 1, message: { messageId: 'm_1', role: 'user' as const, text: '我的地址是世纪大道 100 号', createdAt: 1 } };
  const unsent = { clientMsgId: 'c-12345678', text: '客户没发出去的消息', createdAt: 1, state: 'queued' as const };

  it('shows nothing of it before the server confirms the customer, and keeps it stored meanwhile', () => {
    createThreadStorage('local', 'demo').save({
      threadId: 't_1',
      customerId: 'c_1001',
      lastSeq: 1,
      events: [{ event: 'message:done', data: message }],
      outbox: [unsent],
    });
    const chat = controller();
    expect(chat.state).toMatchObject({ threadId: 't_1', lastSeq: 0, timeline: [], outbox: [] });
    // Whoever is at the browser now types before any hello: their message joins the store, the customer's stays.
    chat.send('访客的消息');
    expect(stored()).toMatchObject({ threadId: 't_1', customerId: 'c_1001', outbox: [{ text: '客户没发出去的消息' }, { text: '访客的消息' }] });
    expect(chat.state.outbox.map((item) => item.text)).toEqual(['访客的消息']);
    chat.shutdown();
  });

  it('shows a guest’s stored thread at once, as before', () => {
    createThreadStorage('local', 'demo').save({ threadId: 't_2', lastSeq: 1, events: [{ event: 'message:done', data: message }], outbox: [] });
    expect(controller().state.timeline).toHaveLength(1);
  });
});
