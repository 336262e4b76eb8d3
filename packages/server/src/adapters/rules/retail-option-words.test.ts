import { describe, expect, it } from 'vitest';
import { retailOptionWords } from './retail-option-words.js';

describe('built-in words for the prints option values name', () => {
  it('gives an English value its Chinese words and a Chinese value its English ones', () => {
    expect(retailOptionWords(['Leopard', 'Black', 'M'])).toEqual([['豹纹', 'Leopard']]);
    expect(retailOptionWords(['豹纹', '黑色'])).toEqual([
      ['leopard', '豹纹'],
      ['leopard print', '豹纹'],
    ]);
  });

  it('names the one value holding the print as a whole word, and none when several hold it', () => {
    expect(retailOptionWords(['Tiger Palm', 'Napalm Grey'])).toEqual([
      ['虎纹', 'Tiger Palm'],
      ['棕榈', 'Tiger Palm'],
    ]);
    expect(retailOptionWords(['Pink Gingham', 'Blue Gingham'])).toEqual([]);
    expect(retailOptionWords(['Gingham', 'Blue Gingham'])).toEqual([
      ['格纹', 'Gingham'],
      ['格子', 'Gingham'],
    ]);
  });
});
