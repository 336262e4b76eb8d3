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
    // The longer word wins: 金属 (metal), not 金 (gold).
    ['是金属的吗', '金属', true, false],
  ])('"%s" asks whether it is %s', (text, asked, material, pure) => {
    expect(qualityQuestion(text)).toMatchObject({ asked, material, pure });
  });

  it.each(['any silver necklaces?', '有纯银的吗', '银', 'is it in stock?', 'is it blue?', 'silver earrings', 'is it on sale?'])('"%s" is not one', (text) => {
    expect(qualityQuestion(text)).toBeUndefined();
  });
});
