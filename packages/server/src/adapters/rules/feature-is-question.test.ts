import { describe, expect, it } from 'vitest';
import { featureIs } from './feature-is-question.js';

describe('featureIs: "is it <words>?" asked of a product', () => {
  it.each([
    ['is it chlorine resistant?', 'chlorine resistant', ''],
    ['are they 5g?', '5g', ''],
    ['are the phones 5g?', '5g', ''],
    ['is the x9 5g?', '5g', ''],
    ['is the cove one-piece chlorine resistant?', 'chlorine resistant', ''],
    ['is it bpa free too?', 'bpa free', ''],
    ['这件抗氯吗', '抗氯', ''],
    ['这几款耐氯吗', '耐氯', ''],
    ['x9是5g的吗', '5g', '是'],
  ])('"%s" asks "%s"', (text, feature, asked) => {
    expect(featureIs(text)).toEqual({ feature, verb: 'is', asked });
  });

  it.each([
    'is it in stock?',
    'are they available?',
    'is the shirt for men?',
    'is it gift wrapped?',
    'is that right?',
    'is it ok?',
    'are you there?',
    'is the dress true to size?',
    'is the x9 under warranty?',
    'is it under warranty?',
    '这件有货吗',
    '这款是白色的吗',
    '5g吗',
    '这个多少钱吗',
  ])('"%s" asks no feature', (text) => {
    expect(featureIs(text)).toBeUndefined();
  });
});
