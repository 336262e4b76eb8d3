import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { inspectShopFolder } from '../../src/shop/load-shop-folder.js';
import { openShop } from '../../src/shop/open-shop.js';
import { createManualClock } from '../../src/timers/manual-clock.js';
import { workflowHarness } from '../workflows/harness.js';

const SHOPS = fileURLToPath(new URL('../../../../shops/', import.meta.url));
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of threadline whose workflows.yaml is `wording` (none when undefined). */
function threadlineWith(wording: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'kefu-wording-'));
  folders.push(dir);
  cpSync(join(SHOPS, 'threadline'), dir, { recursive: true });
  if (wording === undefined) rmSync(join(dir, 'workflows.yaml'));
  else writeFileSync(join(dir, 'workflows.yaml'), wording);
  return dir;
}

/** A workflow runner on a shop folder, its order dates relative to now. */
async function harnessOn(dir: string) {
  const now = Date.now();
  return workflowHarness({ now, commerce: createShopFolderCommerce({ clock: createManualClock(now), shop: await openShop(dir) }) });
}

const field = (h: Awaited<ReturnType<typeof harnessOn>>, name: string) => h.lastOpen().fields?.find((candidate) => candidate.name === name);

describe("the repair workflow speaks of the shop's own products (workflows.yaml)", () => {
  it('asks an apparel shop about seams and snags, with no serial number, and reads a snag as accidental damage', async () => {
    const h = await harnessOn(join(SHOPS, 'threadline'));
    await h.runner.start(h.context('cus-liam', 'en'), 'repair', { orderId: 'TL-10198' }, h.sink.output);
    const form = h.lastOpen();
    expect(form.prompt).toMatch(/^Order TL-10198 is covered by our quality guarantee\. Tell us what went wrong — a seam that came apart/);
    expect(form.fields?.map((entry) => entry.name)).toEqual(['issue', 'damage']);
    expect(field(h, 'issue')?.label).toBe('What went wrong');
    expect(field(h, 'damage')?.options?.map((option) => option.label)).toEqual([
      'Came apart in normal wear',
      'Torn, snagged or burned',
      'Washed or bleached against the care label',
    ]);
    await h.say('I snagged the back pocket on a fence', 'cus-liam', 'en');
    // The photo step asks in the shop's words too.
    expect(h.lastOpen()).toMatchObject({
      kind: 'upload',
      prompt: 'If you can, upload photos of where it went wrong: the seam, the zip, the sole (you may skip this).',
    });
    await h.say('skip', 'cus-liam', 'en');
    await h.say('mail', 'cus-liam', 'en');
    expect(h.lastOpen().summary).toEqual(
      expect.arrayContaining([
        { label: 'Damage', value: 'Torn, snagged or burned' },
        {
          label: 'Cost',
          value: 'Paid repair, quoted once we have seen it (tears, snags, burns, washing against the care label and expired guarantees are not covered)',
        },
      ]),
    );
  });

  it('says it in Chinese too, and reads shrinking in the wash as care-label damage', async () => {
    const h = await harnessOn(join(SHOPS, 'threadline'));
    await h.runner.start(h.context('cus-liam', 'zh-CN'), 'repair', { orderId: 'TL-10198' }, h.sink.output);
    expect(h.lastOpen().prompt).toContain('开线、拉链坏了、鞋底开胶');
    await h.say('洗了一次就缩水了，裤腿短了一截', 'cus-liam');
    expect(h.lastOpen().prompt).toBe('如方便，请上传出问题部位的照片，比如开线处、拉链或鞋底（可跳过）。');
    await h.say('跳过', 'cus-liam');
    await h.say('寄修', 'cus-liam');
    expect(h.lastOpen().summary).toContainEqual({ label: '损坏情况', value: '未按洗涤标签洗护（缩水、漂白、串色）' });
  });

  it("keeps the demo shop's phone words and its IMEI field, checked by the shop's pattern", async () => {
    const h = workflowHarness();
    await h.runner.start(h.context('c_1001'), 'repair', { orderId: 'KF10010001' }, h.sink.output);
    expect(h.lastOpen().prompt).toContain('摔落、碎屏等人为损坏和进水不在免费保修范围');
    expect(field(h, 'serialNumber')).toMatchObject({ label: 'IMEI', pattern: '[0-9]{15}', hint: '拨号 *#06# 查看，可不填' });
    await h.reply({ action: 'submit', values: { issue: '屏幕偶尔闪烁', damage: 'none', serialNumber: '12345' } }, 'c_1001');
    expect(h.lastOpen().error).toBe('IMEI格式不对，可不填。');
    // Typed as a message, the 15 digits are the IMEI and the rest the description.
    await h.say('屏幕偶尔闪烁 IMEI 861234567890123', 'c_1001');
    await h.say('跳过', 'c_1001');
    await h.say('寄修', 'c_1001');
    expect(h.lastOpen().summary).toEqual(
      expect.arrayContaining([
        { label: '问题描述', value: '屏幕偶尔闪烁' },
        { label: '序列号', value: '861234567890123' },
      ]),
    );
  });

  it('speaks in general words, naming no kind of product, for a shop without workflows.yaml', async () => {
    const h = await harnessOn(threadlineWith(undefined));
    await h.runner.start(h.context('cus-liam', 'en'), 'repair', { orderId: 'TL-10198' }, h.sink.output);
    expect(h.lastOpen().prompt).toBe(
      'Order TL-10198 is within its warranty period. Please describe the problem; accidental damage (drops, crushing, tears) and liquid damage are not covered for free.',
    );
    expect(h.lastOpen().fields?.map((entry) => entry.name)).toEqual(['issue', 'damage']);
    await h.say('It got soaked and wet in the rain', 'cus-liam', 'en');
    expect(h.lastOpen().prompt).toBe('If you can, upload photos of the problem (you may skip this).');
    await h.say('skip', 'cus-liam', 'en');
    await h.say('mail', 'cus-liam', 'en');
    expect(h.lastOpen().summary).toContainEqual({ label: 'Damage', value: 'Liquid or moisture' });
  });

  it('refuses a workflows.yaml with an unknown placeholder, a broken pattern or an unknown field, naming file, line and field', async () => {
    const dir = threadlineWith(
      [
        'repair:',
        '  prompt:',
        '    inWarranty: "Order {orderId} is covered"',
        '  damage:',
        '    accidental:',
        '      label: Torn',
        "      cues: 'snag(ged'",
        '  serialNumbers: { label: Serial, pattern: "[0-9]+" }',
      ].join('\n'),
    );
    const report = await inspectShopFolder(dir);
    expect(report.data).toBeUndefined();
    expect(report.errors).toEqual([
      { file: 'workflows.yaml', line: 3, field: 'repair.prompt.inWarranty', message: 'unknown placeholder {orderId}: use {order}', severity: 'error' },
      {
        file: 'workflows.yaml',
        line: 7,
        field: 'repair.damage.accidental.cues',
        message: expect.stringMatching(/^not a regular expression: /),
        severity: 'error',
      },
      { file: 'workflows.yaml', line: 2, field: 'repair', message: 'Unrecognized key: "serialNumbers"', severity: 'error' },
    ]);
  });
});
