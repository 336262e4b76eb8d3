import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new guest thread's resume token (for the client) and the key stored in its place (a SHA-256 of it). */
export function issueResumeToken(): { token: string; key: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, key: resumeKeyOf(token) };
}

/** The stored form of a resume token: a leaked store (or a log of it) does not let anyone resume the thread. */
export function resumeKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose key was stored; false without either (threads opened before tokens existed). */
export function resumeTokenMatches(storedKey: string | undefined, token: string | undefined): boolean {
  if (!storedKey || !token) return false;
  const given = Buffer.from(resumeKeyOf(token), 'hex');
  const stored = Buffer.from(storedKey, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
