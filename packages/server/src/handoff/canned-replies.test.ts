import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CannedRepliesError, readCannedReplies } from './canned-replies.js';
import { DEMO_SHOP_DIR } from '../shop/demo-shop-dir.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folderWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kefu-canned-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'canned-replies.yaml'), text);
  return dir;
}

describe('canned replies from the shop folder', () => {
  it("reads the demo shop's, in both locales, and none from a folder without the file", () => {
    const replies = readCannedReplies(DEMO_SHOP_DIR);
    expect(replies.map((reply) => reply.id)).toContain('greeting');
    expect(replies.find((reply) => reply.id === 'greeting')).toMatchObject({
      title: { 'zh-CN': '问候', en: 'Greeting' },
      text: { en: expect.stringContaining('{{agent.name}}') },
    });
    expect(readCannedReplies(mkdtempSync(join(tmpdir(), 'kefu-none-')))).toEqual([]);
  });

  it('names the file, the line and the problem: an unknown variable, an id used twice, bad YAML', () => {
    const unknown = folderWith('- id: a\n  title: A\n  text: Hi {{name}}\n');
    expect(() => readCannedReplies(unknown)).toThrow(CannedRepliesError);
    expect(() => readCannedReplies(unknown)).toThrow(/canned-replies\.yaml:3: \[0\]\.text: unknown variable \{\{name\}\}/);
    const twice = folderWith('- id: a\n  title: A\n  text: one\n- id: a\n  title: B\n  text: two\n');
    expect(() => readCannedReplies(twice)).toThrow(/canned-replies\.yaml:4: \[1\]\.id: id "a" is used twice/);
    expect(() => readCannedReplies(folderWith('- id: a\n  title: [unclosed\n'))).toThrow(/canned-replies\.yaml:\d+: not valid YAML/);
    expect(() => readCannedReplies(folderWith('- id: a\n  title: {}\n  text: x\n'))).toThrow(/\[0\]\.title: give the text in zh-CN, en or both/);
    expect(() => readCannedReplies(folderWith('- id: a\n  title: A\n  text: Hi {{customer.phone}}\n'))).toThrow(/unknown variable \{\{customer\.phone\}\}/);
    expect(() => readCannedReplies(folderWith('- id: a\n  sites: []\n  title: A\n  text: x\n'))).toThrow(/:2: \[0\]\.sites: /);
  });

  it('accepts the dotted variables, the short ones, and replies limited to some sites', () => {
    const dir = folderWith(
      '- id: a\n  sites: [demo]\n  title: A\n  text: { zh-CN: "{{shop.name}} {{customer.name}} {{order.id}}", en: "{{agent.name}} {{product.name}} {{customer.id}} {{order}}" }\n',
    );
    expect(readCannedReplies(dir)).toEqual([
      {
        id: 'a',
        sites: ['demo'],
        title: 'A',
        text: { 'zh-CN': '{{shop.name}} {{customer.name}} {{order.id}}', en: '{{agent.name}} {{product.name}} {{customer.id}} {{order}}' },
      },
    ]);
  });
});
