import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ThreadEvent } from '@kefu/protocol';
import { DEMO_SITE } from '../../src/config.js';
import type { WriteRequest } from '../../src/ports/commerce-backend.js';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { workflowTestAgent } from '../workflows/workflow-test-agent.js';
import { makeJpeg, uploadForm } from './upload-files.js';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const prompt = (client: TestClient) => {
  const open = client.rendered.findLast((event) => event.event === 'interrupt:open');
  if (open?.event !== 'interrupt:open') throw new Error('no prompt');
  return open.data.interrupt;
};
const prompts = (client: TestClient, count: number) =>
  client.waitUntil(
    `prompt ${count}`,
    (events: ThreadEvent[]) => events.filter((event) => event.event === 'interrupt:open').length >= count && events.at(-1)?.event === 'interrupt:open',
  );

describe('the return workflow’s photo step takes real uploads', () => {
  it('a photo uploaded to the thread reaches the return request as its upload id, and shows as "1 张" in the confirmation', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'kefu-return-photo-'));
    cleanup.push(() => rm(directory, { recursive: true, force: true }));
    // The demo shop's own backend, with a record of what the workflow writes to it.
    const written: WriteRequest[] = [];
    const server = await startTestServer({
      env: { KEFU_UPLOAD_DIR: directory },
      agent: (deps) => {
        const commerce = createShopFolderCommerce({ clock: deps.clock });
        const submit = commerce.submit.bind(commerce);
        commerce.submit = async (request) => {
          written.push(request);
          return submit(request);
        };
        return workflowTestAgent(deps, commerce);
      },
    });
    cleanup.push(() => server.close());
    const client = await TestClient.connect(server.url);
    cleanup.push(() => client.close());
    expect((await client.hello({ identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) })).ok).toBe(true);

    const form = uploadForm(
      { siteKey: 'demo', threadId: client.threadId, identity: await identityToken('c_1001', { secret: DEMO_SITE.identitySecret }) },
      { bytes: makeJpeg(), name: '外壳裂了.jpg', type: 'image/jpeg' },
    );
    const uploaded = (await (await fetch(`${server.url}/kefu-uploads`, { method: 'POST', body: form })).json()) as { upload: { uploadId: string } };
    const { uploadId } = uploaded.upload;

    await client.send('我要退货');
    await prompts(client, 1);
    await client.send('KF10010001');
    await prompts(client, 2);
    await client.request('interrupt:reply', { interruptId: prompt(client).interruptId, action: 'answer', value: 'quality' });
    await prompts(client, 3);
    expect(prompt(client)).toMatchObject({ kind: 'upload' });
    expect(
      await client.request('interrupt:reply', { interruptId: prompt(client).interruptId, action: 'upload', files: [{ uploadId, name: '外壳裂了.jpg' }] }),
    ).toEqual({
      ok: true,
    });
    await prompts(client, 4);
    // The closing names the photo as a file part (no link), so the agent's transcript can show it.
    const closing = client.rendered.findLast((event) => event.event === 'interrupt:closed');
    expect(closing?.data).toMatchObject({ answer: '已上传 1 张图片', files: [{ type: 'file', uploadId, mediaType: 'image/jpeg', name: '外壳裂了.jpg' }] });
    expect(prompt(client).summary).toContainEqual({ label: '照片', value: '1 张' });
    await client.request('interrupt:reply', { interruptId: prompt(client).interruptId, action: 'approve' });
    await client.waitUntil('the receipt', (events) =>
      events.some((event) => event.event === 'message:done' && event.data.message.parts?.[0]?.type === 'receipt'),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ kind: 'return', orderId: 'KF10010001', details: { reason: 'quality', photos: [uploadId] } });
  });
});
