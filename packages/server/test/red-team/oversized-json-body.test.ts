import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { demoAgentToken } from '../handoff/support/handoff-fixtures.js';

// Issue 20's leftovers. The small JSON endpoints (the demo sign-in, signing upload links, the console's suggested
// reply) stopped reading a body past their limit by leaving `for await` early, which destroys the request stream, and
// then read the body as missing: a client that sent 5 KB (or 5 MB) to the 4 KB sign-in was answered 400 "unknown demo
// customer", the upload signer 400 "uploadIds must be a list…", the console 400 "send a JSON body" — never that the
// body was too large, nor what the limit is. Such a body is now answered 413 with a TOO_LARGE error naming the limit,
// whether its Content-Length says so up front or it arrives chunked and slowly, and the rest of it is read and
// discarded rather than the request destroyed under the answer.

type Answer = { status: number; body: string } | { failed: string };

/** POSTs `bytes` of JSON-looking text, declared by Content-Length or sent chunked, and reads whatever comes back. */
function post(url: string, bytes: number, options: { chunked?: boolean; paced?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const body = Buffer.from(`{"customerId":"${'x'.repeat(Math.max(0, bytes - 18))}"}`);
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', (error) => resolve({ failed: error.message }));
      },
    );
    req.on('error', (error) => resolve({ failed: error.message }));
    // In pieces of 1 KB, as a client on a slow link sends them (`paced`: one every 10 ms): the server sees the limit
    // passed mid-body, while the client is still sending.
    const pieces = Array.from({ length: Math.ceil(body.length / 1024) }, (_, index) => body.subarray(index * 1024, (index + 1) * 1024));
    const send = (index: number): void => {
      if (index === pieces.length) return void req.end();
      req.write(pieces[index]!);
      if (options.paced) setTimeout(() => send(index + 1), 10);
      else send(index + 1);
    };
    send(0);
  });
}

describe('a JSON body over its endpoint’s limit is answered 413 naming the limit, not cut off', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ env: { KEFU_SERVE_DEMO: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['the demo sign-in, 5 KB by Content-Length', '/api/demo/login', 5_000, false, 4096],
    ['the demo sign-in, 5 KB chunked', '/api/demo/login', 5_000, true, 4096],
    ['the demo sign-in, 1 MB chunked', '/api/demo/login', 1_000_000, true, 4096],
    ['signing upload links, 20 KB chunked', '/kefu-uploads/sign', 20_000, true, 16384],
  ])('%s', async (_what, path, bytes, chunked, limit) => {
    const answer = await post(`${server.url}${path}`, bytes, { chunked });
    expect(answer).toMatchObject({ status: 413 });
    const body = JSON.parse((answer as { body: string }).body) as { error: { code: string; message: string; path: string } };
    expect(body.error).toMatchObject({ code: 'TOO_LARGE', message: `the body is larger than ${limit} bytes`, path: 'body' });
  });

  it('the demo sign-in, 20 KB sent slowly: the answer arrives while the body is still being sent', async () => {
    const answer = await post(`${server.url}/api/demo/login`, 20_000, { chunked: true, paced: true });
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ error: { code: 'TOO_LARGE', message: 'the body is larger than 4096 bytes' } });
  });

  it("the console's suggested reply, 5 KB chunked from a signed-in agent", async () => {
    const answer = await post(`${server.url}/api/console/suggestion`, 5_000, {
      chunked: true,
      headers: { authorization: `Bearer ${demoAgentToken(server)}` },
    });
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({ code: 'TOO_LARGE', message: 'the body is larger than 4096 bytes', path: 'body' });
  });

  it('a body within the limit is read as before', async () => {
    const answer = await post(`${server.url}/api/demo/login`, 100, { chunked: true });
    expect(answer).toMatchObject({ status: 400 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ error: { code: 'BAD_PAYLOAD', message: 'unknown demo customer' } });
  });
});
