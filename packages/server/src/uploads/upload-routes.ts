import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { kefuError, LIMITS, stripBidiControls, type KefuError } from '@kefu/protocol';
import type { RouteTable } from '../http/route-table.js';
import type { Logger } from '../logger.js';
import type { RateLimiter } from '../ports/rate-limiter.js';
import { readJsonBody } from '../demo-api/json-response.js';
import { readUploadForm } from './read-upload-form.js';
import { ACCEPTED_TYPES_IN_WORDS, sniffUpload } from './sniff-upload.js';
import { checkUploadLink, signUploadLink, UPLOAD_FILE_PATH } from './signed-link.js';
import { mayRead, shopperThread, staffCaller, type UploadAccessOptions, type UploadCaller } from './upload-access.js';
import { UPLOAD_ID, type UploadRecord, type UploadStore } from './upload-store.js';
import type { UploadSettings } from './upload-settings.js';

/** Where the widget uploads a file (multipart: `siteKey`, `threadId`, `resumeToken` or `identity`, then `file`). */
export const UPLOAD_PATH = '/kefu-uploads';
/** Where a participant asks for fresh signed links to uploads it may read. */
export const UPLOAD_SIGN_PATH = '/kefu-uploads/sign';

/** Links one sign request may ask for (a long transcript's files, a page at a time). */
const MAX_SIGNED = 50;

/** What the upload routes need. */
export interface UploadRoutesOptions extends UploadAccessOptions {
  store: UploadStore;
  settings: Pick<UploadSettings, 'linkSeconds' | 'secret'> & {
    /** Largest file, in bytes (`limits.uploadBytes`, KEFU_UPLOAD_MAX_BYTES). */
    maxBytes: number;
    /** Files per conversation per minute (`limits.uploadsPerThread`). */
    perThreadPerMinute: number;
  };
  rateLimiter: RateLimiter;
  logger: Logger;
}

/**
 * The upload endpoints. `POST /kefu-uploads` takes one file from a conversation's shopper (the socket's credentials as
 * form fields: a CORS "simple" request, so no preflight), judges its type by its bytes and its size by the limit, and
 * stores it; `POST /kefu-uploads/sign` gives its participants (that shopper; agents serving the site and the merchant's
 * backend, by bearer token) links that expire; `GET /kefu-uploads/<id>?expires&signature` serves the file to whoever holds a valid link.
 */
export function addUploadRoutes(routes: RouteTable, options: UploadRoutesOptions): void {
  routes.add('POST', UPLOAD_PATH, (request, response) => upload(options, request, response));
  routes.add('POST', UPLOAD_SIGN_PATH, (request, response) => sign(options, request, response));
  routes.add('GET', `${UPLOAD_FILE_PATH}*`, (request, response, path) => serve(options, request, response, path));
}

async function upload(options: UploadRoutesOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  allowOrigin(request, response);
  // The credentials (sent before the file) and the conversation's rate are checked as the file begins, before any
  // of it is kept: a refused upload costs the server no memory, whatever size it claims.
  const form = await readUploadForm(request, options.settings.maxBytes, (fields) => admitUpload(options, fields, request.headers.origin));
  if (!form.ok) {
    if (form.reason === 'refused' && !form.admission.ok) {
      response.setHeader('connection', 'close');
      return fail(response, form.admission.status, form.admission.error);
    }
    if (form.reason === 'too_large')
      return fail(response, 413, {
        ...kefuError('TOO_LARGE', `the file is larger than ${options.settings.maxBytes} bytes (KEFU_UPLOAD_MAX_BYTES)`),
        path: 'file',
      });
    const why = form.reason === 'no_file' ? 'no file in the form (send it as the field "file")' : 'the body must be multipart/form-data';
    return fail(response, 400, { ...kefuError('BAD_PAYLOAD', why), path: 'file' });
  }
  if (!form.admission.ok) return fail(response, form.admission.status, form.admission.error);
  const { threadId, siteId } = form.admission.caller;
  const sniffed = await sniffUpload(form.file.bytes);
  if ('detected' in sniffed)
    return fail(response, 415, {
      ...kefuError('UNSUPPORTED_MEDIA_TYPE', `the file's content is ${sniffed.detected ?? 'not a known type'}; accepted: ${ACCEPTED_TYPES_IN_WORDS}`),
      path: 'file',
    });
  const name = displayName(form.file.name);
  const record: UploadRecord = {
    uploadId: `up_${randomUUID()}`,
    threadId,
    siteId,
    mediaType: sniffed.mediaType,
    size: form.file.bytes.length,
    ...(name ? { name } : {}),
    createdAt: options.now(),
  };
  await options.store.put(record, form.file.bytes);
  options.logger.info({ threadId, uploadId: record.uploadId, mediaType: record.mediaType, size: record.size }, 'upload stored');
  const { uploadId, mediaType, size } = record;
  send(response, 201, { ok: true, upload: { uploadId, mediaType, size, ...(name ? { name } : {}) }, link: link(options, uploadId) });
}

