import { describe, expect, it } from 'vitest';
import { valueMatches, optionValueNames, colorWord } from './match-color.js';

const frostWhite = ['雾凇白', 'Frost White'];
const starryNight = ['星夜', 'Starry Night'];

describe('colour matching', () => {
  it('names a colour by its own name and its translations from the product', () => {
    expect(optionValueNames({ i18n: { en: { optionValues: { 雾凇白: 'Frost White' } } } }, '雾凇白')).toEqual(['雾凇白', 'Frost White']);
    expect(optionValueNames({}, '雾凇白')).toEqual(['雾凇白']);
  });

  it.each([
    ['白', true],
    ['white', true],
    ['White', true],
    ['雾凇白', true],
    ['frost white', true],
    ['frost', true],
    ['黑', false],
    ['black', false],
    ['', false],
  ])('matches 雾凇白 / Frost White for "%s": %s', (wanted, expected) => {
    expect(valueMatches(frostWhite, wanted)).toBe(expected);
  });

  it('matches a colour without a translation by its own name, and one without a basic colour by name only', () => {
    expect(valueMatches(['Ocean Blue'], '蓝')).toBe(true);
    expect(valueMatches(['晴天蓝'], 'blue')).toBe(true);
    expect(valueMatches(starryNight, 'starry')).toBe(true);
    expect(valueMatches(starryNight, '黑')).toBe(false);
  });

  it('finds part of a value only as whole words: "XL" is not "XXL", "white" is in "Frost White", "凇白" in "雾凇白"', () => {
    expect(valueMatches(['XXL'], 'XL')).toBe(false);
    expect(valueMatches(['XL'], 'XL')).toBe(true);
    expect(valueMatches(['Mint'], 'mi')).toBe(false);
    expect(valueMatches(frostWhite, 'frost')).toBe(true);
    expect(valueMatches(frostWhite, '凇白')).toBe(true);
    expect(valueMatches(['12GB / 256GB'], '12gb')).toBe(true);
  });

  it("words a basic colour in the answer's language and leaves a catalog name as asked", () => {
    expect(colorWord('粉', 'en')).toBe('pink');
    expect(colorWord('pink', 'zh-CN')).toBe('粉色');
    expect(colorWord('grey', 'en')).toBe('grey');
    expect(colorWord('Frost White', 'zh-CN')).toBe('Frost White');
  });
});
