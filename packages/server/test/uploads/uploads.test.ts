import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type KefuError, type Message } from '@kefu/protocol';
import { serviceAvailable, startRedis, type RedisService } from '@kefu/testing';
import { TestClient } from '../gateway/support/test-client.js';
import { startTestServer } from '../gateway/support/test-server.js';
import { TEST_SITES, identityToken } from '../gateway/support/identity-tokens.js';
import type { KefuServer } from '../../src/create-kefu-server.js';
import type { Agent } from '../../src/ports/agent.js';
import { makeJpeg, uploadForm } from './upload-files.js';

const ORIGIN = 'https://shop.example';

/** Every field the upload endpoints answer with, read loosely: each test checks the ones it expects. */
interface UploadAnswer {
  ok: boolean;
  upload: { uploadId: string; mediaType: string; size: number; name?: string };
  link: { url: string; expiresAt: number };
  links: Record<string, { url: string; expiresAt: number }>;
  refused?: Record<string, string>;
  error: KefuError;
}
const API_KEYS = JSON.stringify([
  { id: 'shop-backend', key: 'api-key-of-the-shop-backend-0123456789', sites: ['shop'] },
  { id: 'other-backend', key: 'api-key-of-another-backend-0123456789', sites: ['other'] },
]);
const AGENTS = JSON.stringify([
  { id: 'a-shop', name: 'Shop Agent', token: 'agent-token-shop-0123456789', sites: ['shop'] },
  { id: 'a-other', name: 'Other Agent', token: 'agent-token-other-0123456789', sites: ['other'] },
]);

// Opens a photo step on "return", takes anything else as a plain message.
const photoAgent: Agent & { replies: unknown[] } = {
  replies: [],
  async runTurn(request, output) {
    if (request.messages.some((message) => message.text === 'return'))
      await output.emit({ event: 'interrupt:open', interrupt: { interruptId: 'photo1', kind: 'upload', prompt: 'A photo, please', skippable: true } });
    else await output.emit({ event: 'message:done', message: { role: 'assistant', text: 'ok' } });
  },
  async replyToInterrupt(request, output) {
    photoAgent.replies.push(request.reply);
    await output.emit({ event: 'message:done', message: { role: 'assistant', text: 'got it' } });
  },
  async cancel() {},
};

const withRedis = serviceAvailable('redis');

