import type { Message } from '@kefu/protocol';

/** `kefu-message`: a stored message arrived (the shopper's own, the assistant's or a human agent's). */
export type KefuMessageEvent = CustomEvent<{ message: Message }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-message': KefuMessageEvent;
  }
}
