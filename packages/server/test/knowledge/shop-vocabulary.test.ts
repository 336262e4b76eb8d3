import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KNOWLEDGE_DIR } from '../../src/knowledge/demo-knowledge-dir.js';
import { readShopVocabulary } from '../../src/knowledge/ingest/shop-vocabulary.js';
import { synonymsIn } from '../../src/knowledge/retrieval/synonyms.js';

describe("a shop's synonyms and article tags are data (synonyms.yaml in its knowledge directory)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kefu-vocabulary-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('the demo shop keeps the 19 groups that were written in code, and the rewrite widens with them', async () => {
    const vocabulary = await readShopVocabulary(DEMO_KNOWLEDGE_DIR);
    expect(vocabulary.synonyms.length).toBeGreaterThanOrEqual(19);
    expect(synonymsIn('质保多久', vocabulary.synonyms)).toContain('保修');
    expect(synonymsIn('质保多久', [])).toEqual([]);
  });

  it('a directory without the file has no extra words', async () => {
    expect(await readShopVocabulary(dir)).toEqual({ synonyms: [], tags: {} });
  });

  it('rejects a group of one word with BAD_PAYLOAD naming the file and the entry', async () => {
    await writeFile(join(dir, 'synonyms.yaml'), 'synonyms:\n  - [退货, 退款]\n  - [保修]\n');
    await expect(readShopVocabulary(dir)).rejects.toMatchObject({
      code: 'BAD_PAYLOAD',
      message: expect.stringMatching(/synonyms\.yaml: synonyms\.1: a group needs at least two words/),
    });
  });

  it('rejects YAML that does not parse with BAD_PAYLOAD naming the file', async () => {
    await writeFile(join(dir, 'synonyms.yaml'), 'synonyms: [退货, \n  tags: {');
    await expect(readShopVocabulary(dir)).rejects.toMatchObject({ code: 'BAD_PAYLOAD', message: expect.stringMatching(/synonyms\.yaml: not valid YAML/) });
  });
});
