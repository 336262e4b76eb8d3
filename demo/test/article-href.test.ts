import { describe, expect, it } from 'vitest';
import { articleHref } from '../src/lib/article-href.js';

// Issue 20's second red-team pass: the help centre linked an article's "[size guide](/\evil.example/x)" because it
// read as a site path, and a browser opens https://evil.example/x for it.
describe("a help article's links", () => {
  it.each(['/\\evil.example/x', '/\\/evil.example', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,x', '/help/a\\b'])(
    '%j is shown as text',
    (href) => {
      expect(articleHref(href)).toBeUndefined();
    },
  );

  it.each(['/help/en/returns', '/orders.html?tab=open', 'https://shop.example/size-guide'])('%j stays a link', (href) => {
    expect(articleHref(href)).toBe(href);
  });
});
