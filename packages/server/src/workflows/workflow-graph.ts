import { END, START, StateGraph } from '@langchain/langgraph';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { compileFlow, type FlowDependencies } from './flow-builder.js';
import { cancelOrderFlow } from './flows/cancel-order-flow.js';
import { changeAddressFlow } from './flows/change-address-flow.js';
import { exchangeFlow } from './flows/exchange-flow.js';
import { invoiceFlow } from './flows/invoice-flow.js';
import { repairFlow } from './flows/repair-flow.js';
import { returnFlow } from './flows/return-flow.js';
import { WorkflowState } from './workflow-state.js';

//   START ─┬→ return   (order → reason → photos → confirm → submit)
//          ├→ exchange (order → reason → photos → exchange for → confirm → submit)
//          ├→ repair   (order → issue + damage → photos → 到店/寄修 → confirm → submit)
//          ├→ invoice  (order → type → title/tax id → confirm → submit)
//          ├→ cancel_order   (order → [shipped: offer a human] → reason → confirm → cancel)
//          └→ change_address (order → [shipped: offer a human] → recipient/phone/address → confirm → change) ─→ END
// Each flow is a subgraph; every missing item is one interrupt(), checkpointed on the thread's workflow thread.

/** Every workflow's definition, by name. */
export const FLOWS = {
  return: returnFlow,
  exchange: exchangeFlow,
  repair: repairFlow,
  invoice: invoiceFlow,
  cancel_order: cancelOrderFlow,
  change_address: changeAddressFlow,
} as const;

/** Builds the workflow graph: one subgraph per workflow, chosen by `state.name`. */
export function buildWorkflowGraph(deps: FlowDependencies, checkpointer: BaseCheckpointSaver) {
  return new StateGraph(WorkflowState)
    .addNode('return', compileFlow(returnFlow, deps))
    .addNode('exchange', compileFlow(exchangeFlow, deps))
    .addNode('repair', compileFlow(repairFlow, deps))
    .addNode('invoice', compileFlow(invoiceFlow, deps))
    .addNode('cancel_order', compileFlow(cancelOrderFlow, deps))
    .addNode('change_address', compileFlow(changeAddressFlow, deps))
    .addConditionalEdges(START, (state) => state.name, ['return', 'exchange', 'repair', 'invoice', 'cancel_order', 'change_address'])
    .addEdge('return', END)
    .addEdge('exchange', END)
    .addEdge('repair', END)
    .addEdge('invoice', END)
    .addEdge('cancel_order', END)
    .addEdge('change_address', END)
    .compile({ checkpointer });
}

/** The compiled workflow graph. */
export type WorkflowGraph = ReturnType<typeof buildWorkflowGraph>;
