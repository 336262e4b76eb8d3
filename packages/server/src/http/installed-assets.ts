import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The built widget bundle of the installed `@kefu/widget` (its `kefu.js` export), found by package name so an
 * npm-installed server serves the widget beside it; the path of the monorepo's widget when it is not resolvable.
 */
export function installedWidgetScript(): string {
  try {
    // package.json, not the kefu.js export: a not yet built widget must still give a path to name in the 404.
    return join(dirname(require.resolve('@kefu/widget/package.json')), 'dist', 'kefu.js');
  } catch {
    return fileURLToPath(new URL('../../../widget/dist/kefu.js', import.meta.url));
  }
}

/**
 * The built agent console: `console/` inside this package (copied there on pack, see scripts/bundle-package-assets.mjs),
 * else packages/console/dist in the monorepo. It ships inside @kefu/server because it speaks only to this
 * server's `/agents` namespace and must match its version; nobody installs it alone.
 */
export function installedConsoleDir(): string {
  const shipped = fileURLToPath(new URL('../../console/', import.meta.url));
  return existsSync(join(shipped, 'index.html')) ? shipped : fileURLToPath(new URL('../../../console/dist/', import.meta.url));
}
