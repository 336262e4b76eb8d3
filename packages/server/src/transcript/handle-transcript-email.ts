import { kefuError, type ClientAck, type TranscriptEmail } from '@kefu/protocol';
import type { GatewayContext, Session } from '../socket/gateway-context.js';
import type { TranscriptMailer } from './transcript-mailer.js';
import { readTranscript } from './read-transcript.js';

/**
 * `transcript:email`: mails the session's own conversation (personal data masked) to the address the shopper typed.
 * Only the thread the hello proved the shopper holds can be sent; KEFU_LIMIT_TRANSCRIPT_EMAILS_PER_THREAD / _PER_IP
 * bound it per hour. Without KEFU_SMTP_URL it is `UNAVAILABLE` and not retryable; a failing SMTP server is
 * `UNAVAILABLE` and retryable.
 */
export async function handleTranscriptEmail(
  context: GatewayContext,
  mailer: TranscriptMailer | undefined,
  session: Session,
  request: TranscriptEmail,
): Promise<ClientAck<'transcript:email'>> {
  if (!mailer) {
    return {
      ok: false,
      error: kefuError('UNAVAILABLE', 'this server sends no e-mail (KEFU_SMTP_URL is not set)', { event: 'transcript:email', retryable: false }),
    };
  }
  const transcript = await readTranscript(context.stores.log, session.threadId, session.locale);
  try {
    await mailer.send({ to: request.email, subject: transcript.subject, text: transcript.text, html: transcript.html });
  } catch (error) {
    context.logger.warn({ err: error, threadId: session.threadId }, 'sending a transcript failed');
    return { ok: false, error: kefuError('UNAVAILABLE', 'the mail server did not take the transcript; try again later', { event: 'transcript:email' }) };
  }
  return { ok: true };
}
