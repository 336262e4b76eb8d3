import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeilisearchIndex } from './meilisearch-index.js';

// What the adapter puts on the wire, read by a bare HTTP listener (the behaviour is tested on a real
// Meilisearch in test/knowledge/meilisearch-index.int.test.ts).
describe('Meilisearch requests', () => {
  const seen: Array<{ url: string; encoding: string | undefined }> = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url!, encoding: request.headers['accept-encoding'] });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results: [] }));
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for uncompressed answers, which Meilisearch sends without the ~40 ms a compressed stream costs', async () => {
    const index = createMeilisearchIndex({ url, indexUid: 'probe' });
    await index.search({ text: 'warranty', limit: 5 }).catch(() => undefined);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) expect(request.encoding).toBe('identity');
  });
});
