/** `kefu-send`: the composer submitted a message (internal, handled by `<kefu-chat>`). */
export type KefuSendEvent = CustomEvent<{ text: string; attachments?: import('@kefu/protocol').FilePart[] }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-send': KefuSendEvent;
  }
}
