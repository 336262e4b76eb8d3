/** `kefu-open`: the chat panel opened. */
export type KefuOpenEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-open': KefuOpenEvent;
  }
}
