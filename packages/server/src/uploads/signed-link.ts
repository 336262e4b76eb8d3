import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where uploaded files are read back, by signed link: `/kefu-uploads/<uploadId>?expires=<epoch s>&signature=<hmac>`. */
export const UPLOAD_FILE_PATH = '/kefu-uploads/';

const mac = (secret: string, uploadId: string, expires: number) => createHmac('sha256', secret).update(`${uploadId}\n${expires}`).digest('base64url');

/** A link to one upload that works until `expiresAt` (epoch ms, rounded down to the second) for whoever holds it. */
export function signUploadLink(secret: string, uploadId: string, expiresAt: number): { url: string; expiresAt: number } {
  const expires = Math.floor(expiresAt / 1000);
  return { url: `${UPLOAD_FILE_PATH}${uploadId}?expires=${expires}&signature=${mac(secret, uploadId, expires)}`, expiresAt: expires * 1000 };
}

/** Why a link was refused. */
export type LinkRefusal = 'forged' | 'expired';

/** Checks a link's signature (constant time) and then its expiry; the signature covers both the id and the expiry. */
export function checkUploadLink(secret: string, uploadId: string, query: URLSearchParams, now: number): LinkRefusal | undefined {
  const expiresText = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (!/^\d{1,12}$/.test(expiresText) || !/^[\w-]{43}$/.test(signature)) return 'forged';
  const expected = Buffer.from(mac(secret, uploadId, Number(expiresText)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return Number(expiresText) * 1000 <= now ? 'expired' : undefined;
}
