import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TEST_SITES } from '../gateway/support/identity-tokens.js';
import type { KefuServer } from '../../src/create-kefu-server.js';

// Issue 20's second red-team pass. `POST /kefu-uploads` read the whole file (up to KEFU_UPLOAD_MAX_BYTES, 10 MB) into
// memory before it looked at the credentials sent ahead of it, so anyone — no conversation, made-up thread id — could
// make the server hold 10 MB per request for as long as they took to send it (60 such uploads at once from one
// address: the test process's RSS 187 → 291 MB, each answered 404 only after its last byte), and a conversation past
// KEFU_LIMIT_UPLOADS_PER_THREAD likewise. The credentials and the rate are now checked when the file begins: a refused
// upload is answered at once, with its typed error, and nothing of its file is kept.

const ORIGIN = 'https://shop.example';
const BOUNDARY = 'redteamBoundary42';

/** Opens an upload whose file never ends: the fields, the file's first 256 KiB, and then silence. */
function unfinishedUpload(
  base: string,
  fields: Record<string, string>,
  origin = ORIGIN,
): { answer: Promise<{ status: number; body: string }>; req: ClientRequest } {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      new URL('/kefu-uploads', base),
      { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, origin } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
  req.write(head);
  req.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256 * 1024, 0x41)]));
  return { answer, req };
}

/** The answer, or "no answer" when none came within `ms` while the body was still open. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms))]);

describe('an upload the server will refuse is answered before its body ends, and nothing of it is kept', () => {
  let server: KefuServer & { url: string };
  let directory: string;
  let client: TestClient;
  const open: ClientRequest[] = [];
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'kefu-upload-refusals-'));
    server = await startTestServer({ env: { KEFU_SITES: TEST_SITES, KEFU_UPLOAD_DIR: directory, KEFU_LIMIT_UPLOADS_PER_THREAD: '1' } });
    client = await TestClient.connect(server.url, { origin: ORIGIN });
    await client.hello({ siteKey: 'shop', locale: 'en', protocolVersion: PROTOCOL_VERSION });
  });
  afterEach(() => open.splice(0).forEach((req) => req.destroy()));
  afterAll(async () => {
    client.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it.each([
    ['a made-up thread id', () => ({ siteKey: 'shop', threadId: 'no-such-thread' }), 404, 'NOT_FOUND'],
    ['a real thread without its resume token', () => ({ siteKey: 'shop', threadId: client.threadId! }), 403, 'FORBIDDEN'],
    ['an unknown site', () => ({ siteKey: 'nope', threadId: client.threadId! }), 403, 'UNKNOWN_SITE'],
  ])('%s: answered with its typed error while the file is still arriving', async (_what, fields, status, code) => {
    const upload = unfinishedUpload(server.url, fields());
    open.push(upload.req);
    const answer = await within(upload.answer, 3000);
    expect(answer).not.toBe('no answer');
    expect(answer).toMatchObject({ status });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ ok: false, error: { code } });
  });

  it('a conversation past its uploads a minute: answered 429 at once, and only the one file it was allowed is stored', async () => {
    const credentials = { siteKey: 'shop', threadId: client.threadId!, resumeToken: client.resumeToken! };
    const first = await fetch(`${server.url}/kefu-uploads`, {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: (() => {
        const form = new FormData();
        for (const [name, value] of Object.entries(credentials)) form.append(name, value);
        form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])], { type: 'image/jpeg' }), 'a.jpg');
        return form;
      })(),
    });
    expect([201, 415]).toContain(first.status);
    const upload = unfinishedUpload(server.url, credentials);
    open.push(upload.req);
    const answer = await within(upload.answer, 3000);
    expect(answer).toMatchObject({ status: 429 });
    expect((await readdir(directory)).filter((name) => name.endsWith('.bin')).length).toBeLessThanOrEqual(1);
  });
});
