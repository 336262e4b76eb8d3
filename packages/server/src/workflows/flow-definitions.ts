import { cancelOrderFlow } from './flows/cancel-order-flow.js';
import { changeAddressFlow } from './flows/change-address-flow.js';
import { exchangeFlow } from './flows/exchange-flow.js';
import { invoiceFlow } from './flows/invoice-flow.js';
import { repairFlow } from './flows/repair-flow.js';
import { returnFlow } from './flows/return-flow.js';
import { orderLookupFlow } from './flows/order-lookup-flow.js';

//   return         (order → reason → photos → confirm → submit)
//   exchange       (order → reason → photos → exchange for → confirm → submit)
//   repair         (order → issue + damage → photos → 到店/寄修 → confirm → submit)
//   invoice        (order → type → title/tax id → confirm → submit)
//   cancel_order   (order → [shipped: offer a human] → reason → confirm → cancel)
//   change_address (order → [shipped: offer a human] → recipient/phone/address → confirm → change)
//   order_lookup   (a guest's order number + phone ending → verified: the agent answers the question asked)
// Each flow is a list of steps driven by flow-driver.ts over the conversation state's `runningWorkflow` channel; every
// missing item is one prompt, the conversation thread's own pending interrupt (the agent graph's workflow_prompt).

/** Every workflow's definition, by name. */
export const FLOWS = {
  return: returnFlow,
  exchange: exchangeFlow,
  repair: repairFlow,
  invoice: invoiceFlow,
  cancel_order: cancelOrderFlow,
  change_address: changeAddressFlow,
  order_lookup: orderLookupFlow,
} as const;
