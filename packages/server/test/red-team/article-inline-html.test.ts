import { describe, expect, it } from 'vitest';
import { articleFile, articleFolderServerForFile } from './article-folder-server.js';

// Issue 20's leftovers. A merchant who wrote a little HTML inside a Markdown help article (`<b>`, `<br>`, a link as
// `<a href>`) had it shown to shoppers as tags: "Our warranty lasts <b>12 months</b> from delivery.<br>Keep your
// receipt.<br/>Claims: see <a href=\"https://shop.example/help/claims\">the claims page</a>…", and the help centre
// (`GET /api/help`) served the same. It never ran (every answer is text), but it read as broken. An article's inline
// HTML is now read as the Markdown the widget speaks when the folder is read: bold as **bold**, a break as a line
// break, a link as a Markdown link judged like the article's other links, other tags dropped with their text kept,
// scripts with their content.

const TAG = /<\/?[a-z][^>]*>/i;

const WARRANTY = articleFile(
  'warranty',
  'Warranty terms',
  'en',
  'warranty',
  'Our warranty lasts <b>12 months</b> from delivery.<br>Keep your receipt.<br/>Claims: see <a href="/help/claims">the claims page</a> or <a href="https://evil.example/x">here</a>. <span style="color:red">Batteries</span> are covered for 6 months.<script>alert(1)</script>',
);
const RETURNS = articleFile(
  'returns',
  '退货政策',
  'zh-CN',
  '退货, 退货政策',
  '收到商品<strong>七天内</strong>可以无理由退货。<br>运费由买家承担。<p>详情见<a href="/help/returns">退货说明</a>。</p>',
);

describe("a help article's inline HTML reads as the Markdown the widget speaks, never as tags", () => {
  const { url, ask } = articleFolderServerForFile({ 'en/warranty.md': WARRANTY, 'zh-CN/returns.md': RETURNS });

  it('"how long is the warranty?": the article quoted with 12 months in bold and each break its own line, no tag', async () => {
    const answer = await ask('en', 'how long is the warranty?');
    expect(answer.text).not.toMatch(TAG);
    expect(answer.text).toContain('Our warranty lasts **12 months** from delivery.\nKeep your receipt.\nClaims: see the claims page or here.');
    expect(answer.text).toContain('Batteries are covered for 6 months.');
    expect(answer.text).not.toMatch(/alert|evil\.example/);
    const source = answer.parts?.find((part) => part.type === 'knowledge_source');
    expect(source).toMatchObject({ articleId: 'warranty', title: 'Warranty terms' });
    expect(source && 'excerpt' in source ? source.excerpt : '').not.toMatch(TAG);
  });

  it('"退货政策是什么": 七天内 in bold, the shipping line and the link\'s text on lines of their own, no tag', async () => {
    const answer = await ask('zh-CN', '退货政策是什么');
    expect(answer.text).not.toMatch(TAG);
    expect(answer.text).toContain('收到商品**七天内**可以无理由退货。\n运费由买家承担。');
    expect(answer.text).toContain('详情见退货说明。');
  });

  it('the help centre (GET /api/help) serves the same articles as Markdown, the links as Markdown links', async () => {
    const { articles } = (await (await fetch(`${url()}/api/help`)).json()) as { articles: Array<{ id: string; body: string }> };
    const body = (id: string) => articles.find((candidate) => candidate.id === id)?.body ?? '';
    expect(body('warranty')).toBe(
      'Our warranty lasts **12 months** from delivery.\nKeep your receipt.\nClaims: see [the claims page](/help/claims) or [here](https://evil.example/x). Batteries are covered for 6 months.',
    );
    expect(body('returns')).toBe('收到商品**七天内**可以无理由退货。\n运费由买家承担。\n\n详情见[退货说明](/help/returns)。');
  });
});
