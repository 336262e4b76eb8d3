import { describe, expect, it } from 'vitest';
import { articleFolderServerForFile } from './article-folder-server.js';

// A help article's inline HTML was read as Markdown in its body only (article-inline-html.test.ts); its title kept
// it. A merchant's `# Returns &amp; <b>refunds</b>` was answered "From our help article “Returns &amp; <b>refunds</b>”:",
// the source card and the help centre's heading (`GET /api/help`) showed the same tags and entity as text, and a
// front-matter title "保修&amp;<b>维修</b>说明<script>alert(1)</script>" brought its script's text along. A title is
// now read as plain text when the folder is read: entities decoded, tags gone with their text kept, scripts with
// their content, no Markdown markers (a title is never read as Markdown).

const TAG = /<\/?[a-z][^>]*>|&amp;/i;

const RETURNS = [
  '---',
  'id: returns',
  'locale: en',
  'tags: [returns, refunds]',
  '---',
  '# Returns &amp; <b>refunds</b>',
  '',
  'Unworn items can be returned within 30 days for a full refund.',
  '',
].join('\n');
const WARRANTY = [
  '---',
  'id: warranty-zh',
  'title: "保修&amp;<b>维修</b>说明<script>alert(1)</script>"',
  'locale: zh-CN',
  'tags: [保修, 维修]',
  '---',
  '整机保修一年，电池保修半年。',
  '',
].join('\n');

describe("a help article's title is read as plain text, never as tags or entities", () => {
  const { url, ask } = articleFolderServerForFile({ 'en/returns.md': RETURNS, 'zh-CN/warranty.md': WARRANTY });

  it('"how do refunds work?" cites “Returns & refunds”, in the text and on the source card', async () => {
    const answer = await ask('en', 'how do refunds work?');
    expect(answer.text).toContain('“Returns & refunds”');
    expect(answer.text).not.toMatch(TAG);
    expect(answer.parts?.find((part) => part.type === 'knowledge_source')).toMatchObject({ articleId: 'returns', title: 'Returns & refunds' });
  });

  it('"保修多久" 引用《保修&维修说明》，没有标签和脚本的文字', async () => {
    const answer = await ask('zh-CN', '保修多久');
    expect(answer.text).toContain('《保修&维修说明》');
    expect(answer.text).not.toMatch(/alert|<|&amp;/);
    expect(answer.parts?.find((part) => part.type === 'knowledge_source')).toMatchObject({ articleId: 'warranty-zh', title: '保修&维修说明' });
  });

  it('the help centre (GET /api/help) titles them "Returns & refunds" and "保修&维修说明"', async () => {
    const { articles } = (await (await fetch(`${url()}/api/help`)).json()) as { articles: Array<{ id: string; title: string }> };
    expect(articles.map((article) => [article.id, article.title])).toEqual([
      ['warranty-zh', '保修&维修说明'],
      ['returns', 'Returns & refunds'],
    ]);
  });
});
