import { describe, expectTypeOf, it } from 'vitest';
import type { HandoffEvent, Interrupt, Message } from '@kefu/protocol';
import type { KefuChat } from '../components/chat/kefu-chat.js';
import type { KefuApi } from '../api/kefu-api.js';
import type {} from './index.js';

describe('the widget’s DOM events in GlobalEventHandlersEventMap', () => {
  it('types every public event and its detail', () => {
    expectTypeOf<GlobalEventHandlersEventMap['kefu-open']>().toEqualTypeOf<CustomEvent<Record<string, never>>>();
    expectTypeOf<GlobalEventHandlersEventMap['kefu-close']>().toEqualTypeOf<CustomEvent<Record<string, never>>>();
    expectTypeOf<GlobalEventHandlersEventMap['kefu-message']>().toEqualTypeOf<CustomEvent<{ message: Message }>>();
    expectTypeOf<GlobalEventHandlersEventMap['kefu-interrupt']>().toEqualTypeOf<CustomEvent<{ interrupt: Interrupt }>>();
    expectTypeOf<GlobalEventHandlersEventMap['kefu-handoff']>().toEqualTypeOf<CustomEvent<{ handoff: HandoffEvent }>>();
    expectTypeOf<GlobalEventHandlersEventMap['kefu-unread']>().toEqualTypeOf<CustomEvent<{ count: number }>>();
    expectTypeOf<GlobalEventHandlersEventMap['kefu-identity-expired']>().toEqualTypeOf<CustomEvent<Record<string, never>>>();
  });

  it('types listeners on the element and on the document without casts', () => {
    const chat = document.createElement('kefu-chat');
    expectTypeOf(chat).toEqualTypeOf<KefuChat>();
    chat.addEventListener('kefu-interrupt', (event) => {
      expectTypeOf(event.detail.interrupt).toEqualTypeOf<Interrupt>();
    });
    document.addEventListener('kefu-unread', (event) => {
      expectTypeOf(event.detail.count).toEqualTypeOf<number>();
      // @ts-expect-error kefu-unread carries a count, nothing else
      void event.detail.total;
    });
    window.addEventListener('kefu-handoff', (event) => {
      expectTypeOf(event.detail.handoff.state).toEqualTypeOf<HandoffEvent['state']>();
    });
    document.addEventListener('kefu-identity-expired', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<Record<string, never>>>();
    });
  });

  it('types Kefu.on handlers by event name', () => {
    const kefu = {} as KefuApi;
    kefu.on('message', (detail) => expectTypeOf(detail.message).toEqualTypeOf<Message>());
    kefu.on('unread', (detail) => expectTypeOf(detail.count).toEqualTypeOf<number>());
    kefu.on('identity-expired', (detail) => expectTypeOf(detail).toEqualTypeOf<Record<string, never>>());
    // @ts-expect-error the page event is kefu-identity-expired, so its short name keeps the hyphen
    kefu.on('identityexpired', () => undefined);
    // @ts-expect-error not a widget event
    kefu.on('explode', () => undefined);
  });
});
