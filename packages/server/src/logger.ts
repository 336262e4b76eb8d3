import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

// Shoppers type phone numbers and e-mail addresses; keep them out of logs (seed 000: PII masking).
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const EMAIL = /([\w.+-])[\w.+-]*@([\w-]+\.[\w.-]+)/g;

/** Masks phone numbers and e-mail addresses in free text. */
export function maskPii(text: string): string {
  return text.replace(PHONE, '$1****$2').replace(EMAIL, '$1***@$2');
}

/** The server's structured logger; identity tokens and secrets are never written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'kefu' },
    redact: { paths: ['identity', '*.identity', 'token', '*.token', 'identitySecret', '*.identitySecret', 'apiKey', '*.apiKey'], censor: '[redacted]' },
  });
}
