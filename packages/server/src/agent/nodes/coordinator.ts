import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { KNOWLEDGE_INTENTS, QUERY_INTENTS, WORKFLOW_INTENTS, type Recognition } from '../../ports/intent.js';
import type { HandoffReason, WorkflowName } from '@kefu/protocol';
import type { AgentServices } from '../agent-services.js';
import { maskRecognition } from '../recognize-intents.js';
import { runtimeOf, type KefuStateType, type KefuUpdate, type Route } from '../state.js';

/** Below this the coordinator hands off rather than guess (seed 000). */
export const HANDOFF_CONFIDENCE = 0.5;

const WORKFLOW_OF: Record<string, WorkflowName> = { return_process: 'return', exchange_process: 'exchange', repair_process: 'repair', invoice_process: 'invoice', order_cancel: 'cancel_order', address_change: 'change_address' };

function decide(recognition: Recognition): { route: Route; handoffReason?: HandoffReason } {
  const types = recognition.intents.map((intent) => intent.type);
  if (types.includes('handoff')) return { route: 'handoff', handoffReason: 'requested' };
  if (recognition.angry) return { route: 'handoff', handoffReason: 'angry' };
  if (recognition.confidence < HANDOFF_CONFIDENCE) return { route: 'handoff', handoffReason: 'low_confidence' };
  if (types.length > 1) return { route: 'orchestrator' };
  const only = types[0]!;
  if (QUERY_INTENTS.includes(only)) return { route: 'react_agent' };
  if (KNOWLEDGE_INTENTS.includes(only)) return { route: 'knowledge' };
  if (WORKFLOW_INTENTS.includes(only)) return { route: 'workflow' };
  return { route: 'respond' };
}

/** coordinator: three-level intent recognition, entities, and the routing decision. */
export function createCoordinatorNode(services: AgentServices) {
  return async function coordinator(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const runtime = runtimeOf(config);
    const recognition = await services.recognize(state.text, {
      ...(runtime ? { signal: runtime.turn.signal, siteId: runtime.turn.siteId } : {}),
      maskedText: state.screening?.masked ?? state.text,
    });
    const { route, handoffReason } = decide(recognition);
    const workflowIntent = recognition.intents.find((intent) => WORKFLOW_INTENTS.includes(intent.type));
    services.logger.info(
      { traceId: runtime?.turn.traceId, intents: recognition.intents.map((i) => `${i.type}:${i.confidence.toFixed(2)}`), source: recognition.source, route },
      'coordinator',
    );
    return {
      // Checkpointed for the life of the thread and read by the agent console: intents keep their words, not the shopper's numbers.
      recognition: maskRecognition(recognition),
      route,
      handoffReason: handoffReason ?? null,
      pendingWorkflow: workflowIntent && route !== 'handoff' ? { name: WORKFLOW_OF[workflowIntent.type]!, seed: { ...(workflowIntent.entities.orderId ? { orderId: workflowIntent.entities.orderId } : {}), text: state.text } } : null,
    };
  };
}

/** The coordinator's conditional edge. */
export function routeFromCoordinator(state: KefuStateType): Route {
  return state.route ?? 'handoff';
}
