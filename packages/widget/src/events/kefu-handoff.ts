import type { HandoffEvent } from '@kefu/protocol';

/** `kefu-handoff`: the conversation moved between the assistant and a human agent. */
export type KefuHandoffEvent = CustomEvent<{ handoff: HandoffEvent }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-handoff': KefuHandoffEvent;
  }
}
