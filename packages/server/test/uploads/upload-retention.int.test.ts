import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { freePort, tempDir } from '@kefu/testing';
import { createKefuServer } from '../../src/create-kefu-server.js';
import { loadConfig } from '../../src/config.js';
import { DiskUploadStore } from '../../src/uploads/disk-upload-store.js';
import { S3UploadStore } from '../../src/uploads/s3-upload-store.js';
import { scheduleUploadSweeps, sweepUploads } from '../../src/uploads/upload-retention.js';
import type { UploadRecord, UploadStore } from '../../src/uploads/upload-store.js';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { DEMO_SITE } from '../../src/config.js';
import { TestClient } from '../gateway/support/test-client.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { makeJpeg, uploadForm } from './upload-files.js';

const DAY = 86_400_000;
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const record = (threadId: string): UploadRecord => ({
  uploadId: `up_${crypto.randomUUID()}`,
  threadId,
  siteId: 'demo',
  mediaType: 'image/jpeg',
  size: 0,
  name: '划痕.jpg',
  createdAt: Date.now(),
});

async function ids(store: UploadStore): Promise<string[]> {
  const found: string[] = [];
  for await (const upload of store.list()) found.push(upload.uploadId);
  return found.sort();
}

// The same retention against both stores: the local disk (a temporary directory) and an S3 bucket (s3rver).
describe('uploads are deleted after their retention, and with their conversation', () => {
  let s3: S3rver;
  let bucketUrl: string;
  const bucketFiles = tempDir('kefu-retention-s3-');
  const disk = tempDir('kefu-retention-disk-');
  beforeAll(async () => {
    const port = await freePort();
    s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: bucketFiles.path, configureBuckets: [{ name: 'kefu-retention' }] });
    await s3.run();
    bucketUrl = `http://127.0.0.1:${port}/kefu-retention`;
  });
  afterAll(async () => {
    await s3.close();
    bucketFiles.remove();
    disk.remove();
  });

  const stores: Array<[string, () => UploadStore]> = [
    ['the local disk', () => new DiskUploadStore(`${disk.path}/${crypto.randomUUID()}`)],
    ['an S3 bucket (s3rver)', () => new S3UploadStore({ bucketUrl, ...KEYS, prefix: `kefu-uploads-${crypto.randomUUID()}/` })],
  ];

  it.each(stores)('on %s: kept while young, gone with an expired conversation after the thread retention, gone after 90 days', async (_name, make) => {
    const store = make();
    const bytes = makeJpeg();
    const live = { ...record('t_live'), size: bytes.length };
    const gone = { ...record('t_gone'), size: bytes.length };
    await store.put(live, bytes);
    await store.put(gone, bytes);
    expect(await ids(store)).toEqual([live.uploadId, gone.uploadId].sort());

    const clock = createManualClock(Date.now());
    const options = { store, clock, retentionDays: 90, threadRetentionDays: 30, threadExists: async (threadId: string) => threadId === 't_live' };
    clock.set(Date.now() + 29 * DAY);
    expect(await sweepUploads(options)).toEqual({ deleted: 0, kept: 2 });

    // Past the thread retention: the conversation of `gone` expired, its photo goes; `live`'s is still talking.
    clock.set(Date.now() + 31 * DAY);
    expect(await sweepUploads(options)).toEqual({ deleted: 1, kept: 1 });
    expect(await store.head(gone.uploadId)).toBeUndefined();
    expect(await store.read(gone.uploadId)).toBeUndefined();
    expect(await ids(store)).toEqual([live.uploadId]);

    clock.set(Date.now() + 91 * DAY);
    expect(await sweepUploads(options)).toEqual({ deleted: 1, kept: 0 });
    expect(await ids(store)).toEqual([]);
    expect(await store.read(live.uploadId)).toBeUndefined();
    // Deleting what is already gone is not an error.
    await store.delete(live.uploadId);
  });

  it.each(stores)('on %s: 0 days keeps uploads by age, and threads kept forever cost no lookup', async (_name, make) => {
    const store = make();
    const upload = { ...record('t_any'), size: 3 };
    await store.put(upload, new Uint8Array([0xff, 0xd8, 0xff]));
    const looked: string[] = [];
    const clock = createManualClock(Date.now() + 3000 * DAY);
    const result = await sweepUploads({ store, clock, retentionDays: 0, threadRetentionDays: 0, threadExists: async (id) => (looked.push(id), false) });
    expect(result).toEqual({ deleted: 0, kept: 1 });
    expect(looked).toEqual([]);
    expect(await store.head(upload.uploadId)).toEqual(upload);
  });

  it('the server sweeps its disk store at start and hourly with its clock: a shopper’s photo is gone 90 days on, and no link is signed for it', async () => {
    const directory = `${disk.path}/${crypto.randomUUID()}`;
    // The server's clock, and the scheduler of its sweeps moved by hand: each advance runs one sweep.
    const clock = createManualClock(Date.now());
    const sweeps = createManualClock(0);
    const server = await createKefuServer({
      config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', KEFU_UPLOAD_DIR: directory, KEFU_UPLOAD_RETENTION_DAYS: '90' }),
      clock,
      uploadSweeps: { scheduler: sweeps },
    });
    const url = await server.listen();
    const client = await TestClient.connect(url);
    const sweepOnce = async () => {
      await expect.poll(() => sweeps.pending()).toBe(1);
      await sweeps.advance(3_600_000);
      await expect.poll(() => sweeps.pending()).toBe(1);
    };
    try {
      const identity = await identityToken('c_1001', { secret: DEMO_SITE.identitySecret });
      expect((await client.hello({ identity })).ok).toBe(true);
      const form = uploadForm({ siteKey: 'demo', threadId: client.threadId, identity }, { bytes: makeJpeg(), name: '屏幕.jpg', type: 'image/jpeg' });
      const response = await fetch(`${url}/kefu-uploads`, { method: 'POST', body: form });
      expect(response.status).toBe(201);
      const { upload } = (await response.json()) as { upload: { uploadId: string } };
      expect((await readdir(directory)).sort()).toEqual([`${upload.uploadId}.bin`, `${upload.uploadId}.json`]);

      clock.set(Date.now() + 89 * DAY);
      await sweepOnce();
      expect(await readdir(directory)).toHaveLength(2);
      clock.set(Date.now() + 91 * DAY);
      await sweepOnce();
      expect(await readdir(directory)).toEqual([]);
      const sign = await fetch(`${url}/kefu-uploads/sign`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.dependencies.config.demoAgentToken!}`, 'content-type': 'application/json' },
        body: JSON.stringify({ uploadIds: [upload.uploadId] }),
      });
      expect(await sign.json()).toEqual({ ok: true, links: {}, refused: { [upload.uploadId]: 'NOT_FOUND' } });
    } finally {
      client.close();
      await server.close();
    }
  });

  it('a sweep that fails is logged and the next one still runs', async () => {
    const clock = createManualClock(Date.now());
    let calls = 0;
    const broken: UploadStore = {
      put: async () => undefined,
      head: async () => undefined,
      read: async () => undefined,
      delete: async () => undefined,
      // eslint-disable-next-line require-yield
      async *list() {
        calls += 1;
        throw new Error('bucket unreachable');
      },
    };
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => errors.push(args), info: () => undefined, warn: () => undefined } as never;
    const sweeps = scheduleUploadSweeps({
      store: broken,
      clock,
      scheduler: clock,
      retentionDays: 90,
      threadRetentionDays: 90,
      threadExists: async () => true,
      logger,
    });
    await expect.poll(() => calls).toBe(1);
    await clock.advance(3_600_000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
    sweeps.stop();
    await clock.advance(3_600_000);
    expect(calls).toBe(2);
  });
});
