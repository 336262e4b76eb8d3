import * as z from 'zod/mini';
import { integer, text } from './primitives.js';

/** Every error the server can answer with: a closed set, so clients can switch over it. */
export const ERROR_CODES = [
  'BAD_PAYLOAD',
  'TOO_LARGE',
  'UNKNOWN_EVENT',
  'UNSUPPORTED_VERSION',
  'UNKNOWN_SITE',
  'ORIGIN_NOT_ALLOWED',
  'NOT_AUTHENTICATED',
  'FORBIDDEN',
  'NO_SESSION',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERRUPT_CLOSED',
  'CONFLICT',
  'OVERLOADED',
  'UNAVAILABLE',
  'INTERNAL',
  /** An uploaded file is not one of the accepted types (judged by its bytes, not its name). */
  'UNSUPPORTED_MEDIA_TYPE',
  /** A signed link (an uploaded file's) is past its expiry: ask for a fresh one. */
  'LINK_EXPIRED',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Schema of an error code. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Whether retrying the same request later can succeed, per code. */
export const RETRYABLE: Readonly<Record<ErrorCode, boolean>> = {
  BAD_PAYLOAD: false,
  TOO_LARGE: false,
  UNKNOWN_EVENT: false,
  UNSUPPORTED_VERSION: false,
  UNKNOWN_SITE: false,
  ORIGIN_NOT_ALLOWED: false,
  NOT_AUTHENTICATED: false,
  FORBIDDEN: false,
  NO_SESSION: true,
  NOT_FOUND: false,
  RATE_LIMITED: true,
  INTERRUPT_CLOSED: false,
  CONFLICT: false,
  OVERLOADED: true,
  UNAVAILABLE: true,
  INTERNAL: true,
  UNSUPPORTED_MEDIA_TYPE: false,
  LINK_EXPIRED: false,
};

/** A typed error as it travels on the wire (in an ack or an `error` event). */
export const kefuErrorSchema = z.strictObject({
  code: errorCodeSchema,
  message: text(1000),
  retryable: z.boolean(),
  /** For `RATE_LIMITED` and `OVERLOADED`: when to try again. */
  retryAfterMs: z.optional(integer(0)),
  /** The event that caused it, when known. */
  event: z.optional(text(64)),
  /** Which field was wrong, for `BAD_PAYLOAD` / `TOO_LARGE`. */
  path: z.optional(text(200)),
});

/** A typed error as it travels on the wire. */
export type KefuError = z.infer<typeof kefuErrorSchema>;

/** Builds a wire error with the code's retry flag. */
export function kefuError(code: ErrorCode, message: string, extra: Partial<Omit<KefuError, 'code' | 'message'>> = {}): KefuError {
  return { code, message: message.slice(0, 1000), retryable: RETRYABLE[code], ...extra };
}
