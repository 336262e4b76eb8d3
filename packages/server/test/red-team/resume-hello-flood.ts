// Finding 5's resume-hello attack, measured (not a test): a conversation of 100 answers, then 2,000
// `session:hello` resumes with lastSeq 0 from 80 sockets of one address (25 each). Prints how many were
// answered, the replay bytes sent, and the largest replay of one hello.
//   node --import tsx packages/server/test/red-team/resume-hello-flood.ts
import { io, type Socket } from 'socket.io-client';
import { PROTOCOL_VERSION } from '@kefu/protocol';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createKefuServer } from '../../src/create-kefu-server.js';
import { echoAgent } from '../gateway/support/test-agents.js';

const SOCKETS = 80;
const HELLOS_PER_SOCKET = 25;
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
const server = await createKefuServer({ config, logger: createLogger('silent'), agent: echoAgent() });
const url = await server.listen();
const connect = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: 'http://localhost:5173' } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
const hello = (socket: Socket, extra: object = {}) =>
  socket.timeout(30_000).emitWithAck('session:hello', { protocolVersion: PROTOCOL_VERSION, siteKey: 'demo', locale: 'en', ...extra });

const owner = await connect();
const { threadId } = await hello(owner);
for (let index = 0; index < 100; index += 1)
  await server.gateway.emitToThread(threadId, { event: 'message:done', message: { role: 'assistant', text: `answer ${index}: ${'x'.repeat(200)}` } });

const sockets = await Promise.all(Array.from({ length: SOCKETS }, connect));
let answered = 0;
let refused = 0;
let bytes = 0;
let largest = 0;
const started = performance.now();
await Promise.all(
  sockets.map(async (socket) => {
    for (let attempt = 0; attempt < HELLOS_PER_SOCKET; attempt += 1) {
      const ack = await hello(socket, { threadId, lastSeq: 0 });
      if (!ack.ok) {
        refused += 1;
        continue;
      }
      answered += 1;
      const size = Buffer.byteLength(JSON.stringify(ack.replay));
      bytes += size;
      largest = Math.max(largest, size);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `${SOCKETS * HELLOS_PER_SOCKET} resume hellos: ${answered} answered, ${refused} refused; replay ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, largest one ${(largest / 1024).toFixed(0)} KiB`,
);
for (const socket of [owner, ...sockets]) socket.close();
await server.close();
