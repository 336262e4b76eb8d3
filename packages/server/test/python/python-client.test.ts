import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { findBinary, serviceAvailable } from '@kefu/testing';
import { DEMO_SITE } from '../../src/config.js';
import { identityToken } from '../gateway/support/identity-tokens.js';
import { startTestServer } from '../gateway/support/test-server.js';

// A third-party client: Debian's python-socketio (its own Socket.IO and Engine.IO implementation) over
// Debian's websocket-client drives a whole return workflow against a live Kefu server: hello with a signed
// identity, message:send (and an idempotent retry), every typed prompt answered with interrupt:reply, the receipt.
const SCRIPT = fileURLToPath(new URL('./return_flow.py', import.meta.url));

interface Transcript {
  customerId?: string;
  firstSeq: number;
  duplicateAck: unknown;
  prompts: Array<{ kind: string; workflow?: { name: string; step: number; of: number } }>;
  receipt: { type: string; kind: string; fields: Array<{ label: string; value: string }> } | null;
  seqs: number[];
  events: string[];
  websocketClient: { version: string; path: string };
}

function runPython(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(findBinary('python-socketio')!, [SCRIPT, ...args], { timeout: 90_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe.runIf(serviceAvailable('python-socketio'))('python-socketio as a third-party client', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('completes a return: 我要退货 → order → reason → photos skipped → confirm → receipt', async () => {
    // c_1001 owns KF10010001, delivered 3 days ago (shops/demo/orders.json).
    const identity = await identityToken('c_1001', { secret: DEMO_SITE.identitySecret, expiresInSeconds: 3600 });
    const run = await runPython([server.url, identity, PROTOCOL_VERSION, 'KF10010001']);
    expect(run.code, run.stderr).toBe(0);
    const transcript = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Transcript;
    expect(transcript.customerId).toBe('c_1001');
    // The WebSocket frames come from the real library as Debian ships it, not from anything in this repository.
    expect(transcript.websocketClient.path).toMatch(/^\/usr\/lib\/python3\/dist-packages\/websocket\//);
    expect(transcript.duplicateAck).toEqual({ ok: true, seq: transcript.firstSeq, duplicate: true });
    expect(transcript.prompts).toEqual([
      { kind: 'choice', workflow: expect.objectContaining({ name: 'return', step: 1, of: 4 }) },
      { kind: 'choice', workflow: expect.objectContaining({ name: 'return', step: 2, of: 4 }) },
      { kind: 'upload', workflow: expect.objectContaining({ name: 'return', step: 3, of: 4 }) },
      { kind: 'confirm', workflow: expect.objectContaining({ name: 'return', step: 4, of: 4 }) },
    ]);
    expect(transcript.receipt).toMatchObject({ type: 'receipt', kind: 'return' });
    expect(transcript.receipt!.fields).toContainEqual({ label: '订单号', value: 'KF10010001' });
    // Every stored event arrived once, in order, with no gap.
    expect(transcript.seqs).toEqual(Array.from({ length: transcript.seqs.length }, (_, index) => index + 1));
    expect(transcript.events.filter((event) => event === 'interrupt:closed')).toHaveLength(4);
  });

  it('is refused with a typed error for a forged identity, and the script reports it', async () => {
    const forged = await identityToken('c_1001', { secret: 'not-the-demo-secret-0123456789' });
    const run = await runPython([server.url, forged, PROTOCOL_VERSION, 'KF10010001']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/session:hello was refused: .*'code': 'NOT_AUTHENTICATED'/);
  });
});
