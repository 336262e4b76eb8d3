import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TEST_SITES } from '../gateway/support/identity-tokens.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { makeJpeg, uploadForm } from '../uploads/upload-files.js';

// Issue 20's second red-team pass. An uploaded file's name is the shopper's to choose and is shown to agents (the
// console's file chip and the picture's title) and back to the shopper. Path parts and control characters were
// already dropped, but bidi controls were kept: "refund-form‮fdp.exe" (with U+202E) shows as "refund-formexe.pdf",
// a name that says something else than it is, as a link text with an RTL override did (finding 6b). The name is now
// stored without them; what is served is judged by its bytes and named by its upload id whatever the name.

const ORIGIN = 'https://shop.example';

describe('an uploaded file keeps no name that disguises it', () => {
  let server: KefuServer & { url: string };
  let directory: string;
  let client: TestClient;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'kefu-upload-names-'));
    server = await startTestServer({ env: { KEFU_SITES: TEST_SITES, KEFU_UPLOAD_DIR: directory, KEFU_LIMIT_UPLOADS_PER_THREAD: '20' } });
    client = await TestClient.connect(server.url, { origin: ORIGIN });
    await client.hello({ siteKey: 'shop', locale: 'en', protocolVersion: PROTOCOL_VERSION });
  });
  afterAll(async () => {
    client.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function nameOf(name: string): Promise<{ name: string | undefined; served: Response }> {
    const fields = { siteKey: 'shop', threadId: client.threadId, resumeToken: client.resumeToken };
    const response = await fetch(`${server.url}/kefu-uploads`, {
      method: 'POST',
      body: uploadForm(fields, { bytes: makeJpeg(), name, type: 'image/jpeg' }),
      headers: { origin: ORIGIN },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { upload: { uploadId: string; name?: string }; link: { url: string } };
    return { name: body.upload.name, served: await fetch(`${server.url}${body.link.url}`) };
  }

  it.each([
    ['an RTL override', 'refund-form\u202Efdp.exe', 'refund-formfdp.exe'],
    ['isolates and marks', 'photo\u2067\u200F\u2069.jpg\u200E', 'photo.jpg'],
    ['a path', '../../../etc/passwd.jpg', 'passwd.jpg'],
    ['a Windows path', '..\\..\\boot.ini.jpg', 'boot.ini.jpg'],
  ])('%s: %j is kept as %j', async (_what, given, kept) => {
    const { name, served } = await nameOf(given);
    expect(name).toBe(kept);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="up_[0-9a-f-]+"$/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a name with control characters as a malformed form (400), storing nothing', async () => {
    const before = (await readdir(directory)).length;
    const fields = { siteKey: 'shop', threadId: client.threadId, resumeToken: client.resumeToken };
    const file = { bytes: makeJpeg(), name: 'crack\u0007\u001b[2J.jpg', type: 'image/jpeg' };
    const response = await fetch(`${server.url}/kefu-uploads`, { method: 'POST', body: uploadForm(fields, file), headers: { origin: ORIGIN } });
    expect(response.status).toBe(400);
    expect((await readdir(directory)).length).toBe(before);
  });

  it('stores each file under its upload id, never under a name the shopper chose', async () => {
    expect((await readdir(directory)).every((entry) => /^up_[0-9a-f-]+\.(json|bin)$/.test(entry))).toBe(true);
  });
});
