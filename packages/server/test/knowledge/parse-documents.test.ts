import { describe, expect, it } from 'vitest';
import { KnowledgeError, parseDocuments, parseJsonDocuments, parseMarkdownDocument } from '../../src/knowledge/index.js';

describe('parsing articles', () => {
  it('reads every front-matter field', () => {
    const document = parseMarkdownDocument(
      '---\nid: returns\ntitle: "七天无理由退货"\nlocale: zh-CN\nshop: shop-a\ninherit_key: policy:return\nallow_child_override: true\nurl: /help/returns\ntags: [退货, 退款]\n---\n# 标题\n正文\n',
      'returns.md',
    );
    expect(document).toEqual({
      id: 'returns',
      title: '七天无理由退货',
      locale: 'zh-CN',
      shop: 'shop-a',
      inheritKey: 'policy:return',
      allowChildOverride: true,
      url: '/help/returns',
      tags: ['退货', '退款'],
      body: '# 标题\n正文',
    });
  });

  it('takes the title from the first heading, and allow_child_override defaults to false', () => {
    const document = parseMarkdownDocument('---\nid: a\nlocale: en\ntags:\n  - one\n  - two\n---\n# Returns\n\nText.\n', 'a.md');
    expect(document).toMatchObject({ title: 'Returns', body: 'Text.', allowChildOverride: false, tags: ['one', 'two'] });
  });

  it('reads JSON: one object or an array, snake_case or camelCase', () => {
    const documents = parseJsonDocuments(
      JSON.stringify([
        { id: 'a', title: 'A', locale: 'en', content: 'Text A', inherit_key: 'k', allow_child_override: 'yes' },
        { id: 'b', title: 'B', locale: 'zh-CN', body: '正文 B', tags: 'x, y' },
      ]),
      'kb.json',
    );
    expect(documents.map((document) => [document.id, document.inheritKey, document.allowChildOverride, document.tags])).toEqual([
      ['a', 'k', true, []],
      ['b', undefined, false, ['x', 'y']],
    ]);
  });

  it('puts documents in the shop it is told, and refuses a file that names another shop', () => {
    expect(parseMarkdownDocument('---\nid: a\ntitle: A\nlocale: en\n---\nText', 'a.md', { shop: 'shop-a' }).shop).toBe('shop-a');
    expect(() => parseMarkdownDocument('---\nid: a\ntitle: A\nlocale: en\nshop: shop-b\n---\nText', 'a.md', { shop: 'shop-a' })).toThrow(/shop-b/);
  });

  it.each([
    ['a.md', '---\nid: bad id!\ntitle: A\nlocale: en\n---\nText', /id/],
    ['a.md', '---\nid: a\ntitle: A\nlocale: fr\n---\nText', /locale/],
    ['a.md', '---\nid: a\ntitle: A\nlocale: en\n---\n   ', /no text/],
    ['a.md', '---\nid: a\ntitle: A\nlocale: en\nurl: javascript:alert(1)\n---\nText', /url/],
    ['a.md', '---\nid a\n---\nText', /front matter line 2/],
    ['a.md', '---\nid: a\ntitle: A\nlocale: en\nsecret: x\n---\nText', /secret|Unrecognized/i],
    ['a.json', '{"id": "a",', /not valid JSON/],
    ['a.json', '[1]', /not an object/],
    ['a.txt', 'text', /only \.md/],
  ])('rejects a bad %s with a typed BAD_PAYLOAD error (%#)', (source, text, message) => {
    let caught: unknown;
    try {
      parseDocuments(text, source);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(KnowledgeError);
    expect(caught).toMatchObject({ code: 'BAD_PAYLOAD', source });
    expect((caught as Error).message).toMatch(message);
  });
});
