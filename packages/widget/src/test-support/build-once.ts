import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the npm-style test app is built. */
export const ESM_APP_DIR = join(ROOT, '.kefu-tmp/esm-app');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Vitest global setup: the browser tests load the built `kefu.js` (with the full widget it fetches) and an app bundled from the ESM build,
 * so (re)build them when the sources are newer. `pnpm test` builds first, so this is usually a no-op.
 */
export default async function buildOnce(): Promise<void> {
  const script = join(ROOT, 'dist/kefu.js');
  const esm = join(ROOT, 'dist/esm/index.js');
  const sources = Math.max(newestSource(join(ROOT, 'src')), newestSource(join(ROOT, '../protocol/src')));
  const stale = (file: string) => !existsSync(file) || statSync(file).mtimeMs < sources;
  if (stale(esm)) await build({ root: ROOT, configFile: join(ROOT, 'vite.config.esm.ts'), logLevel: 'warn' });
  if (stale(script)) {
    // The full widget first: the loader's build names the file it wrote.
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.chunk.ts'), logLevel: 'warn' });
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.iife.ts'), logLevel: 'warn' });
  }
  const app = join(ESM_APP_DIR, 'app.js');
  if (!stale(app) && statSync(app).mtimeMs >= statSync(esm).mtimeMs) return;
  mkdirSync(ESM_APP_DIR, { recursive: true });
  const entry = join(ESM_APP_DIR, 'main.ts');
  // What an SPA does with `npm i @kefu/widget`: import, check nothing registered itself, then define and mount.
  writeFileSync(
    entry,
    [
      "import { defineKefu } from '@kefu/widget';",
      "(window as any).kefuDefinedOnImport = customElements.get('kefu-chat') !== undefined;",
      'defineKefu();',
      'defineKefu();',
      "const chat = document.createElement('kefu-chat');",
      "Object.assign(chat, { server: location.origin, siteKey: 'demo', locale: 'en' });",
      'document.body.append(chat);',
      '',
    ].join('\n'),
  );
  await build({
    root: ESM_APP_DIR,
    configFile: false,
    logLevel: 'warn',
    // The package's `default` export is the ESM build; its dependencies resolve as an app's bundler would.
    resolve: { alias: { '@kefu/widget': esm }, conditions: ['kefu-source'] },
    build: { outDir: ESM_APP_DIR, emptyOutDir: false, minify: false, lib: { entry, formats: ['es'], fileName: () => 'app.js' } },
  });
}
