import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-to-text.js';

describe('htmlToPlainText', () => {
  it('keeps paragraphs and list items on their own lines and decodes entities', () => {
    const html =
      '<p>Soft &amp; breathable linen&nbsp;&mdash; cut for&#32;summer.</p>\n<ul>\n<li>100% linen</li><li>Machine wash &lt;30&deg;C</li></ul><p>Made in <strong>Portugal</strong><br>Ships in 2 days</p>';
    expect(htmlToPlainText(html)).toBe('Soft & breathable linen — cut for summer.\n\n- 100% linen\n- Machine wash <30°C\n\nMade in Portugal\nShips in 2 days');
  });

  it('drops scripts, styles and their content, and never lets a tag through', () => {
    const html =
      '<style>p{color:red}</style><p onclick="steal()">Hi<script>alert(document.cookie)</script> there</p><img src=x onerror=alert(1)><iframe src="//evil"></iframe>&lt;b&gt;bold&lt;/b&gt;';
    const text = htmlToPlainText(html);
    expect(text).toBe('Hi there\n\n<b>bold</b>');
    expect(text).not.toMatch(/alert|color:red|evil/);
  });

  it('removes bidi overrides and control characters that could disguise text', () => {
    expect(htmlToPlainText('<p>Sale\u202e%05\u202c ends\u0007 soon</p>')).toBe('Sale%05 ends soon');
  });

  it('reads plain text as plain text', () => {
    expect(htmlToPlainText('7 chakra bracelet, in blue or black.')).toBe('7 chakra bracelet, in blue or black.');
  });
});
