import { describe, expect, it } from 'vitest';
import { articleFile, articleFolderServerForFile } from './article-folder-server.js';

// A careless merchant's size guide: a little HTML (`<b>`) beside a literal "S<M" or "3 < 5". Since help articles'
// inline HTML is read as Markdown (article-inline-html.test.ts), an article holding any tag went through an HTML
// parser, which took "<M, take the M. If your chest is 3 < 5 cm over, 5>" for a tag named "m," and dropped it with
// everything up to the next ">": "Between sizes <b>S</b> and <b>M</b>? If S<M in your chart, take the M. …" was
// served as "Between sizes **S** and **M**? If S" and the rest of the line was gone, in answers and on the help
// centre alike. A "<" that opens no element the reader knows (S<M, 3<5, <3) is now text, kept as written.

const SIZE_GUIDE = articleFile(
  'size-guide',
  'Size guide',
  'en',
  'size guide, sizes, size chart',
  'Between sizes <b>S</b> and <b>M</b>? If S<M in your chart, take the M.<br>Sleeves: 3<5 cm longer than the body.',
);
const SIZE_GUIDE_ZH = articleFile(
  'size-guide-zh',
  '尺码指南',
  'zh-CN',
  '尺码, 尺码表, 尺码指南',
  '介于 <b>S</b> 和 <b>M</b> 之间？若胸围 S<M，请选 M。<br>袖长比衣长多 3<5 厘米。',
);

describe('a literal "<" in an article that also holds HTML is kept as text', () => {
  const { url, ask } = articleFolderServerForFile({ 'en/size-guide.md': SIZE_GUIDE, 'zh-CN/size-guide.md': SIZE_GUIDE_ZH });

  it('the help centre (GET /api/help) serves "S<M" and "3<5" as written, the bold and the break converted', async () => {
    const { articles } = (await (await fetch(`${url()}/api/help`)).json()) as { articles: Array<{ id: string; body: string }> };
    const body = (id: string) => articles.find((candidate) => candidate.id === id)?.body ?? '';
    expect(body('size-guide')).toBe('Between sizes **S** and **M**? If S<M in your chart, take the M.\nSleeves: 3<5 cm longer than the body.');
    expect(body('size-guide-zh')).toBe('介于 **S** 和 **M** 之间？若胸围 S<M，请选 M。\n袖长比衣长多 3<5 厘米。');
  });

  it('"size guide" is answered with the whole sentence: "If S<M in your chart, take the M."', async () => {
    const answer = await ask('en', 'size guide');
    expect(answer.text).toContain('If S<M in your chart, take the M.');
    expect(answer.text).toContain('3<5 cm longer');
  });

  it('"尺码指南" 的回答保留「若胸围 S<M，请选 M」', async () => {
    const answer = await ask('zh-CN', '尺码指南');
    expect(answer.text).toContain('若胸围 S<M，请选 M。');
    expect(answer.text).toContain('3<5 厘米');
  });
});
