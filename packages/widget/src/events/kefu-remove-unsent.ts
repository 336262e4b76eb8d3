/** `kefu-remove-unsent`: Remove on a message the server refused (internal, handled by `<kefu-chat>`). */
export type KefuRemoveUnsentEvent = CustomEvent<{ clientMsgId: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-remove-unsent': KefuRemoveUnsentEvent;
  }
}
