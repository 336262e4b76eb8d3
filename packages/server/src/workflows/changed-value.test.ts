import { describe, expect, it } from 'vitest';
import { changedValue } from './changed-value.js';

describe('changedValue', () => {
  it.each([
    ['原因改成质量问题', '质量问题'],
    ['改成退一件吧', '一件'],
    ['算了，改成公司的', '公司的'],
    ['change the reason to damaged', 'damaged'],
    ['make it 1 tee, please', '1 tee'],
    ['can I switch it to store pickup instead?', 'store pickup'],
  ])('"%s" changes to "%s"', (said, value) => expect(changedValue(said)).toBe(value));

  it.each(['原因选错了', "I'd like to change the reason", '改一下'])('"%s" names no value', (said) => expect(changedValue(said)).toBeUndefined());
});
