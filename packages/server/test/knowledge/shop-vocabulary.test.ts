import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KNOWLEDGE_DIR } from '../../src/knowledge/demo-knowledge-dir.js';
import { readShopVocabulary, vocabularyWordGroups } from '../../src/knowledge/ingest/shop-vocabulary.js';
import { WordGroups } from '../../src/knowledge/text/word-groups.js';
import { demoKnowledgeService } from './support.js';

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
    expect(vocabularyWordGroups(vocabulary).widen('质保多久')).toContain('保修');
    expect(new WordGroups().widen('质保多久')).toEqual([]);
  });

  it('a directory without the file has no extra words', async () => {
    expect(await readShopVocabulary(dir)).toEqual({ synonyms: [], related: [], tags: {} });
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

  it('reads related groups apart from equal ones, and rejects a bad one naming its entry', async () => {
    await writeFile(join(dir, 'synonyms.yaml'), 'synonyms:\n  - [保修, 质保]\nrelated:\n  - [保修, 售后]\n');
    expect(await readShopVocabulary(dir)).toEqual({ synonyms: [['保修', '质保']], related: [['保修', '售后']], tags: {} });
    await writeFile(join(dir, 'synonyms.yaml'), 'related:\n  - [售后]\n');
    await expect(readShopVocabulary(dir)).rejects.toMatchObject({
      code: 'BAD_PAYLOAD',
      message: expect.stringMatching(/synonyms\.yaml: related\.0: a group needs at least two words/),
    });
  });

  it('an article that says an equal word answers as if it said the word asked; one with a related word ranks below it', async () => {
    const article = (id: string, title: string, body: string) => `---\nid: ${id}\ntitle: ${title}\nlocale: zh-CN\n---\n# ${title}\n\n${body}\n`;
    await writeFile(join(dir, 'quality.md'), article('quality', '质保说明', '主机质保 12 个月，自签收次日起算；人为损坏不在质保范围内。'));
    await writeFile(join(dir, 'service.md'), article('service', '售后服务', '售后网点可检测机器，收费项目先报价，您同意后再处理。'));
    await writeFile(join(dir, 'synonyms.yaml'), 'synonyms:\n  - [保修, 质保]\nrelated:\n  - [保修, 售后]\n');
    const { service } = await demoKnowledgeService({ KEFU_KNOWLEDGE_DIR: dir });
    try {
      // Neither article writes 保修: the shop's words say which one is about it.
      const answer = await service.answer({ question: '保修多长时间', siteId: 'demo', locale: 'zh-CN' });
      expect(answer.status).toBe('answered');
      expect(answer.sources[0]?.articleId).toBe('quality');
      expect(answer.sources.map((source) => source.articleId)).not.toContain('service');
    } finally {
      await service.close();
    }
  });
});
