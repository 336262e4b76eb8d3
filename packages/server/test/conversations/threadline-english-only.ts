import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '@kefu/testing';
import { SHOPS } from './focus-support.js';

/**
 * shops/threadline copied to a temporary folder without its Chinese help articles: a shop whose policies are written
 * in English only, as most imported shops' are. `remove` deletes the copy.
 */
export function threadlineEnglishOnly(name: string): { dir: string; remove: () => void } {
  const temp = tempDir(name);
  const dir = join(temp.path, 'threadline');
  cpSync(SHOPS.threadline, dir, { recursive: true });
  rmSync(join(dir, 'knowledge', 'zh-CN'), { recursive: true });
  return { dir, remove: () => temp.remove() };
}