/** Whether the shopper's credentials open the conversation, and whether it may take another file this minute. */
async function admitUpload(
  options: UploadRoutesOptions,
  fields: Record<string, string>,
  origin: string | undefined,
): Promise<{ ok: true; caller: Extract<UploadCaller, { kind: 'shopper' }> } | { ok: false; status: number; error: KefuError }> {
  const access = await shopperThread(options, fields, origin);
  if (!access.ok) return access;
  const perMinute = options.settings.perThreadPerMinute;
  const allowed = await options.rateLimiter.hit(`rate:upload-thread:${access.caller.threadId}`, perMinute, 60_000);
  if (!allowed.allowed)
    return {
      ok: false,
      status: 429,
      error: kefuError('RATE_LIMITED', `more than ${perMinute} files a minute (KEFU_LIMIT_UPLOADS_PER_THREAD)`, { retryAfterMs: allowed.retryAfterMs }),
    };
  return access;
}

async function sign(options: UploadRoutesOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  allowOrigin(request, response);
  // text/plain from the widget (a simple request, no preflight), application/json from the console: both JSON.
  const read = await readJsonBody(request, 16_384);
  if (!read.ok) return fail(response, read.status, read.error);
  const body = read.value as Record<string, unknown> | undefined;
  const uploadIds = body?.uploadIds;
  if (!Array.isArray(uploadIds) || uploadIds.length === 0 || uploadIds.length > MAX_SIGNED || !uploadIds.every((id) => typeof id === 'string'))
    return fail(response, 400, { ...kefuError('BAD_PAYLOAD', `uploadIds must be a list of 1 to ${MAX_SIGNED} upload ids`), path: 'uploadIds' });
  let caller: UploadCaller | undefined = staffCaller(options, request);
  if (!caller) {
    const credentials = Object.fromEntries(
      ['siteKey', 'threadId', 'resumeToken', 'identity'].flatMap((key) => (typeof body?.[key] === 'string' ? [[key, body[key]]] : [])),
    ) as Record<string, string>;
    const access = await shopperThread(options, credentials, request.headers.origin);
    if (!access.ok) return fail(response, access.status, access.error);
    caller = access.caller;
  }
  const links: Record<string, { url: string; expiresAt: number }> = {};
  const refused: Record<string, KefuError['code']> = {};
  await Promise.all(
    [...new Set(uploadIds as string[])].map(async (uploadId) => {
      const record = UPLOAD_ID.test(uploadId) ? await options.store.head(uploadId) : undefined;
      // Someone else's upload reads as unknown: ids cannot be probed across conversations.
      if (!record || !mayRead(caller, record)) refused[uploadId] = 'NOT_FOUND';
      else links[uploadId] = link(options, uploadId);
    }),
  );
  send(response, 200, { ok: true, links, ...(Object.keys(refused).length ? { refused } : {}) });
}

async function serve(options: UploadRoutesOptions, request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
  const uploadId = path.slice(UPLOAD_FILE_PATH.length);
  if (!UPLOAD_ID.test(uploadId)) return fail(response, 404, kefuError('NOT_FOUND', 'no such upload'));
  const query = new URL(request.url ?? '/', 'http://kefu.invalid').searchParams;
  const refusal = checkUploadLink(options.settings.secret, uploadId, query, options.now());
  if (refusal === 'forged') return fail(response, 403, { ...kefuError('FORBIDDEN', 'the link signature is not valid'), path: 'signature' });
  if (refusal === 'expired') return fail(response, 410, { ...kefuError('LINK_EXPIRED', 'the link has expired: ask for a fresh one'), path: 'expires' });
  const found = await options.store.read(uploadId);
  if (!found) return fail(response, 404, kefuError('NOT_FOUND', 'no such upload'));
  const { record, bytes } = found;
  const remaining = Math.max(0, Math.floor((Number(query.get('expires')) * 1000 - options.now()) / 1000));
  response.writeHead(200, {
    'content-type': record.mediaType,
    'content-length': bytes.length,
    // Private: a shared cache must not hand a participant's photo to someone else; no longer than the link lives.
    'cache-control': `private, max-age=${remaining}, immutable`,
    // Whatever a file holds, it runs nothing here; PDFs download rather than open in a viewer under our origin.
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
    'content-disposition': `${record.mediaType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${uploadId}"`,
  });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

function link(options: UploadRoutesOptions, uploadId: string) {
  return signUploadLink(options.settings.secret, uploadId, options.now() + options.settings.linkSeconds * 1000);
}

/**
 * The name as shown: no path, no control characters, no bidi controls (an RTL override shows "fdp.exe" as "exe.pdf"),
 * within the protocol's label length.
 */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return stripBidiControls(base)
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, Math.min(120, LIMITS.maxLabelLength));
}

// The widget runs on the shop's origin: its reads of our answers need CORS; whether the origin may act is checked per site.
function allowOrigin(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (origin) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
  }
}

function fail(response: ServerResponse, status: number, error: KefuError): void {
  send(response, status, { ok: false, error });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload), 'cache-control': 'no-store' });
  response.end(payload);
}
