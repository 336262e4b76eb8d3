/** `kefu-leave-queue`: the shopper stopped waiting for a human (internal, handled by `<kefu-chat>`). */
export type KefuLeaveQueueEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-leave-queue': KefuLeaveQueueEvent;
  }
}
