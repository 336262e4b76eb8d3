import type { Interrupt } from '@kefu/protocol';

/** `kefu-interrupt`: a workflow opened a prompt and waits for the shopper. */
export type KefuInterruptEvent = CustomEvent<{ interrupt: Interrupt }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-interrupt': KefuInterruptEvent;
  }
}
