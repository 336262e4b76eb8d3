/** What an upload needs to prove it is this conversation's: the socket's own credentials. */
export interface UploadAuth {
  /** The Kefu server's origin. */
  server: string;
  siteKey: string;
  threadId: string;
  resumeToken?: string;
  identity?: string;
}

/** `kefu-upload-auth`: an upload element asks `<kefu-chat>` for the conversation's credentials (internal; answered by filling `detail.auth`). */
export type KefuUploadAuthEvent = CustomEvent<{ auth?: UploadAuth }>;

/** `kefu-attach-change`: the files ready to send changed (internal, from `<kefu-attach-picker>`). */
export type KefuAttachChangeEvent = CustomEvent<{ files: import('@kefu/protocol').FilePart[]; busy: boolean; caption: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-upload-auth': KefuUploadAuthEvent;
    'kefu-attach-change': KefuAttachChangeEvent;
  }
}
