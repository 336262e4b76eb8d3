import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';

const BUILT = ['../dist/index.html', '../../packages/widget/dist/kefu.js'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/** The storefront and the real Kefu server on embedded defaults, on a free port, as `npm start` serves them. */
export async function startStorefront(env: Record<string, string> = {}): Promise<KefuServer & { url: string }> {
  const missing = BUILT.filter((path) => !existsSync(path));
  if (missing.length) throw new Error(`build first (npm test does): missing ${missing.join(', ')}`);
  const server = await createKefuServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', KEFU_SERVE_DEMO: '1', LOG_LEVEL: 'warn', ...env }) });
  await server.listen();
  return server as KefuServer & { url: string };
}
