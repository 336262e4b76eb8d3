import type { IncomingMessage, ServerResponse } from 'node:http';
import { kefuError, type KefuError } from '@kefu/protocol';

/** Sends a JSON body with no caching. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
  });
  response.end(payload);
}

/** A JSON request body as read: its value (undefined when missing or not JSON), or the refusal of one too large. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 413; error: KefuError };

/**
 * Reads a small JSON request body. One over `maxBytes` (by its Content-Length, or as it arrives) is refused with 413
 * and a TOO_LARGE error naming the limit, and the rest of it is read and thrown away rather than the connection
 * dropped: a client cut off mid-body saw "socket hang up" instead of why (`for await` left early destroys the
 * request, and its socket with it). The discarding is bounded by the server's request timeout.
 */
export function readJsonBody(request: IncomingMessage, maxBytes = 4096): Promise<JsonBody> {
  const tooLarge = (): JsonBody => ({
    ok: false,
    status: 413,
    error: { ...kefuError('TOO_LARGE', `the body is larger than ${maxBytes} bytes`), path: 'body' },
  });
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length']) > maxBytes) {
      request.resume();
      return resolve(tooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      chunks.length = 0;
      request.resume();
      resolve(tooLarge());
    };
    const onEnd = () => {
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      } catch {
        resolve({ ok: true, value: undefined });
      }
    };
    const onError = (error: Error) => reject(error);
    // A client gone before its body ended: nothing to answer (a settled promise ignores this after 'end').
    const onClose = () => reject(new Error('the request closed before its body ended'));
    request.on('data', onData).on('end', onEnd).on('error', onError).once('close', onClose);
  });
}