// With Redis, the thread owners the upload routes check and their rate limits are Redis's (shared by every process).
describe.each([['memory'], ...(withRedis ? [['redis']] : [])])('uploads: type by magic bytes, size, signed links, participants (%s)', (backend) => {
  let redis: RedisService | undefined;
  let server: KefuServer & { url: string };
  let directory: string;
  let now = Date.now();
  const tabs: TestClient[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'kefu-uploads-'));
    if (backend === 'redis') redis = await startRedis({ durable: false });
    server = await startTestServer({
      agent: photoAgent,
      clock: { now: () => now },
      env: {
        KEFU_SITES: TEST_SITES,
        KEFU_AGENTS: AGENTS,
        KEFU_API_KEYS: API_KEYS,
        KEFU_UPLOAD_DIR: directory,
        KEFU_UPLOAD_MAX_BYTES: '65536',
        KEFU_UPLOAD_LINK_SECONDS: '60',
        KEFU_LIMIT_UPLOADS_PER_THREAD: '6',
        ...(redis ? { REDIS_URL: redis.url } : {}),
      },
    });
  });
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
    now = Date.now();
  });
  afterAll(async () => {
    await server.close();
    await redis?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  async function shopper(identity?: string): Promise<TestClient> {
    const client = await TestClient.connect(server.url, { origin: ORIGIN });
    tabs.push(client);
    const ack = await client.hello({ siteKey: 'shop', locale: 'en', protocolVersion: PROTOCOL_VERSION, ...(identity ? { identity } : {}) });
    expect(ack.ok).toBe(true);
    return client;
  }
  const credentials = (client: TestClient) => ({ siteKey: 'shop', threadId: client.threadId, resumeToken: client.resumeToken });
  async function post(fields: Record<string, string | undefined>, file: { bytes: Uint8Array; name: string; type: string }, origin = ORIGIN) {
    const response = await fetch(`${server.url}/kefu-uploads`, { method: 'POST', body: uploadForm(fields, file), headers: { origin } });
    return { status: response.status, body: (await response.json()) as UploadAnswer, cors: response.headers.get('access-control-allow-origin') };
  }
  async function sign(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/kefu-uploads/sign`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'text/plain', origin: ORIGIN, ...headers },
    });
    return { status: response.status, body: (await response.json()) as UploadAnswer };
  }
  const jpegFile = () => ({ bytes: makeJpeg(), name: 'cracked screen.jpg', type: 'image/jpeg' });
  const stored = async () => (await readdir(directory)).filter((name) => name.endsWith('.json')).length;

  it('stores a real JPEG from the thread’s shopper and serves the same bytes back through its signed link', async () => {
    const client = await shopper();
    const file = jpegFile();
    const { status, body, cors } = await post(credentials(client), file);
    expect(status).toBe(201);
    expect(cors).toBe(ORIGIN);
    expect(body.upload).toMatchObject({ mediaType: 'image/jpeg', size: file.bytes.length, name: 'cracked screen.jpg' });
    expect(body.upload.uploadId).toMatch(/^up_[0-9a-f-]{36}$/);
    expect(body.link.url).toMatch(new RegExp(`^/kefu-uploads/${body.upload.uploadId}\\?expires=\\d+&signature=[\\w-]{43}$`));
    const served = await fetch(`${server.url}${body.link.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer()).equals(file.bytes)).toBe(true);
  });

  it.each([
    ['an HTML page named photo.jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg', 'image/jpeg'],
    ['an SVG (which can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['a ZIP renamed .pdf', Buffer.from('504b0304140000000800', 'hex'), 'invoice.pdf', 'application/pdf'],
    [
      'a GIF (not accepted)',
      Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex'),
      'a.gif',
      'image/jpeg',
    ],
  ])('refuses %s by its bytes, whatever its name and declared type, and stores nothing', async (_what, bytes, name, type) => {
    const client = await shopper();
    const before = await stored();
    const { status, body } = await post(credentials(client), { bytes, name, type });
    expect(status).toBe(415);
    expect(body).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE', path: 'file' } });
    expect(body.error.message).toContain('JPEG, PNG, WebP, HEIC/HEIF or PDF');
    expect(await stored()).toBe(before);
  });

  it('accepts PNG, WebP, HEIC and PDF by their magic bytes', async () => {
    const client = await shopper();
    const samples: [string, Buffer][] = [
      [
        'image/png',
        Buffer.from(
          '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000200a7d1b2d80000000049454e44ae426082',
          'hex',
        ),
      ],
      [
        'image/webp',
        Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.from([26, 0, 0, 0]),
          Buffer.from('WEBPVP8L'),
          Buffer.from('0d0000002f0000000007d0ff0fe8fe07', 'hex'),
          Buffer.alloc(8),
        ]),
      ],
      [
        'image/heic',
        Buffer.concat([Buffer.from('00000018667479706865696300000000', 'hex'), Buffer.from('6d696631686569630000000000', 'hex'), Buffer.alloc(32)]),
      ],
      ['application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
    ];
    for (const [mediaType, bytes] of samples) {
      const { status, body } = await post(credentials(client), { bytes, name: 'x', type: 'application/octet-stream' });
      expect({ mediaType, status, detected: body.upload?.mediaType }).toEqual({ mediaType, status: 201, detected: mediaType });
    }
  });

  it('refuses a file over KEFU_UPLOAD_MAX_BYTES with TOO_LARGE and stores nothing', async () => {
    const client = await shopper();
    const before = await stored();
    const big = Buffer.concat([makeJpeg(), Buffer.alloc(65_536)]);
    const { status, body } = await post(credentials(client), { bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    expect(status).toBe(413);
    expect(body).toMatchObject({ ok: false, error: { code: 'TOO_LARGE', path: 'file' } });
    expect(body.error.message).toContain('65536');
    expect(await stored()).toBe(before);
  });

  it('refuses an unknown thread, a wrong resume token, another site’s origin and a form without a file, each with its typed error', async () => {
    const client = await shopper();
    const cases = [
      [{ ...credentials(client), threadId: 't_00000000-0000-4000-8000-000000000000' }, ORIGIN, 404, 'NOT_FOUND', 'threadId'],
      [{ ...credentials(client), resumeToken: 'x'.repeat(43) }, ORIGIN, 403, 'FORBIDDEN', 'resumeToken'],
      [{ ...credentials(client), resumeToken: undefined }, ORIGIN, 403, 'FORBIDDEN', 'resumeToken'],
      [credentials(client), 'https://evil.example', 403, 'ORIGIN_NOT_ALLOWED', undefined],
      [{ ...credentials(client), siteKey: 'nope' }, ORIGIN, 403, 'UNKNOWN_SITE', undefined],
    ] as const;
    for (const [fields, origin, status, code, path] of cases) {
      const result = await post(fields, jpegFile(), origin);
      expect({ status: result.status, code: result.body.error?.code, path: result.body.error?.path }).toEqual({ status, code, path });
    }
    const empty = await fetch(`${server.url}/kefu-uploads`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('siteKey', 'shop');
        return form;
      })(),
      headers: { origin: ORIGIN },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', path: 'file' } });
  });

  it('takes at most KEFU_LIMIT_UPLOADS_PER_THREAD files a minute per conversation (RATE_LIMITED), then again a minute later', async () => {
    const client = await shopper();
    for (let index = 0; index < 6; index += 1) expect((await post(credentials(client), jpegFile())).status).toBe(201);
    const refused = await post(credentials(client), jpegFile());
    expect(refused).toMatchObject({ status: 429, body: { ok: false, error: { code: 'RATE_LIMITED', retryable: true } } });
    expect(refused.body.error.retryAfterMs).toBeGreaterThan(0);
    now += 61_000;
    expect((await post(credentials(client), jpegFile())).status).toBe(201);
  });

  it('a signed-in customer’s thread takes uploads only with a valid identity token naming that customer', async () => {
    const client = await shopper(await identityToken('c7'));
    const fields = { siteKey: 'shop', threadId: client.threadId };
    expect((await post(fields, jpegFile())).body.error).toMatchObject({ code: 'NOT_AUTHENTICATED', path: 'identity' });
    expect((await post({ ...fields, identity: await identityToken('c8') }, jpegFile())).body.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await post({ ...fields, identity: await identityToken('c7', { secret: 'not-the-shop-secret-0123456789' }) }, jpegFile())).body.error).toMatchObject(
      {
        code: 'NOT_AUTHENTICATED',
      },
    );
    expect((await post({ ...fields, identity: await identityToken('c7') }, jpegFile())).status).toBe(201);
  });

  it('a link stops working at its expiry (LINK_EXPIRED) and a forged or altered one never works (FORBIDDEN)', async () => {
    const client = await shopper();
    const mine = (await post(credentials(client), jpegFile())).body;
    const other = (await post(credentials(client), jpegFile())).body;
    const url = new URL(mine.link.url, server.url);
    const get = async (href: string) => {
      const response = await fetch(href);
      return { status: response.status, body: response.headers.get('content-type')?.startsWith('application/json') ? await response.json() : undefined };
    };
    expect((await get(url.href)).status).toBe(200);

    const altered = (change: (url: URL) => void) => {
      const copy = new URL(url.href);
      change(copy);
      return copy.href;
    };
    const forgeries = [
      altered((u) => {
        // One character changed (never to itself).
        const signature = u.searchParams.get('signature')!;
        u.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
      }),
      altered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      altered((u) => (u.pathname = `/kefu-uploads/${other.upload.uploadId}`)),
      altered((u) => u.searchParams.delete('signature')),
      `${server.url}/kefu-uploads/${mine.upload.uploadId}`,
    ];
    for (const forged of forgeries) expect(await get(forged)).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });

    now += 61_000; // past KEFU_UPLOAD_LINK_SECONDS=60
    expect(await get(url.href)).toMatchObject({ status: 410, body: { error: { code: 'LINK_EXPIRED', path: 'expires' } } });
    // A participant asks for a fresh link and reads the file again.
    const fresh = await sign({ ...credentials(client), uploadIds: [mine.upload.uploadId] });
    expect((await get(new URL(fresh.body.links[mine.upload.uploadId]!.url, server.url).href)).status).toBe(200);
  });

  it('signs links only for the conversation’s participants: its shopper, agents serving its site, and the site’s backend by API key', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const { uploadId } = (await post(credentials(owner), jpegFile())).body.upload;

    const asOwner = await sign({ ...credentials(owner), uploadIds: [uploadId] });
    expect(asOwner.body.links[uploadId]?.url).toContain(uploadId);
    const asStranger = await sign({ ...credentials(stranger), uploadIds: [uploadId] });
    expect(asStranger).toMatchObject({ status: 200, body: { ok: true, links: {}, refused: { [uploadId]: 'NOT_FOUND' } } });
    const borrowedId = await sign({ ...credentials(stranger), threadId: owner.threadId, uploadIds: [uploadId] });
    expect(borrowedId).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN', path: 'resumeToken' } } });

    const shopAgent = await sign({ uploadIds: [uploadId] }, { authorization: 'Bearer agent-token-shop-0123456789' });
    expect(shopAgent.body.links[uploadId]?.url).toContain(uploadId);
    const otherAgent = await sign({ uploadIds: [uploadId] }, { authorization: 'Bearer agent-token-other-0123456789' });
    expect(otherAgent.body).toMatchObject({ links: {}, refused: { [uploadId]: 'NOT_FOUND' } });
    // The merchant's backend reads the photos of the requests it receives with its REST API key, for its own sites only.
    const shopBackend = await sign({ uploadIds: [uploadId] }, { authorization: 'Bearer api-key-of-the-shop-backend-0123456789' });
    expect(shopBackend.body.links[uploadId]?.url).toContain(uploadId);
    const otherBackend = await sign({ uploadIds: [uploadId] }, { authorization: 'Bearer api-key-of-another-backend-0123456789' });
    expect(otherBackend.body).toMatchObject({ links: {}, refused: { [uploadId]: 'NOT_FOUND' } });
    const badToken = await sign({ uploadIds: [uploadId] }, { authorization: 'Bearer not-an-agent-token-000000' });
    expect(badToken).toMatchObject({ status: 403, body: { error: { code: 'UNKNOWN_SITE' } } }); // no agent, and no shopper credentials either
  });

  it('a message carries its own thread’s uploads as file parts; another thread’s upload is refused and nothing is stored', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const { uploadId } = (await post(credentials(owner), jpegFile())).body.upload;

    const refused = await stranger.request('message:send', { clientMsgId: crypto.randomUUID(), text: 'look', attachments: [uploadId] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'attachments.0' } });
    expect(stranger.rendered.filter((event) => event.event === 'message:done')).toEqual([]);

    expect(await owner.request('message:send', { clientMsgId: crypto.randomUUID(), text: 'the screen', attachments: [uploadId] })).toMatchObject({ ok: true });
    await owner.waitUntil('the shopper’s message', (events) => events.some((event) => event.event === 'message:done' && event.data.message.role === 'user'));
    const message = owner.rendered.find((event) => event.event === 'message:done')?.data.message as Message;
    expect(message.parts).toEqual([{ type: 'file', uploadId, mediaType: 'image/jpeg', size: expect.any(Number), name: 'cracked screen.jpg' }]);
  });

  it('a photo step’s answer must name this thread’s uploads: another’s leaves the prompt open', async () => {
    photoAgent.replies.length = 0;
    const owner = await shopper();
    const stranger = await shopper();
    const theirs = (await post(credentials(stranger), jpegFile())).body.upload.uploadId;
    const mine = (await post(credentials(owner), jpegFile())).body.upload.uploadId;
    await owner.send('return');
    await owner.waitUntil('the photo prompt', (events) => events.some((event) => event.event === 'interrupt:open'));

    const refused = await owner.request('interrupt:reply', { interruptId: 'photo1', action: 'upload', files: [{ uploadId: theirs }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'files.0' } });
    expect(photoAgent.replies).toEqual([]);

    expect(await owner.request('interrupt:reply', { interruptId: 'photo1', action: 'upload', files: [{ uploadId: mine, name: 'a.jpg' }] })).toEqual({
      ok: true,
    });
    await owner.waitUntil('the answer', (events) => events.some((event) => event.event === 'message:done' && event.data.message.text === 'got it'));
    expect(photoAgent.replies).toEqual([{ interruptId: 'photo1', action: 'upload', files: [{ uploadId: mine, name: 'a.jpg' }] }]);
  });
});
