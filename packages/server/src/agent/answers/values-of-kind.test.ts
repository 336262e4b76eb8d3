import { describe, expect, it } from 'vitest';
import { valuesAsked } from '../../adapters/rules/values-question.js';

describe('a question asking which sizes or colours there are', () => {
  it.each([
    ['what sizes do your dresses come in?', 'size'],
    ['which sizes are available?', 'size'],
    ['what size do the tees come in?', 'size'],
    ['连衣裙有哪些尺码', 'size'],
    ['尺码都有什么', 'size'],
    ['what colours do your dresses come in?', 'colour'],
    ['which colors are there?', 'colour'],
    ['衬衫有哪些颜色', 'colour'],
    ['do you have dresses in size M?', undefined],
    ['what size should I get?', undefined],
    ['is there a size guide?', undefined],
    ['what colour is it?', undefined],
  ] as const)('"%s" → %s', (text, kind) => {
    expect(valuesAsked(text)).toBe(kind);
  });
});
