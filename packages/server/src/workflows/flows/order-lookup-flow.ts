import type { FlowDefinition, RunStep } from '../flow-builder.js';
import { identifyOrderStep } from './order-steps.js';

/** The order verified: the flow ends without a word, and the agent answers what was asked about it. */
const verifiedStep: RunStep = {
  type: 'run',
  id: 'verified',
  run: () => ({ outcome: { status: 'verified', text: '' } }),
};

/**
 * 订单查询: a guest asking where their order is verifies it like the after-sales workflows do (order number + the
 * phone's last four digits, counted against the same budgets), then sees what a signed-in shopper would.
 */
export const orderLookupFlow: FlowDefinition = {
  name: 'order_lookup',
  of: 1,
  steps: [identifyOrderStep, verifiedStep],
};
