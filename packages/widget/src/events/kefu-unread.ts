/** `kefu-unread`: the number of unread replies changed while the panel was closed. */
export type KefuUnreadEvent = CustomEvent<{ count: number }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-unread': KefuUnreadEvent;
  }
}
