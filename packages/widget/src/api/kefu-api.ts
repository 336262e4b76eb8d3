import type { MessageContext } from '@kefu/protocol';
import type { KefuChat } from '../components/chat/kefu-chat.js';

/** The events `Kefu.on()` listens to, by short name. */
export type KefuEventName = 'open' | 'close' | 'message' | 'interrupt' | 'handoff' | 'unread' | 'identity-expired';

type EventDetail<N extends KefuEventName> = GlobalEventHandlersEventMap[`kefu-${N}`] extends CustomEvent<infer D> ? D : never;

/** The page-level API of the script-tag embed, installed as `window.Kefu`. */
export interface KefuApi {
  /** Opens the panel. */
  open(): void;
  /** Closes the panel. */
  close(): void;
  /** Opens or closes the panel. */
  toggle(): void;
  /** Sends a message as the shopper. */
  send(text: string): void;
  /** Passes the identity token signed by the shop's backend (JWT); `undefined` signs out. */
  identify(token: string | undefined): void;
  /** Switches the language: `zh-CN` or `en`. */
  setLocale(locale: string): void;
  /** Attaches what the shopper is looking at (e.g. `{ productId }`) to the next messages. */
  setContext(context: MessageContext | undefined): void;
  /** Listens to a widget event (a handler already listening to it is not added twice); returns a function that stops listening. */
  on<N extends KefuEventName>(name: N, handler: (detail: EventDetail<N>) => void): () => void;
  /** Stops `handler` listening to this event; its other events keep it. */
  off<N extends KefuEventName>(name: N, handler: (detail: EventDetail<N>) => void): void;
  /** Disconnects, forgets the conversation on this device and removes the widget. */
  shutdown(): void;
  /** The mounted element. */
  readonly element: KefuChat;
}

/** Creates the page-level API around a mounted `<kefu-chat>`. */
export function createKefuApi(element: KefuChat): KefuApi {
  // By event, then by handler: one handler may listen to several events.
  const listeners = new Map<string, Map<unknown, EventListener>>();
  const api: KefuApi = {
    element,
    open: () => element.show(),
    close: () => element.hide(),
    toggle: () => element.toggle(),
    send: (text) => element.send(String(text)),
    identify: (token) => element.identify(token),
    setLocale: (locale) => {
      element.locale = locale;
    },
    setContext: (context) => element.setContext(context),
    on(name, handler) {
      const byHandler = listeners.get(name) ?? new Map<unknown, EventListener>();
      listeners.set(name, byHandler);
      if (!byHandler.has(handler)) {
        const listener: EventListener = (event) => handler((event as CustomEvent).detail);
        byHandler.set(handler, listener);
        element.addEventListener(`kefu-${name}`, listener);
      }
      return () => api.off(name, handler);
    },
    off(name, handler) {
      const listener = listeners.get(name)?.get(handler);
      if (!listener) return;
      element.removeEventListener(`kefu-${name}`, listener);
      listeners.get(name)?.delete(handler);
    },
    shutdown: () => {
      element.shutdown();
      element.remove();
    },
  };
  return api;
}
