/** `kefu-edit-unsent`: Edit on a message the server refused; its text goes back to the composer (internal, handled by `<kefu-chat>`). */
export type KefuEditUnsentEvent = CustomEvent<{ clientMsgId: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-edit-unsent': KefuEditUnsentEvent;
  }
}
