import type { Feedback, KefuError } from '@kefu/protocol';

/** `kefu-rate`: the shopper rated the conversation (internal, handled by `<kefu-chat>`, which calls `done` with the server's answer). */
export type KefuRateEvent = CustomEvent<{ feedback: Feedback; done: (error?: KefuError) => void }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-rate': KefuRateEvent;
  }
}
