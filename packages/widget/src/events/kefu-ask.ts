import type { ClientAck, ClientPayload } from '@kefu/protocol';

/** The requests a lazily loaded part of the widget makes through `<kefu-chat>`'s socket. */
export type AskedEvent = 'feedback' | 'transcript:email' | 'transcript:download';

/** `kefu-ask`: a part of the widget asks the server something (internal, handled by `<kefu-chat>`, which calls `done` with the ack). */
export type KefuAskEvent = CustomEvent<{ event: AskedEvent; payload: ClientPayload<AskedEvent>; done: (ack: ClientAck<AskedEvent>) => void }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-ask': KefuAskEvent;
  }
}
