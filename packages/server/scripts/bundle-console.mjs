#!/usr/bin/env node
// Copies the built agent console (packages/console/dist) into this package as console/, so an installed
// @kefu/server serves /console without the monorepo; `--remove` deletes the copy again after packing.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../../console/dist/', import.meta.url));
const target = fileURLToPath(new URL('../console/', import.meta.url));

rmSync(target, { recursive: true, force: true });
if (process.argv.includes('--remove')) process.exit(0);
if (!existsSync(`${source}index.html`)) {
  console.error(`bundle-console: the agent console is not built (no ${source}index.html): run the console's build first`);
  process.exit(1);
}
cpSync(source, target, { recursive: true });
