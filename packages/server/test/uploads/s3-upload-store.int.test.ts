import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { freePort, tempDir } from '@kefu/testing';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { S3UploadStore } from '../../src/uploads/s3-upload-store.js';
import type { UploadRecord } from '../../src/uploads/upload-store.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TEST_SITES } from '../gateway/support/identity-tokens.js';
import { makeJpeg, uploadForm } from './upload-files.js';

// s3rver: a pure-Node S3 server (its default S3RVER/S3RVER credentials); it does not verify signatures strictly, so
// what this proves is the requests' shape (path-style PUT/HEAD/GET, metadata round trip), not the signing.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('the S3-compatible upload store, against a local S3 server (s3rver)', () => {
  let s3: S3rver;
  let bucketUrl: string;
  const files = tempDir('kefu-s3rver-');
  beforeAll(async () => {
    const port = await freePort();
    s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: files.path, configureBuckets: [{ name: 'kefu-test' }] });
    await s3.run();
    bucketUrl = `http://127.0.0.1:${port}/kefu-test`;
  });
  afterAll(async () => {
    await s3.close();
    files.remove();
  });

  const record = (uploadId: string): UploadRecord => ({
    uploadId,
    threadId: 't_1',
    siteId: 'shop',
    mediaType: 'image/jpeg',
    size: 0,
    name: '裂了的屏幕.jpg',
    createdAt: 1_764_000_000_000,
  });

  it('puts a file with its record, heads the record and reads both back; an unknown id is undefined', async () => {
    const store = new S3UploadStore({ bucketUrl, ...KEYS });
    const bytes = makeJpeg();
    const uploadId = `up_${crypto.randomUUID()}`;
    await store.put({ ...record(uploadId), size: bytes.length }, bytes);
    expect(await store.head(uploadId)).toEqual({ ...record(uploadId), size: bytes.length });
    const read = await store.read(uploadId);
    expect(Buffer.from(read!.bytes).equals(bytes)).toBe(true);
    expect(await store.head(`up_${crypto.randomUUID()}`)).toBeUndefined();
    expect(await store.read('../../etc/passwd')).toBeUndefined();
  });

  it('a server with KEFU_UPLOAD_S3_URL stores shoppers’ uploads in the bucket and serves them by signed link', async () => {
    const server: KefuServer & { url: string } = await startTestServer({
      env: { KEFU_SITES: TEST_SITES, KEFU_UPLOAD_S3_URL: bucketUrl, KEFU_UPLOAD_S3_ACCESS_KEY_ID: 'S3RVER', KEFU_UPLOAD_S3_SECRET_ACCESS_KEY: 'S3RVER' },
    });
    const client = await TestClient.connect(server.url, { origin: 'https://shop.example' });
    try {
      expect((await client.hello({ siteKey: 'shop', locale: 'en', protocolVersion: PROTOCOL_VERSION })).ok).toBe(true);
      const bytes = makeJpeg(40, 30);
      const form = uploadForm({ siteKey: 'shop', threadId: client.threadId, resumeToken: client.resumeToken }, { bytes, name: 'a.jpg', type: 'image/jpeg' });
      const response = await fetch(`${server.url}/kefu-uploads`, { method: 'POST', body: form, headers: { origin: 'https://shop.example' } });
      const body = (await response.json()) as { upload: { uploadId: string }; link: { url: string } };
      expect(response.status).toBe(201);
      expect((await new S3UploadStore({ bucketUrl, ...KEYS }).head(body.upload.uploadId))?.threadId).toBe(client.threadId);
      const served = await fetch(`${server.url}${body.link.url}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      client.close();
      await server.close();
    }
  });
});
