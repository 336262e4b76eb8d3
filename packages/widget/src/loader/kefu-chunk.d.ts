// The build-time module `vite-plugin-chat-chunk.ts` generates: where the lazily loaded widget was written.
declare module 'virtual:kefu-chunk' {
  /** The full widget's file, content-hashed, relative to kefu.js (e.g. `kefu-assets/kefu-chat-3fA9x0Qe.js`). */
  export const CHAT_CHUNK: string;
}
