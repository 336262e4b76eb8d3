import { describe, expect, it } from 'vitest';
import { carriedAnswers } from './carried-answers.js';
import type { OrderSnapshot, WorkflowStateValue } from './workflow-state.js';

const money = { amount: 2200, currency: 'USD' };
const order: OrderSnapshot = {
  orderId: 'TL-1',
  status: 'delivered',
  items: [
    { productId: 'shirt', variantId: 'S-M', name: 'Shirt', quantity: 1, price: money },
    { productId: 'tee', variantId: 'T-M', name: 'Tee', quantity: 2, price: money },
  ],
  total: money,
  placedAt: 0,
  address: '',
};
const returning = (details: Record<string, string>, extra: Partial<WorkflowStateValue> = {}) =>
  ({
    name: 'return',
    order,
    details,
    shown: { reason: 'Faulty' },
    told: 'return the shirt',
    answeredSteps: ['reason', 'photos'],
    ...extra,
  }) as WorkflowStateValue;

describe('carriedAnswers', () => {
  it('hands an exchange the one line, photos, note, the photo step answered and the words told', () => {
    const carried = carriedAnswers(
      returning({ items: 'S-M', reason: 'quality', photos: 'up_1', note: 'seam split' }),
      { name: 'exchange', orderId: 'TL-1' },
      'swap it',
    );
    expect(carried).toEqual({
      details: { item: 'S-M', photos: 'up_1', note: 'seam split' },
      answeredSteps: ['photos'],
      told: 'return the shirt\nFaulty\nseam split\nswap it',
    });
  });

  it('an exchange acts on one line: two returned lines are asked again', () => {
    expect(carriedAnswers(returning({ items: 'S-M T-M' }), { name: 'exchange' })?.details).toEqual({});
  });

  it('a repair takes the note as its description (told), not as a second note, and no reason label', () => {
    const carried = carriedAnswers(returning({ item: 'S-M', note: 'it keeps restarting' }), { name: 'repair' });
    expect(carried?.details).toEqual({ item: 'S-M' });
    expect(carried?.told).toBe('return the shirt\nit keeps restarting');
  });

  it('a repair’s description is a return’s note', () => {
    const repairing = returning({ item: 'S-M', issue: 'screen flickers' }, { name: 'repair', answeredSteps: ['issue'] });
    expect(carriedAnswers(repairing, { name: 'return' })?.details).toEqual({ items: 'S-M', note: 'screen flickers' });
  });

  it.each([
    ['another order', { name: 'exchange', orderId: 'TL-2' }],
    ['an invoice', { name: 'invoice' }],
    ['the same workflow', { name: 'return' }],
  ] as const)('nothing for %s', (_, to) => {
    expect(carriedAnswers(returning({ items: 'S-M' }), to)).toBeUndefined();
  });
});
