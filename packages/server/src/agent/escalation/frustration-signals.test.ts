import { describe, expect, it } from 'vitest';
import { frustrationSignals } from './frustration-signals.js';

describe('frustrationSignals', () => {
  it.each([
    ['我很失望', 2, true],
    ['无语了', 2, true],
    ['发货太慢了', 2, true],
    ['what a joke', 2, true],
    ['This is not helpful', 2, true],
    ['第三次问了', 3, true],
    ['我都问了好几遍了', 3, true],
    ["I've asked three times", 3, true],
    ['for the third time, where is my order', 3, false],
    ['this is the third time I ask', 3, true],
    ["That's the second time I'm asking", 3, true],
    ['how many times do I have to ask?', 3, true],
    ["I'm asking again", 3, true],
    ['how many times do I have to ask, where is my order', 3, false],
    ['问了半天了', 3, true],
    ['还没到啊', 1, true],
    ['my parcel is still not here', 1, false],
    ['X9 多少钱？？？', 1, false],
    ['WHERE IS MY ORDER', 1, false],
    ['where is my order!!', 1, false],
  ])('"%s" adds %i point(s); vents only: %s', (text, points, ventsOnly) => {
    const signals = frustrationSignals(text, null);
    expect(signals.points).toBe(points);
    expect([...signals.rest].length <= 2).toBe(ventsOnly);
  });

  it.each(['X9 多少钱', 'How much is the Find X9?', '我要退货', 'X9 和 X8 哪个好', 'Is the X9 in stock?'])('"%s" is calm', (text) => {
    expect(frustrationSignals(text, null).points).toBe(0);
  });

  it('takes the model’s negative sentiment when no word of ours matched, never both', () => {
    expect(frustrationSignals('跟我昨天看到的不一样啊', { sentiment: 'negative' }).points).toBe(2);
    expect(frustrationSignals('我很失望', { sentiment: 'negative' }).points).toBe(2);
    expect(frustrationSignals('跟我昨天看到的不一样啊', { sentiment: 'neutral' }).points).toBe(0);
  });
});
