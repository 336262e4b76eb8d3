#!/usr/bin/env node
// `npm start`: install, build, and serve the demo storefront and the Kefu server on one port.
// With no environment set it runs fully offline on embedded defaults.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { prepare } from './prepare.mjs';

prepare();
const main = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, [main], { stdio: 'inherit', env: { KEFU_SERVE_DEMO: '1', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
