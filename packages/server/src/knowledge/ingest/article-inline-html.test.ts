import { describe, expect, it } from 'vitest';
import { articleInlineHtmlToMarkdown, articleTitleText } from './article-inline-html.js';

describe("a help article's inline HTML becomes the Markdown the widget speaks", () => {
  it.each([
    ['bold', 'Our warranty lasts <b>12 months</b>.', 'Our warranty lasts **12 months**.'],
    ['strong with spaces inside', '收到商品<strong> 七天内 </strong>可以退货', '收到商品 **七天内** 可以退货'],
    ['a line break', 'Keep your receipt.<br>Claims by e-mail.<br/>Or by phone.', 'Keep your receipt.\nClaims by e-mail.\nOr by phone.'],
    ['a link off the site, left to the link policy', 'See <a href="https://evil.example/x">here</a>.', 'See [here](https://evil.example/x).'],
    ['a site path', '详情见<a href="/help/returns">退货说明</a>。', '详情见[退货说明](/help/returns)。'],
    ['a javascript: link, its text only', 'See <a href="javascript:alert(1)">terms</a>.', 'See terms.'],
    ['a data: link, its text only', 'See <a href="data:text/html;base64,PHNjcmlwdD4=">terms</a>.', 'See terms.'],
    ['a protocol-relative link, its text only', 'See <a href="//evil.example">terms</a>.', 'See terms.'],
    ['a target with spaces and parentheses', '<a href="/help/size guide (en)">sizes</a>', '[sizes](/help/size%20guide%20%28en%29)'],
    ['styling, its text kept', '<span style="color:red">Batteries</span> are <em>covered</em>.', 'Batteries are covered.'],
    ['an image and its handler', 'Lasts a year. <img src=x onerror=alert(1)>', 'Lasts a year.'],
    ['a script with its content', 'Hours: 9–6.<script>alert(document.cookie)</script>', 'Hours: 9–6.'],
    ['a comment', 'Open daily<!-- not Sundays -->.', 'Open daily.'],
    ['entities', 'Tom &amp; Jerry&nbsp;&lt;3', 'Tom & Jerry\u00a0<3'],
    ['a list', '<ul><li>Cotton</li><li>Linen</li></ul>', '- Cotton\n- Linen'],
    ['a numbered list', 'Steps:<ol><li>Pack it</li><li>Ship it</li></ol>', 'Steps:\n\n1. Pack it\n2. Ship it'],
    ['paragraphs', '<p>First.</p><p>Second.</p>', 'First.\n\nSecond.'],
    ['a table', '<table><tr><th>Size</th><th>Chest</th></tr><tr><td>S</td><td>86</td></tr></table>', 'Size | Chest\nS | 86'],
    ['code', 'Use code <code>WELCOME10</code>.', 'Use code `WELCOME10`.'],
    [
      'a "<" between sizes beside a tag',
      'Between <b>S</b> and <b>M</b>? If S<M, take the M.<br>Sleeves 3<5 cm, 5>3.',
      'Between **S** and **M**? If S<M, take the M.\nSleeves 3<5 cm, 5>3.',
    ],
    ['a "<" in Chinese beside a tag', '若胸围 S<M，请选 <b>M</b>。', '若胸围 S<M，请选 **M**。'],
    ["Word's namespaced tag", 'Free returns.<o:p></o:p> <b>30 days</b>', 'Free returns. **30 days**'],
  ])('%s', (_what, html, markdown) => {
    expect(articleInlineHtmlToMarkdown(html)).toBe(markdown);
  });

  it('leaves an article without tags exactly as written, Markdown and all', () => {
    const markdown = '# Returns\n\n- **30 days**, see [the form](/help/returns) or <https://shop.example/r>.\n\n1 < 2 and 3 > 2  \n';
    expect(articleInlineHtmlToMarkdown(markdown)).toBe(markdown);
  });

  it("keeps a Markdown article's own Markdown and a `<` that starts no tag around the HTML it converts", () => {
    expect(articleInlineHtmlToMarkdown('**Free** returns <b>within 30 days</b>, see [the form](/help/returns) or <https://shop.example/r>.')).toBe(
      '**Free** returns **within 30 days**, see [the form](/help/returns) or <https://shop.example/r>.',
    );
  });

  it('never lets a tag through, however it is written', () => {
    for (const html of [
      "<a href='x>'y'>link</a>",
      '<IMG SRC="javascript:alert(1)">',
      '<svg/onload=alert(1)>',
      '<b onmouseover="alert(1)">bold</b>',
      '<iframe src="https://evil.example"></iframe>text',
      '<scr<script>ipt>alert(1)</script>',
      '<div><p>unclosed <b>bold',
    ])
      expect(articleInlineHtmlToMarkdown(html)).not.toMatch(/<\/?(?:a|img|svg|b|iframe|script|div|p)\b/i);
  });
});

describe("a help article's title as plain text", () => {
  it.each([
    ['an entity and bold', 'Returns &amp; <b>refunds</b>', 'Returns & refunds'],
    ['a script with its content, a break as a space', '保修&amp;<b>维修</b><br>说明<script>alert(1)</script>', '保修&维修 说明'],
    ['a link, its text only', 'See <a href="/help/x">sizes</a>', 'See sizes'],
    ['no HTML: as written, Markdown-looking characters and "<" included', 'Size S<M & **fit**', 'Size S<M & **fit**'],
  ])('%s', (_what, title, text) => {
    expect(articleTitleText(title)).toBe(text);
  });
});
