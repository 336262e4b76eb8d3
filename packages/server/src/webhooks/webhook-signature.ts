import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's scheme). */
export const SIGNATURE_HEADER = 'Kefu-Signature';
/** The header carrying the event id, the same on every attempt (deduplicate by it). */
export const EVENT_ID_HEADER = 'Kefu-Event-Id';

/** The `Kefu-Signature` value for `body` sent at `timestampSeconds`. */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

/** Options of {@link verifyWebhookSignature}. */
export interface VerifyWebhookOptions {
  /** The raw request body, exactly as received (not re-serialized JSON). */
  body: string | Buffer;
  /** The `Kefu-Signature` header. */
  header: string | undefined;
  /** The endpoint's secret. */
  secret: string;
  /** Oldest (and furthest in the future) a timestamp may be, against replay. @default 300 */
  toleranceSeconds?: number;
  /** Now, in unix seconds. @default the system clock */
  nowSeconds?: number;
}

/** Why a signature was refused. */
export type WebhookSignatureProblem = 'missing_header' | 'malformed_header' | 'timestamp_outside_tolerance' | 'signature_mismatch';

/** The verdict of {@link verifyWebhookSignature}. */
export type WebhookVerification = { ok: true; timestamp: number } | { ok: false; problem: WebhookSignatureProblem };

/**
 * Verifies a webhook the way a merchant's receiver should: an HMAC over `t.body` compared in constant time, and a
 * timestamp within the tolerance so a captured request cannot be replayed later.
 */
export function verifyWebhookSignature(options: VerifyWebhookOptions): WebhookVerification {
  if (!options.header) return { ok: false, problem: 'missing_header' };
  const fields = new Map<string, string[]>();
  for (const item of options.header.split(',')) {
    const at = item.indexOf('=');
    if (at <= 0) return { ok: false, problem: 'malformed_header' };
    const key = item.slice(0, at).trim();
    fields.set(key, [...(fields.get(key) ?? []), item.slice(at + 1).trim()]);
  }
  const timestamp = Number(fields.get('t')?.[0]);
  const candidates = fields.get('v1') ?? [];
  if (!Number.isSafeInteger(timestamp) || candidates.length === 0) return { ok: false, problem: 'malformed_header' };
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return { ok: false, problem: 'timestamp_outside_tolerance' };
  const body = typeof options.body === 'string' ? options.body : options.body.toString('utf8');
  const expected = Buffer.from(signWebhook(options.secret, body, timestamp).split('v1=')[1]!, 'hex');
  // Several v1 values are allowed so a secret can be rotated: the old and the new signature side by side.
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, /^[0-9a-f]+$/i.test(candidate) ? 'hex' : 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, timestamp } : { ok: false, problem: 'signature_mismatch' };
}
