import { describe, expect, it } from 'vitest';
import { arrivalByDayLead } from './arrival-by-day-lead.js';
import { arrivalDayAsked } from '../../adapters/rules/arrival-by-day-question.js';

// Friday 27 Nov 2026, 18:00 in New York (23:00 UTC).
const NOW = Date.UTC(2026, 10, 27, 23, 0);
const ZONE = 'America/New_York';
const SATURDAY = 6;
const FRIDAY = 5;

describe('arrivalByDayLead', () => {
  it('a parcel expected on the day named arrives by it, the whole day counted', () => {
    expect(arrivalByDayLead(SATURDAY, Date.UTC(2026, 10, 28, 19, 0), NOW, ZONE, 'en')).toBe('Yes — expected by Sat 28 Nov.');
    expect(arrivalByDayLead(SATURDAY, Date.UTC(2026, 10, 28, 19, 0), NOW, ZONE, 'zh')).toBe('能，预计 11月28日周六 前送达。');
  });

  it('a parcel expected after it does not', () => {
    expect(arrivalByDayLead(SATURDAY, Date.UTC(2026, 10, 30, 15, 0), NOW, ZONE, 'en')).toBe('No — expected by Mon 30 Nov.');
    expect(arrivalByDayLead(SATURDAY, Date.UTC(2026, 10, 30, 15, 0), NOW, ZONE, 'zh')).toBe('恐怕不能，预计 11月30日周一 前送达。');
  });

  it("the day named is today when today is it, on the shop's calendar (23:00 UTC is still Friday in New York)", () => {
    expect(arrivalByDayLead(FRIDAY, Date.UTC(2026, 10, 28, 15, 0), NOW, ZONE, 'en')).toBe('No — expected by Sat 28 Nov.');
    expect(arrivalByDayLead(FRIDAY, Date.UTC(2026, 10, 28, 3, 0), NOW, ZONE, 'en')).toBe('Yes — expected by Fri 27 Nov.');
  });

  it('no expected date: it cannot be said', () => {
    expect(arrivalByDayLead(SATURDAY, undefined, NOW, ZONE, 'en')).toBe('The carrier gives no expected date, so I cannot say whether it arrives by Saturday.');
    expect(arrivalByDayLead(SATURDAY, undefined, NOW, ZONE, 'zh')).toBe('承运商没有给出预计送达日期，暂时无法确定能否在周六前送达。');
  });
});

describe('arrivalDayAsked', () => {
  it.each([
    ['will they arrive before Saturday?', 6],
    ['can it get here by Friday?', 5],
    ['周六前能到吗', 6],
    ['星期天之前能送到吗', 0],
    ['礼拜一以前能收到吗', 1],
  ] as const)('"%s" asks of day %d', (text, day) => expect(arrivalDayAsked(text)).toBe(day));

  it.each(['can I return it by Friday?', '周六前能发货吗', 'will they arrive soon?'])('"%s" asks no arrival by a day', (text) =>
    expect(arrivalDayAsked(text)).toBeUndefined(),
  );
});
