/** `kefu-request-close`: a child asked to close the panel (internal, handled by `<kefu-chat>`). */
export type KefuRequestCloseEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-request-close': KefuRequestCloseEvent;
  }
}
