import { describe, expect, it } from 'vitest';
import { CHUNKING, chunkText, parseMarkdownDocument, toChunks } from '../../src/knowledge/index.js';

const listItems = Array.from({ length: 40 }, (_, i) => `- 第 ${i + 1} 条：签收后检查外包装与配件是否齐全，如有破损请当场拒收并拍照留存凭证。`);
/** How many characters at the start of `next` repeat the end of `previous`. */
function sharedEdge(previous: string, next: string): number {
  for (let n = Math.min(previous.length, next.length); n > 0; n -= 1) if (previous.endsWith(next.slice(0, n))) return n;
  return 0;
}

const tableRows = Array.from({ length: 30 }, (_, i) => `| 部件 ${i + 1} | 12 个月 | 自签收之日起计算，非人为故障免费维修 |`);

describe('chunking (seed 003 section 5.4)', () => {
  it('keeps a short article in one chunk', () => {
    expect(chunkText('签收后 7 天内可以无理由退货。')).toEqual(['签收后 7 天内可以无理由退货。']);
  });

  it('cuts long text into chunks of about 480 characters that overlap by about 96', () => {
    const chunks = chunkText(listItems.join('\n'));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNKING.target);
      expect(chunk.length).toBeGreaterThan(CHUNKING.target - 120);
    }
    for (let i = 1; i < chunks.length; i += 1) {
      const firstLine = chunks[i]!.split('\n')[0]!;
      // The next chunk starts with the previous chunk's last line(s): the overlap.
      expect(chunks[i - 1]).toContain(firstLine);
      const overlap = chunks[i]!.split('\n')
        .filter((line) => chunks[i - 1]!.includes(line))
        .join('\n').length;
      expect(overlap).toBeLessThanOrEqual(CHUNKING.overlap);
      expect(overlap).toBeGreaterThan(0);
    }
  });

  it('never cuts a list item in half', () => {
    const multiLine = listItems.map((item) => `${item}\n  续行：保留原包装。`).join('\n');
    for (const chunk of chunkText(multiLine)) {
      for (const line of chunk.split('\n')) expect(listItems.includes(line) || line === '  续行：保留原包装。').toBe(true);
      expect(chunk.startsWith('- ')).toBe(true);
    }
  });

  it('never cuts a table row in half, and repeats the header in every chunk of the table', () => {
    const table = ['| 部件 | 保修期 | 说明 |', '| --- | --- | --- |', ...tableRows].join('\n');
    const chunks = chunkText(`# 保修\n\n${table}`);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      for (const line of chunk.split('\n').filter((line) => line.startsWith('|'))) expect(line.endsWith('|')).toBe(true);
      expect(chunk).toContain('| 部件 | 保修期 | 说明 |');
    }
    expect(chunks.join('\n')).toContain(tableRows.at(-1));
  });

  it('splits a long paragraph at sentence ends', () => {
    const paragraph = Array.from({ length: 30 }, (_, i) => `这是第 ${i + 1} 句说明文字，用来测试长段落的分块效果。`).join('');
    const chunks = chunkText(paragraph);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk).toMatch(/。$/);
  });

  it('fills a long paragraph to about 480 characters and carries about 96 characters of it into the next chunk', () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `这是第 ${i + 1} 句说明文字，用来测试长段落的分块效果。`);
    const chunks = chunkText(sentences.join(''));
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThan(CHUNKING.target - 60);
    for (let i = 1; i < chunks.length; i += 1) {
      const overlap = sharedEdge(chunks[i - 1]!, chunks[i]!);
      expect(overlap).toBeGreaterThanOrEqual(CHUNKING.overlap - 30);
      expect(overlap).toBeLessThanOrEqual(CHUNKING.overlap);
    }
    expect(chunks.join('')).toContain(sentences.at(-1));
  });

  it('carries the tail of a sentence too long to carry whole, starting at a word or clause boundary', () => {
    const sentence = (n: number) => `Sentence number ${n} explains how the warranty works for phones, tablets and earbuds bought in our shop.`;
    const chunks = chunkText(Array.from({ length: 20 }, (_, i) => sentence(i + 1)).join(' '));
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThan(CHUNKING.target - 100);
    for (let i = 1; i < chunks.length; i += 1) {
      const overlap = sharedEdge(chunks[i - 1]!, chunks[i]!);
      expect(overlap).toBeGreaterThan(CHUNKING.overlap / 2);
      expect(overlap).toBeLessThanOrEqual(CHUNKING.overlap);
      // The carried tail starts with a whole word.
      expect(chunks[i - 1]!.at(-overlap - 1)).toBe(' ');
    }
  });

  it('keeps a heading with the text it introduces', () => {
    const before = '签收后请检查外包装，如有破损请拒收。'.repeat(24);
    const body = '退货时请附上发票和全部配件，否则无法办理。'.repeat(10);
    const chunks = chunkText(`${before}\n\n## 注意事项\n\n${body}`);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.split('\n').at(-1)).not.toMatch(/^#/);
    const withHeading = chunks.find((chunk) => chunk.includes('## 注意事项'))!;
    expect(withHeading.slice(withHeading.indexOf('## 注意事项'))).toContain('退货时请附上发票');
  });

  it('keeps paragraphs apart from the lists around them with a blank line', () => {
    const text = `${'签收后请检查外包装。'.repeat(20)}\n\n- 第一项\n- 第二项\n\n${'退货时请附上发票。'.repeat(20)}\n\n## 注意事项\n\n正文。`;
    const joined = chunkText(text).join('\n');
    expect(joined).toContain('- 第一项\n- 第二项\n\n退货时请附上发票。');
    expect(joined).toContain('签收后请检查外包装。\n\n- 第一项');
    expect(joined).toContain('\n\n## 注意事项\n\n正文。');
  });

  it('gives the same article the same chunk ids on every import, and a new revision when it changes', () => {
    const text = `---\nid: guide\ntitle: 指南\nlocale: zh-CN\n---\n${listItems.join('\n')}`;
    const first = toChunks(parseMarkdownDocument(text, 'guide.md'));
    const second = toChunks(parseMarkdownDocument(text, 'guide.md'));
    expect(second).toEqual(first);
    expect(new Set(first.map((chunk) => chunk.chunkId)).size).toBe(first.length);
    const changed = toChunks(parseMarkdownDocument(`${text}\n- 新增一条`, 'guide.md'));
    expect(changed[0]!.chunkId).toBe(first[0]!.chunkId);
    expect(changed[0]!.revision).not.toBe(first[0]!.revision);
    // The same id in a shop is another article.
    const inShop = toChunks(parseMarkdownDocument(text, 'guide.md', { shop: 'shop-a' }));
    expect(inShop[0]!.docKey).not.toBe(first[0]!.docKey);
  });
});
