import { describe, expect, it } from 'vitest';
import type { KefuChat } from '../components/chat/kefu-chat.js';
import { createKefuApi } from './kefu-api.js';

// Kefu.on/off only add and remove DOM listeners on the element: a bare EventTarget stands in for <kefu-chat>.
function setup() {
  const element = new EventTarget();
  const api = createKefuApi(element as unknown as KefuChat);
  const fire = (name: string) => element.dispatchEvent(new CustomEvent(`kefu-${name}`, { detail: { name } }));
  return { api, fire };
}

describe('Kefu.on and Kefu.off', () => {
  it('stops one event of a handler that listens to two, and leaves the other', () => {
    const { api, fire } = setup();
    const seen: string[] = [];
    const handler = (detail: unknown) => seen.push((detail as { name: string }).name);
    api.on('open', handler);
    api.on('close', handler);
    api.off('open', handler);
    fire('open');
    fire('close');
    expect(seen).toEqual(['close']);
    api.off('close', handler);
    fire('close');
    expect(seen).toEqual(['close']);
  });

  it('adds a handler registered twice for one event once, so one off stops it', () => {
    const { api, fire } = setup();
    let calls = 0;
    const handler = () => (calls += 1);
    api.on('message', handler);
    const stop = api.on('message', handler);
    fire('message');
    expect(calls).toBe(1);
    stop();
    fire('message');
    expect(calls).toBe(1);
  });

  it('ignores off for an event the handler never listened to', () => {
    const { api, fire } = setup();
    let calls = 0;
    const handler = () => (calls += 1);
    api.on('unread', handler);
    api.off('handoff', handler);
    fire('unread');
    expect(calls).toBe(1);
  });
});
