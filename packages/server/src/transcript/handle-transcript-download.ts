import type { ClientAck, TranscriptDownload } from '@kefu/protocol';
import type { GatewayContext, Session } from '../socket/gateway-context.js';
import { readTranscript } from './read-transcript.js';

/**
 * `transcript:download`: the session's own conversation as a text or HTML file, personal data masked. The thread is
 * the one the hello proved the shopper holds (its resume token or the customer's identity), so no request can name
 * another's; a socket without a hello gets `NO_SESSION`, and a session that identity expired `NOT_AUTHENTICATED`.
 */
export async function handleTranscriptDownload(
  context: GatewayContext,
  session: Session,
  request: TranscriptDownload,
): Promise<ClientAck<'transcript:download'>> {
  const transcript = await readTranscript(context.stores.log, session.threadId, session.locale);
  const day = new Date(context.clock.now()).toISOString().slice(0, 10);
  return request.format === 'html'
    ? { ok: true, filename: `transcript-${day}.html`, mimeType: 'text/html;charset=utf-8', content: transcript.html }
    : { ok: true, filename: `transcript-${day}.txt`, mimeType: 'text/plain;charset=utf-8', content: transcript.text };
}
