import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the lazily loaded widget goes, relative to dist/ and to kefu.js. */
export const CHUNK_DIR = 'kefu-assets';
const ID = 'virtual:kefu-chunk';
const CHUNK = /^kefu-chat-[\w-]{8,}\.js$/;

/**
 * In the full widget's build: empties `dist/kefu-assets/` first, so exactly one content-hashed widget is there
 * for the loader's build to name.
 */
export function cleanChunkDir(distDir: string): Plugin {
  return {
    name: 'kefu-clean-chunk-dir',
    apply: 'build',
    buildStart: () => rmSync(join(distDir, CHUNK_DIR), { recursive: true, force: true }),
  };
}

/**
 * In the loader's build: serves `virtual:kefu-chunk`, the path of the full widget the previous build wrote
 * (`kefu-assets/kefu-chat-<hash>.js`), so kefu.js fetches exactly that file.
 */
export function chatChunkName(distDir: string): Plugin {
  return {
    name: 'kefu-chat-chunk',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      let names: string[] = [];
      try {
        names = readdirSync(join(distDir, CHUNK_DIR)).filter((name) => CHUNK.test(name));
      } catch {
        // No directory: reported below.
      }
      if (names.length !== 1)
        this.error(`kefu-chat-chunk: expected one ${CHUNK_DIR}/kefu-chat-<hash>.js in ${distDir}, found ${names.length}: build vite.config.chunk.ts first`);
      return `export const CHAT_CHUNK = ${JSON.stringify(`${CHUNK_DIR}/${names[0]}`)};`;
    },
  };
}
