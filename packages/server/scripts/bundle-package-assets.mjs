#!/usr/bin/env node
// Copies what an installed @kefu/server needs from outside its folder into it before packing: the built agent
// console (packages/console/dist → console/) and the demo shop (shops/demo → shops/demo/), so `kefu serve` works
// without the monorepo. `--remove` deletes the copies again after packing.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const copies = [
  { source: here('../../console/dist/'), target: here('../console/'), mustHave: 'index.html', hint: "run the console's build first" },
  { source: here('../../../shops/demo/'), target: here('../shops/demo/'), mustHave: 'shop.yaml', hint: 'the demo shop folder is missing' },
];

for (const { target } of copies) rmSync(target, { recursive: true, force: true });
rmSync(here('../shops/'), { recursive: true, force: true });
if (process.argv.includes('--remove')) process.exit(0);
for (const { source, target, mustHave, hint } of copies) {
  if (!existsSync(`${source}${mustHave}`)) {
    console.error(`bundle-package-assets: no ${source}${mustHave}: ${hint}`);
    process.exit(1);
  }
  cpSync(source, target, { recursive: true });
}
