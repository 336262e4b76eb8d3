import { describe, expect, it } from 'vitest';
import { KnowledgeError, parseMarkdownDocument } from '../../src/knowledge/index.js';
import { parseFrontMatter } from '../../src/knowledge/ingest/index.js';

// Ordinary YAML a merchant's editor or static-site generator writes; the old hand-written splitter got each wrong.
describe('knowledge front matter is YAML', () => {
  it('keeps a quoted title with a colon and a hash in it', () => {
    const { data } = parseFrontMatter('---\ntitle: "Returns: size #2 and up"\nurl: \'/help/returns#rules\'\n---\nText', 'a.md');
    expect(data).toEqual({ title: 'Returns: size #2 and up', url: '/help/returns#rules' });
  });

  it('reads single-quoted strings with an escaped quote', () => {
    expect(parseFrontMatter("---\ntitle: 'It''s 7 days'\n---\nText", 'a.md').data).toEqual({ title: "It's 7 days" });
  });

  it('reads lists in flow style (also across lines, with quoted commas) and in block style', () => {
    const { data } = parseFrontMatter('---\ntags: ["returns, refunds", exchange,\n  repair]\nmore:\n- one\n- "two: 2"\n---\nText', 'a.md');
    expect(data).toEqual({ tags: ['returns, refunds', 'exchange', 'repair'], more: ['one', 'two: 2'] });
  });

  it('reads multi-line values (folded and literal blocks)', () => {
    const { data } = parseFrontMatter('---\ntitle: >-\n  A long title\n  on two lines\nnote: |\n  line one\n  line two\n---\nText', 'a.md');
    expect(data).toEqual({ title: 'A long title on two lines', note: 'line one\nline two\n' });
  });

  it('ignores comments on their own line and after a value', () => {
    const document = parseMarkdownDocument('---\n# written by the help-centre export\nid: a # the article id\ntitle: A\nlocale: en\n---\nText', 'a.md');
    expect(document).toMatchObject({ id: 'a', title: 'A', locale: 'en' });
  });

  it.each([
    // The line is where the parser finds the problem: the line after an unclosed list or quote.
    ['an unclosed flow list', '---\nid: a\ntags: [one, two\ntitle: A\n---\nText', 4],
    ['an unclosed quote', '---\nid: a\ntitle: "A\nlocale: en\n---\nText', 4],
    ['a bad indentation', '---\nid: a\ntitle: A\n  locale: en\n---\nText', 3],
    ['a repeated key', '---\nid: a\ntitle: A\nid: b\n---\nText', 4],
  ])('reports malformed YAML (%s) as BAD_PAYLOAD naming the file and its line', (_what, text, line) => {
    let caught: unknown;
    try {
      parseMarkdownDocument(text, 'shop/help/a.md');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(KnowledgeError);
    expect(caught).toMatchObject({ code: 'BAD_PAYLOAD', source: 'shop/help/a.md' });
    expect((caught as Error).message).toMatch(new RegExp(`^shop/help/a\\.md: front matter line ${line}\\b`));
  });

  it('refuses front matter that is not a mapping', () => {
    expect(() => parseFrontMatter('---\n- just\n- a list\n---\nText', 'a.md')).toThrow(/a\.md: front matter line 2: .*key: value/);
  });
});
