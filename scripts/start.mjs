#!/usr/bin/env node
// `npm start`: install, build, and serve the demo storefront and the Kefu server on one port.
// With no environment set it runs fully offline on embedded defaults.
// `npm start -- --shop <folder>` serves that shop folder (the same as KEFU_SHOP_DIR=<folder>).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { prepare } from './prepare.mjs';

const { values } = parseArgs({ options: { shop: { type: 'string' } }, strict: false, allowPositionals: true });
if (values.shop === true) {
  console.error('--shop needs a folder: npm start -- --shop shops/threadline');
  process.exit(2);
}
// npm runs scripts from the repository root; a relative folder is meant from where the command was typed.
const shopEnv = typeof values.shop === 'string' ? { KEFU_SHOP_DIR: resolve(process.env.INIT_CWD ?? process.cwd(), values.shop) } : {};
prepare();
const main = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, [main], { stdio: 'inherit', env: { KEFU_SERVE_DEMO: '1', ...process.env, ...shopEnv } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
