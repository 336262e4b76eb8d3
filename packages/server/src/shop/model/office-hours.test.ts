import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '@kefu/testing';
import { inspectShopFolder } from '../load-shop-folder.js';

const THREADLINE = join(import.meta.dirname, '../../../../../shops/threadline');

/** Threadline with its office hours replaced by `hours` (YAML lines). */
const temps: Array<{ remove(): void }> = [];
afterAll(() => temps.forEach((temp) => temp.remove()));

async function threadlineWith(hours: string): Promise<string> {
  const temp = tempDir('kefu-hours-');
  temps.push(temp);
  const dir = temp.path;
  await cp(THREADLINE, dir, { recursive: true });
  const yaml = await readFile(join(dir, 'shop.yaml'), 'utf8');
  const start = yaml.indexOf('supportHours:');
  const end = yaml.indexOf('promotions:');
  await writeFile(join(dir, 'shop.yaml'), `${yaml.slice(0, start)}${hours}\n${yaml.slice(end)}`);
  return dir;
}

describe('office hours in shop.yaml', () => {
  it('reads weekly hours, closures and the stated reply time of the example shop', async () => {
    const report = await inspectShopFolder(THREADLINE);
    expect(report.errors).toEqual([]);
    expect(report.data?.profile).toMatchObject({
      timezone: 'America/New_York',
      supportHours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], open: '09:00', close: '18:00' }, { days: ['sat'] }],
      supportClosures: [{ date: '2026-11-26', name: 'Thanksgiving' }, { date: '2026-12-25' }],
      supportReplyMinutes: 10,
    });
  });

  it('names the file and the field of each mistake', async () => {
    const dir = await threadlineWith(
      [
        'supportHours:',
        '  - { days: [mon], open: "18:00", close: "09:00" }',
        '  - { days: [tue], open: "9am", close: "17:00" }',
        '  - { days: [funday], open: "09:00", close: "17:00" }',
        'supportClosures:',
        '  - { date: "2026-02-30" }',
        '  - { date: "2026-12-26", until: "2026-12-24" }',
        'supportReplyMinutes: 0',
      ].join('\n'),
    );
    const { errors } = await inspectShopFolder(dir);
    const found = errors.map(({ file, field, message }) => ({ file, field, message }));
    expect(found).toEqual(
      expect.arrayContaining([
        { file: 'shop.yaml', field: 'supportHours[0].close', message: expect.stringContaining('closes at 09:00, not after it opens at 18:00') },
        { file: 'shop.yaml', field: 'supportHours[1].open', message: expect.stringContaining('24-hour time such as 09:00') },
        { file: 'shop.yaml', field: 'supportHours[2].days[0]', message: expect.any(String) },
        { file: 'shop.yaml', field: 'supportClosures[0].date', message: 'is not a day of the calendar' },
        { file: 'shop.yaml', field: 'supportClosures[1].until', message: 'must be on or after date' },
        { file: 'shop.yaml', field: 'supportReplyMinutes', message: expect.any(String) },
      ]),
    );
    expect(found, JSON.stringify(found)).toHaveLength(6);
  });
});
