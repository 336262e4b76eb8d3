import { existsSync } from 'node:fs';
import type { RouteTable } from '../http/route-table.js';
import { sendText } from '../http/route-table.js';
import { serveDirectory } from '../http/static-files.js';
import { installedConsoleDir } from '../http/installed-assets.js';

/** Where the built console is: shipped inside @kefu/server, else packages/console/dist (`pnpm build`). */
export const CONSOLE_DIST = installedConsoleDir();

/** Serves the agent console's static build at `/console`. */
export function addConsoleRoutes(routes: RouteTable, dir: string = CONSOLE_DIST): void {
  const serve = serveDirectory(dir, { stripPrefix: '/console', spaFallback: true });
  const handler: Parameters<RouteTable['add']>[2] = async (request, response, path) => {
    if (!existsSync(dir)) return sendText(response, 404, `the agent console is not built yet: run \`pnpm build\` (looked for ${dir})\n`);
    await serve(request, response, path);
  };
  routes.add('GET', '/console', handler).add('GET', '/console/*', handler);
}
