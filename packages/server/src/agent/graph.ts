/*
 * The agent graph (ARCHITECTURE.md, seed 000's Coordinator pattern; GRAPH.md is drawn from the compiled graph):
 *
 *   START ─┬→ human_mode (a human has the thread: the message joins the history, nothing is said) ─┬→ END
 *          │                                                                                        └→ workflow_prompt (a prompt is open: it stays open)
 *          ├→ degrade    (seed 003's queue degrade, decided by the scheduler: handoff + notice, no model) → END
 *          └→ guard ─┬→ respond (injection refusal) → merge
 *                    └→ summarize → resume_question → coordinator → escalation ─┬→ (an offer of a human, "continue") → merge
 *                                                                               └→ clarify ─┬→ (a clarifying question) → merge
 *                                                                                           ├→ respond      (chitchat)           → merge
 *                                                                                           ├→ react_agent  (commerce queries)   → merge
 *                                                                                           ├→ knowledge    (policy, how-to, FAQ) → merge
 *                                                                                           ├→ orchestrator ═Send═> branch × N   → merge
 *                                                                                           ├→ workflow     (return, exchange, repair, invoice, order changes)
 *                                                                                           └→ handoff      (asked, angry, low confidence)
 *   merge ─┬→ END
 *          ├→ workflow  (a workflow the message also asked for; a message typed at an open prompt, answered aside)
 *          └→ handoff   (repeated failure)
 *   handoff ─┬→ END
 *            └→ workflow_prompt (a prompt is open: it stays open for the agent, not asked again)
 *   workflow ─┬→ workflow_prompt (the workflow waits on a prompt)
 *             ├→ guard           (a message typed at the prompt that is not the workflow's: a side question, or a turn of its own)
 *             └→ END             (no workflow runs: it ended, or never started)
 *   workflow_prompt ══interrupt(prompt)══ … new Command({ resume }) ─┬→ workflow   (a message, a reply, conversation:cancel, expiry)
 *                                                                    └→ human_mode (a message while a human has the thread)
 *
 * Workflows run on this graph's own thread. The workflow's state is the `runningWorkflow` channel; an open prompt is
 * the thread's pending interrupt, raised by workflow_prompt, the graph's one interrupt point. The caller resumes it
 * (create-kefu-agent.ts) with `interrupt:reply`, a message typed at the prompt, or the prompt's end, and the workflow
 * node decides (workflows/workflow-runner.ts): an answer moves the flow on (workflows/flow-driver.ts, a state machine
 * over the channel), another workflow's name switches (the old prompt closes with its reason), cancel words and
 * expiry close it, a request for a human hands off and leaves it open, and a side question takes the normal path
 * (guard → … → merge) and comes back to the workflow node, which asks the same prompt again with its deadline.
 * Why one interrupt point and flows as step functions rather than each flow a subgraph of per-step interrupting
 * nodes (the layout before, on a second thread): the flows were already data — ask / accept / run steps that
 * flow-builder.ts only wrapped into nodes — and a node that interrupts re-runs from its top on resume, so each step
 * had to rebuild its prompt (a fresh id) and route side questions through the parent with Command.PARENT; one
 * workflow_prompt node keeps the prompt as asked (its id and deadline are state), and the side-question path is the
 * graph's ordinary answer path with one conditional edge back.
 *
 * Conditional edges are plain calls (plain-route.ts): a route reads the state, so it is not traced as a run.
 * Nodes write what the shopper sees (deltas, status, stored events) to the graph's "custom" stream; the run's caller
 * (create-kefu-agent.ts `run()`) delivers what graph.stream() yields, in order.
 * The turn scheduler (turns/turn-scheduler.ts) passes the route at START its conditions: the handoff desk's human
 * mode and the queue-degrade decision. Its watchdog is not a node: a node runs only when the graph reaches it, and
 * the watchdog acts while a node (a model call) is stuck.
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
import { merge } from './nodes/merge.js';
import { createBranchNode, fanOut, orchestrator } from './nodes/orchestrator.js';
import { createReactAgentNode } from './nodes/react-agent.js';
import { createRespondNode } from './nodes/respond.js';
import { createWorkflowNode, routeAfterAnswer, routeAfterWorkflow } from './nodes/workflow.js';
import { routeAfterPrompt, routeToOpenPrompt, workflowPrompt } from './nodes/workflow-prompt.js';
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
    .addNode('workflow_prompt', workflowPrompt)
    .addNode('handoff', createHandoffNode(services))
    .addConditionalEdges(START, plainRoute(routeAtStart), ['human_mode', 'degrade', 'guard'])
    .addConditionalEdges('human_mode', plainRoute(routeToOpenPrompt), ['workflow_prompt', END])
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
    .addConditionalEdges('merge', plainRoute(routeAfterAnswer), ['handoff', 'workflow', END])
    .addConditionalEdges('workflow', plainRoute(routeAfterWorkflow), ['guard', 'workflow_prompt', END])
    .addConditionalEdges('workflow_prompt', plainRoute(routeAfterPrompt), ['human_mode', 'workflow'])
    .addConditionalEdges('handoff', plainRoute(routeToOpenPrompt), ['workflow_prompt', END])
    .compile({ checkpointer });
}

/** The compiled agent graph. */
export type KefuGraph = ReturnType<typeof buildKefuGraph>;
