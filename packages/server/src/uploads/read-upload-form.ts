import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** A parsed upload form: its text fields, its one file and what `admit` said, or why it could not be read. */
export type UploadForm<A extends { ok: boolean }> =
  | { ok: true; fields: Record<string, string>; file: { bytes: Buffer; name: string }; admission: A }
  | { ok: false; reason: 'too_large' | 'no_file' | 'not_multipart' | 'malformed' }
  | { ok: false; reason: 'refused'; admission: A };

const FIELD_BYTES = 8192;

/**
 * Reads a `multipart/form-data` upload (busboy): short text fields and exactly one file, never holding more than
 * `maxBytes` of it — a larger file is drained and refused as soon as it passes the limit, not after it is buffered.
 * `admit` judges the fields sent before the file (the caller's credentials) when the file begins: refused, the file
 * is read no further than the network hands it and kept nowhere, so a stranger with made-up credentials cannot make
 * the server hold megabytes per request while it waits for the end of the body.
 */
export function readUploadForm<A extends { ok: boolean }>(
  request: IncomingMessage,
  maxBytes: number,
  admit: (fields: Record<string, string>) => Promise<A>,
): Promise<UploadForm<A>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send a file name's UTF-8 bytes as they are; busboy's default (latin1) turned "外壳裂了.jpg" into mojibake.
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: FIELD_BYTES, parts: 12 },
      });
    } catch {
      request.resume();
      return resolve({ ok: false, reason: 'not_multipart' });
    }
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; name: string } | undefined;
    let admission: Promise<A> | undefined;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.pause();
      admission = admit({ ...fields });
      void admission.then(
        (admitted) => {
          if (!admitted.ok) {
            // Answered now; the rest of the body is read and dropped, never parsed or kept.
            request.unpipe(parser);
            request.resume();
            return resolve({ ok: false, reason: 'refused', admission: admitted });
          }
          stream.on('data', (chunk: Buffer) => {
            if (!tooLarge) chunks.push(chunk);
          });
          stream.on('close', () => {
            if (!tooLarge) file = { bytes: Buffer.concat(chunks), name: info.filename ?? '' };
          });
          stream.resume();
        },
        (error: unknown) => {
          request.unpipe(parser);
          request.resume();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    parser.on('error', () => resolve({ ok: false, reason: 'malformed' }));
    parser.on('close', () => {
      if (tooLarge) return resolve({ ok: false, reason: 'too_large' });
      if (!file || file.bytes.length === 0 || !admission) return resolve({ ok: false, reason: 'no_file' });
      const done = file;
      admission.then(
        (admitted) => resolve(admitted.ok ? { ok: true, fields, file: done, admission: admitted } : { ok: false, reason: 'refused', admission: admitted }),
        reject,
      );
    });
    request.pipe(parser);
  });
}
