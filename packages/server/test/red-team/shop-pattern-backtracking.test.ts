import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectShopFolder } from '../../src/shop/load-shop-folder.js';
import { openShop } from '../../src/shop/open-shop.js';

// Issue 20's second red-team pass, as a careless deployer. A shop folder's regular expressions (lexicon.yaml's
// tagCues, attributeCues, otherMakers and intentCues patterns; workflows.yaml's damage cues and serial number pattern)
// run over every message a shopper types, in the one thread that serves every conversation. They were only checked
// to compile, so a pattern that repeats a group matching in several ways was served: with threadline's `sale` cue
// written `(\w+\s?)+ sale`, one shopper message of 30 letters and "!" held the server 1.6 s (10 letters: 0.2 s), and
// each 2 letters more take about 4× as long (≈ 7 min at 40) while no other shopper gets an answer; the serial number
// pattern `([A-Z0-9]+-?)+` ("letters and digits with hyphens") took 377 ms on 26 capitals and a small letter. Such
// a pattern now stops the folder at start with the file, the field and why, as a pattern that does not compile does.

const SHOPS = fileURLToPath(new URL('../../../../shops/', import.meta.url));
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of threadline with `files` written over its own. */
function threadlineWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kefu-patterns-'));
  folders.push(dir);
  cpSync(join(SHOPS, 'threadline'), dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const SEVERAL_WAYS = /repeats a group that can match the same text in several ways/;

describe('a shop folder whose patterns could keep the server busy on one message is refused', () => {
  it.each([
    ['a serial number pattern', 'repair:\n  serialNumber: { label: Serial, pattern: "([A-Z0-9]+-?)+" }\n', 'repair.serialNumber.pattern'],
    ['a damage cue', 'repair:\n  damage:\n    accidental:\n      label: Torn\n      cues: "(snag|snagged|torn)+"\n', 'repair.damage.accidental.cues'],
  ])('workflows.yaml: %s, naming the file, line and field', async (_what, wording, field) => {
    const report = await inspectShopFolder(threadlineWith({ 'workflows.yaml': wording }));
    expect(report.data).toBeUndefined();
    expect(report.errors).toEqual([
      expect.objectContaining({ file: 'workflows.yaml', field, message: expect.stringMatching(SEVERAL_WAYS), severity: 'error' }),
    ]);
  });

  it.each([
    ['a tag cue', 'tagCues:\n  sale: (\\w+\\s?)+ sale\n', 'tagCues.sale'],
    ['an attribute cue', 'attributeCues:\n  Fabric: (fabric|material)*\n', 'attributeCues.Fabric'],
    ['another maker', 'otherMakers:\n  - (?:nike\\s*\\w*)+\n', 'otherMakers.0'],
    ['an intent cue', 'intentCues:\n  params_query:\n    - { pattern: "(.*)*fit", weight: 0.7 }\n', 'intentCues.params_query.0.pattern'],
  ])('lexicon.yaml: %s, naming the file and field', async (_what, lexicon, field) => {
    const dir = threadlineWith({ 'lexicon.yaml': lexicon });
    await expect(openShop(dir)).rejects.toThrow(new RegExp(`lexicon\\.yaml: ${field.replace(/\./g, '\\.')}: repeats a group`));
  });

  // Issue 20's leftovers: the polynomial kind, quantifiers next to each other that can take the same characters, was
  // served. Measured on this machine with the pattern as the rules engine compiles it (case-insensitive): the tag cue
  // `\w+\s*\w+\s*sale` took 0.6 s on a message of 500 letters, 7.3 s on 2,000 and 36 s on 4,000 (the longest
  // message a shopper may send), the attribute cue `\bsize\s*\w*\s*\w*\s*fits?` 17.7 s on "size" and 4,000
  // spaces, `\w*\s*\w*\s*(fabric|material)` 45 s on 4,000 letters; no other conversation is answered meanwhile.
  // Such a folder now stops at start, naming the field, the overlapping parts, and a rewrite that matches the same text.
  it.each([
    [
      'a tag cue',
      'tagCues:\n  sale: \\w+\\s*\\w+\\s*sale\n',
      'tagCues.sale',
      /lets "\\w\+" and "\\w\+" take the same characters \("A"\) in turn.*write it as "\(\?:\\w\+\\s\+\\w\+\|\\w\\w\+\)\\s\*sale"/,
    ],
    [
      'an attribute cue',
      'attributeCues:\n  Size: \\bsize\\s*\\w*\\s*\\w*\\s*fits?\n',
      'attributeCues.Size',
      /lets "\\s\*" and "\\s\*" take the same characters \(" "\) in turn/,
    ],
    ['another maker', 'otherMakers:\n  - iphone\\s*\\d*\\s*pro\n', 'otherMakers.0', /write it as "iphone\\s\*\(\?:\\d\+\\s\*\)\?pro"/],
    [
      'an intent cue',
      'intentCues:\n  params_query:\n    - { pattern: "\\\\w*\\\\s*\\\\w*\\\\s*(fabric|material)", weight: 0.7 }\n',
      'intentCues.params_query.0.pattern',
      /take the same characters/,
    ],
  ])('lexicon.yaml: %s whose quantifiers overlap, naming the field and a rewrite', async (_what, lexicon, field, why) => {
    const refusal = openShop(threadlineWith({ 'lexicon.yaml': lexicon }));
    await expect(refusal).rejects.toThrow(new RegExp(`lexicon\\.yaml: ${field.replace(/\./g, '\\.')}: lets `));
    await expect(refusal).rejects.toThrow(why);
  });

  it('workflows.yaml: a damage cue whose quantifiers overlap, naming the file, line and field', async () => {
    const wording = 'repair:\n  damage:\n    accidental:\n      label: Torn\n      cues: "\\\\w+\\\\s*\\\\w+\\\\s*(ripped|torn)"\n';
    const report = await inspectShopFolder(threadlineWith({ 'workflows.yaml': wording }));
    expect(report.data).toBeUndefined();
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: 'workflows.yaml',
        field: 'repair.damage.accidental.cues',
        message: expect.stringMatching(/take the same characters/),
        severity: 'error',
      }),
    ]);
  });

  it('a lexicon pattern that does not compile is refused by the folder check too, naming the field', async () => {
    await expect(openShop(threadlineWith({ 'lexicon.yaml': 'tagCues:\n  sale: "on sale("\n' }))).rejects.toThrow(
      /lexicon\.yaml: tagCues\.sale: not a regular expression/,
    );
  });

  it.each(['demo', 'threadline'])('every pattern of shops/%s is kept (alternatives, optional groups and bounded digits are fine)', async (shop) => {
    await expect(openShop(join(SHOPS, shop))).resolves.toBeDefined();
  });

  it('keeps the shapes a serial number and a cue are written in', async () => {
    const wording = [
      'repair:',
      '  damage:',
      '    accidental:',
      '      label: Torn',
      "      cues: 'snag(ged)?|\\btorn (seam|hem)s?\\b|(?:pulled|loose) threads?'",
      '  serialNumber: { label: Serial, pattern: "[A-Z]{2}(?:-?[0-9]{4}){2}" }',
    ].join('\n');
    const report = await inspectShopFolder(threadlineWith({ 'workflows.yaml': wording }));
    expect(report.errors).toEqual([]);
  });
});
