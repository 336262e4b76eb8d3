import type { FilePart, KefuError } from '@kefu/protocol';
import type { UploadAuth } from '../../events/kefu-upload-auth.js';

/** A signed link to an upload and when it stops working. */
export interface UploadLink {
  url: string;
  expiresAt: number;
}

const credentials = (auth: UploadAuth) => ({
  siteKey: auth.siteKey,
  threadId: auth.threadId,
  ...(auth.resumeToken ? { resumeToken: auth.resumeToken } : {}),
  ...(auth.identity ? { identity: auth.identity } : {}),
});

/**
 * Uploads one file to the conversation (`POST /kefu-uploads`, multipart: a CORS simple request, so no preflight).
 * Resolves with its part and a first link, or the server's typed error.
 */
export async function uploadFile(
  auth: UploadAuth,
  file: Blob,
  name: string,
): Promise<{ ok: true; part: FilePart; link: UploadLink } | { ok: false; error: Pick<KefuError, 'code' | 'message'> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(credentials(auth))) form.append(key, value);
  form.append('file', file, name);
  try {
    const response = await fetch(new URL('/kefu-uploads', auth.server), { method: 'POST', body: form });
    const body = (await response.json()) as { ok: boolean; upload?: Omit<FilePart, 'type'>; link?: UploadLink; error?: KefuError };
    if (body.ok && body.upload && body.link) return { ok: true, part: { type: 'file', ...body.upload }, link: absolute(auth, body.link) };
    return { ok: false, error: body.error ?? { code: 'INTERNAL', message: `HTTP ${response.status}` } };
  } catch {
    return { ok: false, error: { code: 'UNAVAILABLE', message: 'the upload did not reach the server' } };
  }
}

const links = new Map<string, Promise<UploadLink | undefined>>();
let batch: { auth: UploadAuth; ids: Map<string, (link: UploadLink | undefined) => void> } | undefined;

/**
 * A fresh signed link to an upload of this conversation, asked for in one request with the others rendered in the
 * same frame (`POST /kefu-uploads/sign`), and reused until a minute before it expires.
 */
export function linkFor(auth: UploadAuth, uploadId: string): Promise<UploadLink | undefined> {
  const known = links.get(uploadId);
  if (known) return known.then((link) => (link && link.expiresAt - Date.now() > 60_000 ? link : relink(auth, uploadId)));
  return relink(auth, uploadId);
}

function relink(auth: UploadAuth, uploadId: string): Promise<UploadLink | undefined> {
  const promise = new Promise<UploadLink | undefined>((resolve) => {
    if (!batch) {
      const current = (batch = { auth, ids: new Map() });
      setTimeout(() => {
        batch = undefined;
        void sign(current.auth, current.ids);
      });
    }
    batch.ids.set(uploadId, resolve);
  });
  links.set(uploadId, promise);
  return promise;
}

async function sign(auth: UploadAuth, ids: Map<string, (link: UploadLink | undefined) => void>): Promise<void> {
  let found: Record<string, UploadLink> = {};
  try {
    // text/plain keeps it a simple request (no preflight); the server reads the body as JSON.
    const response = await fetch(new URL('/kefu-uploads/sign', auth.server), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ ...credentials(auth), uploadIds: [...ids.keys()] }),
    });
    found = ((await response.json()) as { links?: Record<string, UploadLink> }).links ?? {};
  } catch {
    // Unreachable: every thumbnail shows its fallback and asks again when rendered next.
  }
  for (const [uploadId, resolve] of ids) {
    const link = found[uploadId];
    if (!link) links.delete(uploadId);
    resolve(link ? absolute(auth, link) : undefined);
  }
}

/** Remembers the link an upload came back with, so its thumbnail needs no second request. */
export function rememberLink(uploadId: string, link: UploadLink): void {
  links.set(uploadId, Promise.resolve(link));
}

function absolute(auth: UploadAuth, link: UploadLink): UploadLink {
  return { ...link, url: new URL(link.url, auth.server).href };
}
