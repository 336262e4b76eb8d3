import { describe, expect, it } from 'vitest';
// The strings module itself: the widget's index needs its build plugins and a DOM.
import { STRINGS } from '../../packages/widget/src/i18n/strings.js';
import { ORDER_STATUS_LABELS } from '../src/lib/order-status.js';

describe('the orders page status labels', () => {
  it('word every status exactly as the widget’s order card does, in both languages', () => {
    expect(ORDER_STATUS_LABELS['zh-CN']).toEqual(STRINGS['zh-CN'].orderStatus);
    expect(ORDER_STATUS_LABELS.en).toEqual(STRINGS.en.orderStatus);
  });
});
