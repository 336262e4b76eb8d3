/** `kefu-leave-message`: the offline form was submitted (internal, handled by `<kefu-chat>`). */
export type KefuLeaveMessageEvent = CustomEvent<{ email: string; message: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-leave-message': KefuLeaveMessageEvent;
  }
}
