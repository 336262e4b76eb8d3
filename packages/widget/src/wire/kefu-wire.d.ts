// The build-time module `vite-plugin-kefu-wire.ts` generates from @kefu/protocol's zod schemas.
declare module 'virtual:kefu-wire' {
  import type { ErrorCode, JsonSchema, Locale, ServerEventName } from '@kefu/protocol';

  /** JSON Schemas of every server→client event (by name), every ack (`ack:<event>`), `thread-event` and `message-context`. */
  export const SCHEMAS: Record<string, JsonSchema>;
  /** The server→client event names. */
  export const SERVER_EVENTS: readonly ServerEventName[];
  /** The protocol's locales. */
  export const LOCALES: readonly Locale[];
  /** The protocol's retry flag per error code. */
  export const RETRYABLE: Readonly<Record<ErrorCode, boolean>>;
  /** Keys that would reach `Object.prototype` if merged naively. */
  export const FORBIDDEN_KEYS: readonly string[];
}
