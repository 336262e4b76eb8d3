// Finding 5's feedback attack, measured (not a test): one guest socket says hello, then sends 100,000
// `feedback` events with any seq and a 1,000-character comment. The server runs in a child process on the
// embedded defaults; its RSS is printed before and after (after GC), with what the attacker got back.
//   node --import tsx packages/server/test/red-team/feedback-flood-rss.ts [events]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@kefu/protocol';

const EVENTS = Number(process.argv[2] ?? 100_000);
const IN_FLIGHT = 100;

if (process.env.FEEDBACK_FLOOD_SERVER === '1') {
  const { loadConfig } = await import('../../src/config.js');
  const { createLogger } = await import('../../src/logger.js');
  const { createKefuServer } = await import('../../src/create-kefu-server.js');
  const { echoAgent } = await import('../gateway/support/test-agents.js');
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const server = await createKefuServer({ config, logger: createLogger('silent'), agent: echoAgent() });
  const url = await server.listen();
  const rss = () => {
    for (let round = 0; round < 3; round += 1) (globalThis as { gc?: () => void }).gc?.();
    return process.memoryUsage().rss;
  };
  process.on('message', async (message: { type: string; threadId?: string }) => {
    if (message.type !== 'measure') return;
    const stored = message.threadId ? (await server.stores.feedback.list(message.threadId)).length : 0;
    process.send?.({ type: 'measured', rss: rss(), stored });
  });
  process.send?.({ type: 'ready', url });
} else {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, FEEDBACK_FLOOD_SERVER: '1' }, execArgv: ['--import', 'tsx', '--expose-gc'] });
  const next = () => new Promise<{ type: string; url?: string; rss?: number; stored?: number }>((resolve) => child.once('message', resolve as never));
  const { url } = await next();
  const socket: Socket = io(url as string, { transports: ['websocket'], reconnection: false, extraHeaders: { origin: 'http://localhost:5173' } });
  await new Promise((resolve) => socket.once('connect', resolve as never));
  const hello = await socket.timeout(10_000).emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'en' });
  const measure = async () => {
    child.send({ type: 'measure', threadId: hello.threadId });
    return next();
  };
  const before = await measure();
  const codes: Record<string, number> = {};
  const comment = 'x'.repeat(1000);
  for (let start = 0; start < EVENTS; start += IN_FLIGHT) {
    const acks = await Promise.all(
      Array.from({ length: Math.min(IN_FLIGHT, EVENTS - start) }, (_, offset) =>
        socket.timeout(30_000).emitWithAck('feedback', { rating: 1 + ((start + offset) % 5), comment, seq: start + offset + 1 }),
      ),
    );
    for (const ack of acks as Array<{ ok: boolean; error?: { code: string } }>) {
      const code = ack.ok ? 'ok' : (ack.error?.code ?? 'unknown');
      codes[code] = (codes[code] ?? 0) + 1;
    }
  }
  const after = await measure();
  const mb = (bytes = 0) => (bytes / 1e6).toFixed(1);
  console.log(
    `${EVENTS} feedback events: server RSS ${mb(before.rss)} MB → ${mb(after.rss)} MB (+${mb((after.rss ?? 0) - (before.rss ?? 0))} MB); ratings stored ${after.stored}; acks ${JSON.stringify(codes)}`,
  );
  socket.close();
  child.kill();
}
