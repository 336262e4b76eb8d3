/** `kefu-toggle-menu`: the header's menu button was pressed (internal, handled by `<kefu-chat>`). */
export type KefuToggleMenuEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-toggle-menu': KefuToggleMenuEvent;
  }
}
