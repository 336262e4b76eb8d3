import { describe, expect, it } from 'vitest';
import { optionGroupKind } from './option-group-kind.js';

describe('the kind of an option group, by its name', () => {
  it('reads sizes and colours however a catalog names them, in either language', () => {
    for (const name of ['Size', 'sizes', 'Shoe Size', '尺码', '鞋码', '码数', '尺寸']) expect(optionGroupKind(name)).toBe('size');
    for (const name of ['Color', 'Colour', 'Colorway', '颜色', '配色']) expect(optionGroupKind(name)).toBe('colour');
    for (const name of ['Fit', 'Material', 'Title', '版本']) expect(optionGroupKind(name)).toBeUndefined();
  });
});
