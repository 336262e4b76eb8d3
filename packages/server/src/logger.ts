import { pino, type DestinationStream, type Logger } from 'pino';
import { maskPii } from './privacy/pii-detector.js';

export type { Logger } from 'pino';

/**
 * The server's structured logger; identity tokens and secrets are never written, and personal data
 * (phones, ID-card and card numbers, e-mails, addresses) is masked in every finished line, whatever the
 * level, field, message, child binding or serialized error it came in through — no call site can forget.
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination(1)): Logger {
  return pino(
    {
      level,
      base: { service: 'kefu' },
      redact: { paths: ['identity', '*.identity', 'token', '*.token', 'identitySecret', '*.identitySecret', 'apiKey', '*.apiKey'], censor: '[redacted]' },
    },
    maskedDestination(destination),
  );
}

// Masking the serialized line (not the objects) also covers err serializers and bindings, which pino
// applies after its formatters; the detector is JSON-safe (see BEFORE in pii-detector.ts).
function maskedDestination(destination: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      return destination.write(maskPii(line));
    },
  };
}
