import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** A parsed upload form: its text fields and its one file, or why it could not be read. */
export type UploadForm =
  | { ok: true; fields: Record<string, string>; file: { bytes: Buffer; name: string } }
  | { ok: false; reason: 'too_large' | 'no_file' | 'not_multipart' | 'malformed' };

const FIELD_BYTES = 8192;

/**
 * Reads a `multipart/form-data` upload (busboy): short text fields and exactly one file, never holding more than
 * `maxBytes` of it — a larger file is drained and refused as soon as it passes the limit, not after it is buffered.
 */
export function readUploadForm(request: IncomingMessage, maxBytes: number): Promise<UploadForm> {
  return new Promise((resolve) => {
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
    let tooLarge = false;
    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('close', () => {
        if (!tooLarge) file = { bytes: Buffer.concat(chunks), name: info.filename ?? '' };
      });
    });
    parser.on('error', () => resolve({ ok: false, reason: 'malformed' }));
    parser.on('close', () => {
      if (tooLarge) return resolve({ ok: false, reason: 'too_large' });
      if (!file || file.bytes.length === 0) return resolve({ ok: false, reason: 'no_file' });
      resolve({ ok: true, fields, file });
    });
    request.pipe(parser);
  });
}
