import { spawn } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/shopify/', import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** Starts the real server process from source; resolves when it listens (then stops it) or exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; listened: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=kefu-source', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    let listened = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!listened && stdout.includes('Kefu listening on')) {
        listened = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr, listened }));
  });
}

function shopFolder(catalog: string): string {
  const dir = tempDir('start-shop');
  cleanups.push(dir.remove);
  writeFileSync(join(dir.path, 'shop.yaml'), 'name: Start Threads\ncurrency: USD\ntimezone: America/New_York\nlocales: [en]\n');
  copyFileSync(join(FIXTURES, catalog), join(dir.path, 'catalog.csv'));
  return dir.path;
}

describe('the server and KEFU_SHOP_DIR', () => {
  it('refuses to start with an invalid shop folder, naming the file, the line and the column', async () => {
    const result = await startServer({ KEFU_SHOP_DIR: shopFolder('malformed.csv') });
    expect(result.listened).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('is not a valid shop: 15 errors');
    expect(result.stderr).toContain('catalog.csv line 3, column Variant Price: "12,5x" is not an amount');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('starts with a valid shop folder', async () => {
    const result = await startServer({ KEFU_SHOP_DIR: shopFolder('classic-bom-crlf.csv') });
    expect(result.stderr).toBe('');
    expect(result.listened).toBe(true);
  }, 30_000);
});
