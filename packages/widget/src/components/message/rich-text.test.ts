import { describe, expect, it } from 'vitest';
import type { TemplateResult } from 'lit';
import { renderRichText, safeHref } from './rich-text.js';

/** What a rendered piece would show: text as is, a template as its tag and its values. */
function shape(pieces: ReturnType<typeof renderRichText>): string[] {
  return pieces
    .flat(3)
    .map((piece) => (typeof piece === 'string' ? piece : `${(piece as TemplateResult).strings.join('|')}:${(piece as TemplateResult).values.join(',')}`));
}

describe('the Markdown subset of messages', () => {
  it('makes **two asterisks** bold', () => {
    expect(shape(renderRichText('签收后 **7 天内** 可退'))).toEqual(['签收后 ', '<strong>|</strong>:7 天内', ' 可退']);
  });

  it('leaves masked personal data as text: a longer run of asterisks is not bold', () => {
    const masked = '我的手机 138********，身份证 110***************，寄到上海市浦东新区***';
    expect(shape(renderRichText(masked))).toEqual([masked]);
    expect(shape(renderRichText('call 138******** or **now**'))).toEqual(['call 138******** or ', '<strong>|</strong>:now']);
  });
});

// Issue 20's second red-team pass: a card's link (a help article's `url`, a product's page) that reads as a site path
// but that a browser resolves to another host opened https://evil.example from the shop's chat.
describe('safeHref', () => {
  it.each(['/\\evil.example/verify', '/\\/evil.example', '/\t/evil.example/x', '/\n/evil.example', '//evil.example/x'])(
    'refuses %j, a path that leads to another host',
    (href) => {
      expect(safeHref(href)).toBeUndefined();
    },
  );

  it('keeps site paths and http(s) addresses', () => {
    expect(safeHref('/help/returns')).toBe('http://invalid/help/returns');
    expect(safeHref('https://shop.example/p/1')).toBe('https://shop.example/p/1');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});
