import { describe, expect, it } from 'vitest';
import { startTestServer } from '../gateway/support/test-server.js';
import { closeAfterEach } from './support/close-after-each.js';
import { AGENTS, AGENTS_ENV } from './support/handoff-fixtures.js';

// Every console route the agent console reads over HTTP, with the agent token checked by one helper.
const CONSOLE_PATHS = ['/api/console/ledger', '/api/console/canned-replies', '/api/console/live'];

describe("the console's HTTP routes check the agent token the same way", () => {
  const track = closeAfterEach();

  it.each(CONSOLE_PATHS)('%s refuses a missing, wrong or non-bearer token with a typed 401 and serves a signed-in agent', async (path) => {
    const server = track(await startTestServer({ env: AGENTS_ENV }));
    const refusals = [undefined, 'Bearer not-a-token', `Basic ${AGENTS[0].token}`, `bearer ${AGENTS[0].token}`, `Bearer ${'x'.repeat(600)}`];
    for (const authorization of refusals) {
      const response = await fetch(`${server.url}${path}`, authorization ? { headers: { authorization } } : {});
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="kefu-console"');
      expect(await response.json()).toMatchObject({ code: 'NOT_AUTHENTICATED', message: expect.stringContaining('Authorization: Bearer') });
    }
    for (const agent of AGENTS) {
      const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${agent.token}` } });
      expect(response.status, agent.id).toBe(200);
    }
  });
});
