import { describe, expect, it } from 'vitest';
import { STRINGS } from './strings.js';
import { resolveLocale, translate } from './translate.js';
import { promptText } from '../components/interrupt/prompt-strings.js';
import { formatClock, formatCountdown, formatDateTime, formatMoney } from './format.js';

describe('strings', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(STRINGS.en).sort()).toEqual(Object.keys(STRINGS['zh-CN']).sort());
    for (const [key, value] of Object.entries(STRINGS.en)) expect(value, key).toBeTruthy();
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(translate('zh-CN', 'handoffQueued', { n: 2 })).toBe('正在为你转接人工客服，你排在第 2 位');
    expect(promptText('zh-CN', 'workflowStrip', { title: '退货', step: 2, of: 4 })).toBe('退货 · 第 2/4 步');
    expect(promptText('en', 'expiresIn', {})).toBe('expires in {time}');
    expect(translate('en', 'unread', {})).toBe('{n} unread');
  });

  it('takes the locale from data-locale, else from the browser, else Chinese', () => {
    expect(resolveLocale('en', ['zh-CN'])).toBe('en');
    expect(resolveLocale(undefined, ['zh-TW', 'en'])).toBe('zh-CN');
    expect(resolveLocale(null, ['en-GB'])).toBe('en');
    expect(resolveLocale('fr', [])).toBe('en');
    expect(resolveLocale(undefined, [])).toBe('zh-CN');
  });

  it('formats money from minor units without needless decimals, and countdowns without going negative', () => {
    expect(formatMoney({ amount: 349_900, currency: 'CNY' }, 'zh-CN')).toBe('¥3,499');
    expect(formatMoney({ amount: 299_950, currency: 'CNY' }, 'zh-CN')).toBe('¥2,999.50');
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it("prints any currency with its narrow symbol in the shopper's locale (¥, never CN¥), with the currency's own decimals", () => {
    expect(formatMoney({ amount: 349_900, currency: 'CNY' }, 'en')).toBe('¥3,499');
    expect(formatMoney({ amount: 299_950, currency: 'CNY' }, 'en')).toBe('¥2,999.50');
    expect(formatMoney({ amount: 1999, currency: 'USD' }, 'en')).toBe('$19.99');
    expect(formatMoney({ amount: 1999, currency: 'USD' }, 'zh-CN')).toBe('$19.99');
    expect(formatMoney({ amount: 500, currency: 'JPY' }, 'en')).toBe('¥500');
    expect(formatMoney({ amount: 1999, currency: 'EUR' }, 'en')).toBe('€19.99');
  });

  it('formats card times in each locale’s own style, midnight as 00:05 and never 24:05', () => {
    // Local wall-clock times: cards are in the shopper's time zone, whatever it is.
    const lateNight = new Date(2026, 10, 24, 0, 5).getTime();
    const afternoon = new Date(2026, 10, 3, 14, 20).getTime();
    expect(formatDateTime(lateNight, 'en')).toBe('Nov 24, 00:05');
    expect(formatDateTime(afternoon, 'en')).toBe('Nov 3, 14:20');
    expect(formatDateTime(lateNight, 'zh-CN')).toBe('11月24日 00:05');
    expect(formatClock(lateNight, 'en')).toBe('00:05');
    expect(formatClock(afternoon, 'zh-CN')).toBe('14:20');
  });
});
