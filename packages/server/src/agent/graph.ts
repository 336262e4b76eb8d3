/*
 * The agent graph (ARCHITECTURE.md, seed 000's Coordinator pattern; GRAPH.md is drawn from the compiled graph):
 *
 *   START ─┬→ human_mode (a human has the thread: the message joins the history, nothing is said) → END
 *          ├→ degrade    (seed 003's queue degrade, decided by the scheduler: handoff + notice, no model) → END
 *          └→ guard ─┬→ respond (injection refusal) → merge
 *                    └→ summarize → resume_question → coordinator → escalation ─┬→ (an offer of a human, "continue") → merge
 *                                                                               └→ clarify ─┬→ (a clarifying question) → merge
 *                                                                                           ├→ respond      (chitchat)           → merge
 *                                                                                           ├→ react_agent  (commerce queries)   → merge
 *                                                                                           ├→ knowledge    (policy, how-to, FAQ) → merge
 *                                                                                           ├→ orchestrator ═Send═> branch × N   → merge
 *                                                                                           ├→ workflow     (return, exchange, repair, invoice, order changes) → END
 *                                                                                           └→ handoff      (asked, angry, low confidence)      → END
 *   merge ─┬→ END
 *          ├→ workflow → END   (a workflow the message also asked for)
 *          └→ handoff  → END   (repeated failure)
 *
 * Conditional edges are plain calls (plain-route.ts): a route reads the state, so it is not traced as a run.
 * Nodes write what the shopper sees (deltas, status, stored events) to the graph's "custom" stream; the turn's caller
 * (create-kefu-agent.ts `answer()`) delivers what graph.stream() yields, in order.
 * The turn scheduler (turns/turn-scheduler.ts) passes the route at START its conditions: the handoff desk's human
 * mode and the queue-degrade decision. Its watchdog is not a node: a node runs only when the graph reaches it, and
 * the watchdog acts while a node (a model call) is stuck. Not yet in this graph: a message to an open workflow
 * prompt goes to the workflow runner first (workflows/workflow-runner.ts, its own compiled graph on the thread's
 * workflow thread), which calls back into this graph for a side question.
 */
import { END, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type { AgentServices } from './agent-services.js';
import { createClarifyNode, routeAfterClarify } from './clarify/clarify-node.js';
import { createResumeQuestionNode } from './clarify/resume-question-node.js';
import { createEscalationNode, routeAfterEscalation } from './escalation/escalation-node.js';
import { createSummarizeNode } from './history/summarize-node.js';
import { createCoordinatorNode } from './nodes/coordinator.js';
import { degrade } from './nodes/degrade.js';
import { createGuardNode, routeAfterGuard } from './nodes/guard.js';
import { createHandoffNode } from './nodes/handoff.js';
import { createHumanModeNode } from './nodes/human-mode.js';
import { createKnowledgeNode } from './nodes/knowledge.js';
import { merge, routeAfterMerge } from './nodes/merge.js';
import { createBranchNode, fanOut, orchestrator } from './nodes/orchestrator.js';
import { createReactAgentNode } from './nodes/react-agent.js';
import { createRespondNode } from './nodes/respond.js';
import { createWorkflowNode } from './nodes/workflow.js';
import { plainRoute } from './plain-route.js';
import { KefuState, runtimeOf, type KefuStateType } from './state.js';

/**
 * Where a turn starts: the scheduler's conditions when it passed them (the handoff desk's human mode, the queue
 * degrade), else the graph's own checkpointed human mode.
 */
export function routeAtStart(state: KefuStateType, config: LangGraphRunnableConfig): 'human_mode' | 'degrade' | 'guard' {
  const conditions = runtimeOf(config)?.turn.conditions;
  if (conditions?.humanMode ?? state.humanMode) return 'human_mode';
  return conditions?.degrade ? 'degrade' : 'guard';
}

/** Builds and compiles the agent graph over the given services, checkpointing every thread. */
export function buildKefuGraph(services: AgentServices, checkpointer: BaseCheckpointSaver) {
  return new StateGraph(KefuState)
    .addNode('human_mode', createHumanModeNode(services))
    .addNode('degrade', degrade)
    .addNode('guard', createGuardNode(services))
    .addNode('summarize', createSummarizeNode(services))
    .addNode('resume_question', createResumeQuestionNode(services))
    .addNode('coordinator', createCoordinatorNode(services))
    .addNode('escalation', createEscalationNode(services))
    .addNode('clarify', createClarifyNode(services))
    .addNode('respond', createRespondNode(services))
    .addNode('react_agent', createReactAgentNode(services))
    .addNode('knowledge', createKnowledgeNode(services))
    .addNode('orchestrator', orchestrator)
    .addNode('branch', createBranchNode(services) as never)
    .addNode('merge', merge)
    .addNode('workflow', createWorkflowNode(services))
    .addNode('handoff', createHandoffNode(services))
    .addConditionalEdges(START, plainRoute(routeAtStart), ['human_mode', 'degrade', 'guard'])
    .addEdge('human_mode', END)
    .addEdge('degrade', END)
    .addConditionalEdges('guard', plainRoute(routeAfterGuard), { coordinator: 'summarize', respond: 'respond' })
    .addEdge('summarize', 'resume_question')
    .addEdge('resume_question', 'coordinator')
    .addEdge('coordinator', 'escalation')
    .addConditionalEdges('escalation', plainRoute(routeAfterEscalation), ['clarify', 'merge'])
    .addConditionalEdges('clarify', plainRoute(routeAfterClarify), ['respond', 'react_agent', 'knowledge', 'orchestrator', 'workflow', 'handoff', 'merge'])
    .addConditionalEdges('orchestrator', plainRoute(fanOut), ['branch', 'merge'])
    .addEdge('respond', 'merge')
    .addEdge('react_agent', 'merge')
    .addEdge('knowledge', 'merge')
    .addEdge('branch', 'merge')
    .addConditionalEdges('merge', plainRoute(routeAfterMerge), ['handoff', 'workflow', END])
    .addEdge('workflow', END)
    .addEdge('handoff', END)
    .compile({ checkpointer });
}

/** The compiled agent graph. */
export type KefuGraph = ReturnType<typeof buildKefuGraph>;
