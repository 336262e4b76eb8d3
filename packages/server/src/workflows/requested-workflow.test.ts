import { describe, expect, it } from 'vitest';
import { requestedWorkflow } from './requested-workflow.js';

describe('another workflow asked for by name at an open prompt', () => {
  it('switches to cancelling the order or changing its address, with the order named', () => {
    expect(requestedWorkflow('算了，我想取消订单 KF10010004', 'return')).toEqual({ name: 'cancel_order', orderId: 'KF10010004' });
    expect(requestedWorkflow('I want to cancel order KF10020006 instead', 'exchange')).toEqual({ name: 'cancel_order', orderId: 'KF10020006' });
    expect(requestedWorkflow('帮我改一下收货地址', 'return')).toEqual({ name: 'change_address' });
  });

  it('leaves a bare cancel word to the prompt, and the current workflow to itself', () => {
    expect(requestedWorkflow('取消', 'return')).toBeUndefined();
    expect(requestedWorkflow('cancel', 'return')).toBeUndefined();
    expect(requestedWorkflow('帮我改一下收货地址', 'change_address')).toBeUndefined();
  });
});
