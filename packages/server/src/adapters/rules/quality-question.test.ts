import { describe, expect, it } from 'vitest';
import { qualityQuestion } from './quality-question.js';

describe('a yes/no question about what a product is (made of)', () => {
  it.each([
    ['is it silver?', 'silver', true, false],
    ['is this one gold?', 'gold', true, false],
    ['are they real gold?', 'gold', true, true],
    ['is the first one made of sterling silver?', 'sterling silver', true, false],
    ['and is it 100% cotton', 'cotton', true, true],
    ['is it waterproof?', 'waterproof', false, false],
    ['它是纯银的吗', '纯银', true, true],
    ['是真金的吗', '真金', true, true],
    ['这个是棉的吗？', '棉', true, false],
    ['防水吗', '防水', false, false],
    // A product named in Latin letters before it: asked of that product.
    ['wet bag防水吗', '防水', false, false],
    ['x9 pro是纯银的吗', '纯银', true, true],
    // The longer word wins: 金属 (metal), not 金 (gold).
    ['是金属的吗', '金属', true, false],
  ])('"%s" asks whether it is %s', (text, asked, material, pure) => {
    expect(qualityQuestion(text)).toMatchObject({ asked, material, pure });
  });

  it.each(['any silver necklaces?', '有纯银的吗', '银', 'is it in stock?', 'is it blue?', 'silver earrings', 'is it on sale?', 'wet bag银'])(
    '"%s" is not one',
    (text) => {
      expect(qualityQuestion(text)).toBeUndefined();
    },
  );
});

describe('the Latin words before a Chinese quality question', () => {
  it.each([
    ['wet bag防水吗', 'wet bag'],
    ['gopro防水吗', 'gopro'],
    ['pandora是纯银的吗', 'pandora'],
    ['hello防水吗', undefined],
    ['ok 是纯银的吗', undefined],
    ['它是纯银的吗', undefined],
  ])('"%s" names %s', (text, before) => {
    expect(qualityQuestion(text)?.before).toBe(before);
  });
});

describe('a yes/no question about what a product has', () => {
  it.each([
    ['does it have padding?', 'padding'],
    ['do they come with pads?', 'pads'],
    ['does the first one have a lining?', 'lining'],
    ['有胸垫吗', '胸垫'],
    ['带内衬吗', '内衬'],
    ['它们有胸垫吗', '胸垫'],
  ])('"%s" asks whether it has %s', (text, asked) => {
    expect(qualityQuestion(text)).toMatchObject({ asked, has: true });
  });

  it.each(['does it come with a charger?', '有防水的吗', '有纯银吗', 'do you have padded tops?'])('"%s" is not one', (text) => {
    expect(qualityQuestion(text)?.has).toBeUndefined();
  });
});
