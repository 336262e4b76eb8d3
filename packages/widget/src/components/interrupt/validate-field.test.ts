import { describe, expect, it } from 'vitest';
import type { FormField } from '@kefu/protocol';
import { validateField } from './validate-field.js';

const field = (extra: Partial<FormField>): FormField => ({ name: 'value', label: '值', type: 'text', ...extra });

describe('inline validation from the protocol hints', () => {
  it('requires a required field and accepts an empty optional one', () => {
    expect(validateField(field({ required: true }), '  ', 'zh-CN')).toBe('必填');
    expect(validateField(field({}), '', 'zh-CN')).toBeUndefined();
  });

  it('checks a pattern against the whole value', () => {
    const taxId = field({ pattern: '[0-9A-Z]{15,20}' });
    expect(validateField(taxId, '91310000MA1K4XXX1Y', 'zh-CN')).toBeUndefined();
    expect(validateField(taxId, 'x91310000MA1K4XXX1Y', 'zh-CN')).toBe('格式不正确');
  });

  it('checks numbers, bounds, lengths in characters and emails', () => {
    expect(validateField(field({ type: 'number', min: 1, max: 5 }), 'abc', 'en')).toBe('Enter a number');
    expect(validateField(field({ type: 'number', min: 1, max: 5 }), '9', 'en')).toBe('Must be at most 5');
    expect(validateField(field({ minLength: 3 }), '退货了', 'zh-CN')).toBeUndefined();
    expect(validateField(field({ maxLength: 2 }), '退货了', 'zh-CN')).toBe('最多 2 个字');
    expect(validateField(field({ type: 'email' }), 'a@b', 'en')).toBe('Enter a valid email');
  });

  it('leaves a pattern the browser cannot compile to the server', () => {
    expect(validateField(field({ pattern: '(' }), 'anything', 'en')).toBeUndefined();
  });
});
