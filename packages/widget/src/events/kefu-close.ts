/** `kefu-close`: the chat panel closed. */
export type KefuCloseEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-close': KefuCloseEvent;
  }
}
