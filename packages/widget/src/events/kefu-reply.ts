import type { InterruptReply } from '@kefu/protocol';

/** `kefu-reply`: a prompt was answered, rejected, skipped or cancelled (internal, handled by `<kefu-chat>`). */
export type KefuReplyEvent = CustomEvent<{ reply: InterruptReply }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-reply': KefuReplyEvent;
  }
}
