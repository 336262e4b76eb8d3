import { describe, expect, it } from 'vitest';
import { validateSubmission } from './validate-submission.js';

describe('write tool schemas', () => {
  it('refuses a display label where the write tool takes a value, as a typed BAD_PAYLOAD error', () => {
    const repair = { issue: '屏幕偶尔闪烁', warranty: 'in', damage: 'none', coverage: 'free' };
    expect(validateSubmission('repair', 'KF10010001', { ...repair, repairType: 'mail' })).toEqual({ ok: true, details: { ...repair, repairType: 'mail' } });
    expect(validateSubmission('repair', 'KF10010001', { ...repair, repairType: '寄修' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PAYLOAD', retryable: false, path: 'repairType' },
    });
    expect(validateSubmission('invoice', 'KF10010001', { invoiceType: '企业专票', title: '上海某某科技有限公司' })).toMatchObject({
      ok: false,
      error: { path: 'invoiceType' },
    });
  });

  it('takes a return’s or an exchange’s note of 1–200 characters, trimmed, and refuses a longer one', () => {
    expect(validateSubmission('return', 'KF10010001', { reason: 'quality', note: ' 屏幕左上角有亮点 ' })).toEqual({
      ok: true,
      details: { reason: 'quality', note: '屏幕左上角有亮点' },
    });
    expect(validateSubmission('exchange', 'KF10010001', { reason: 'quality', exchangeFor: 'same', note: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      error: { path: 'note' },
    });
  });

  it('holds the business rules the steps check: a tax id for 专票, free repairs only without damage', () => {
    expect(validateSubmission('invoice', 'KF10010001', { invoiceType: 'special', title: '上海某某科技有限公司' })).toMatchObject({
      ok: false,
      error: { path: 'taxId' },
    });
    expect(
      validateSubmission('repair', 'KF10010001', { issue: '屏幕摔碎了', warranty: 'in', damage: 'accidental', coverage: 'free', repairType: 'store' }),
    ).toMatchObject({
      ok: false,
      error: { path: 'coverage' },
    });
  });

  it('takes photo links as a list of http(s) URLs', () => {
    expect(validateSubmission('return', 'KF10010001', { reason: 'quality', photos: ['https://img.example/a.jpg'] }).ok).toBe(true);
    expect(validateSubmission('return', 'KF10010001', { reason: 'quality', photos: ['javascript:alert(1)'] })).toMatchObject({
      ok: false,
      error: { path: 'photos.0' },
    });
  });

  it('takes the photos of an exchanged item and of a repair’s fault as links or upload ids, six at most', () => {
    const upload = 'up_0b7e1c2a-5d3f-4e61-9a8b-2c4d6e8f0a1b';
    expect(validateSubmission('exchange', 'KF10010001', { reason: 'quality', exchangeFor: 'same', photos: [upload, 'https://img.example/a.jpg'] }).ok).toBe(
      true,
    );
    const repair = { issue: '屏幕不亮了', warranty: 'in', damage: 'none', coverage: 'free', repairType: 'mail' };
    expect(validateSubmission('repair', 'KF10010001', { ...repair, photos: [upload] }).ok).toBe(true);
    expect(validateSubmission('repair', 'KF10010001', { ...repair, photos: ['up_../../etc/passwd'] })).toMatchObject({
      ok: false,
      error: { path: 'photos.0' },
    });
    expect(validateSubmission('exchange', 'KF10010001', { reason: 'quality', exchangeFor: 'same', photos: Array(7).fill(upload) })).toMatchObject({
      ok: false,
      error: { path: 'photos' },
    });
  });
});
