import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { TurnRequest } from '../../ports/agent.js';
import type { WorkflowMove } from '../../ports/workflow-runner.js';
import type { AgentServices } from '../agent-services.js';
import { answerLanguage } from '../answers/answer-language.js';
import { replies } from '../answers/fixed-replies.js';
import { focusOnOrder, verifiedOrder } from '../dialogue/update-focus.js';
import { answerLookup } from '../verified-lookup.js';
import { routeAfterMerge } from './merge.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/**
 * workflow: moves the thread's workflow (the `runningWorkflow` channel) on with what resumed the graph at its prompt — a
 * message, a reply, its end — or starts the one the coordinator asked for; back from the normal answer path after a
 * side question, it asks the same prompt again. The order the workflow moved on with becomes the order in focus.
 */
export function createWorkflowNode(services: AgentServices) {
  return async function workflow(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const runtime = runtimeOf(config);
    const runner = services.runner;
    const input = state.workflowInput;
    const done = { pendingWorkflow: null, workflowInput: null, workflowAside: null } satisfies KefuUpdate;
    if (!runtime || !runner) {
      if (runtime && state.pendingWorkflow) {
        const lang = answerLanguage(state.recognition?.language, state.locale);
        await runtime.output.emit({ event: 'message:done', message: { role: 'assistant', text: replies.noWorkflow(lang) } });
      }
      return input?.kind === 'forget' ? { ...done, runningWorkflow: null } : done;
    }
    const { turn, output } = runtime;
    const current = state.runningWorkflow;
    const dialogueAfter = (move: WorkflowMove) => {
      const verified = move.verifiedOrderId ? verifiedOrder(state.dialogue, move.verifiedOrderId) : state.dialogue;
      return move.orderId ? focusOnOrder(verified, move.orderId) : verified;
    };
    const focus = (move: WorkflowMove): KefuUpdate => {
      const dialogue = dialogueAfter(move);
      return dialogue === state.dialogue ? {} : { dialogue };
    };
    // The guest's order verified for a lookup: the answer a signed-in shopper gets to the question asked.
    const answered = async (move: WorkflowMove): Promise<KefuUpdate> => {
      const update = focus(move);
      if (move.lookedUp && move.orderId) await answerLookup(services, state, dialogueAfter(move), move.orderId, config);
      return update;
    };
    if (input) {
      let move: WorkflowMove;
      if (input.kind === 'message') {
        const moved = await runner.message({ ...(turn as TurnRequest), messages: input.messages }, current, output);
        // A side question or a turn of its own takes the normal answer path (guard → … → merge) from here.
        if (moved.next !== 'wait') return { runningWorkflow: moved.workflow, workflowInput: null, workflowAside: moved.next, ...(await answered(moved)) };
        move = moved;
      } else if (input.kind === 'reply') move = await runner.reply({ ...turn, reply: input.reply, interrupt: input.interrupt }, current, output);
      else if (input.kind === 'cancel') move = await runner.cancel(turn, current, input.reason, output);
      else move = { workflow: null };
      return { ...done, runningWorkflow: move.workflow, ...(await answered(move)) };
    }
    let move: WorkflowMove = { workflow: current };
    const wanted = state.pendingWorkflow;
    // An order this guest verified earlier in the conversation is not asked for again.
    const verified = wanted?.seed.orderId && state.dialogue.verifiedOrders?.includes(wanted.seed.orderId.toUpperCase());
    if (wanted) move = await runner.start(turn, current, wanted.name, { ...wanted.seed, ...(verified ? { verified: true as const } : {}) }, output);
    if (state.workflowAside === 'aside') move = { ...move, ...(await runner.askAgain(turn as TurnRequest, move.workflow, output)) };
    return { ...done, runningWorkflow: move.workflow, ...(wanted ? { unresolvedStreak: 0 } : {}), ...(await answered(move)) };
  };
}

/** After the workflow node: the normal answer path for a message that is not the workflow's, the open prompt, or the end. */
export function routeAfterWorkflow(state: KefuStateType): 'guard' | 'workflow_prompt' | '__end__' {
  if (state.workflowAside) return 'guard';
  return state.runningWorkflow?.pending ? 'workflow_prompt' : '__end__';
}

/** After merge: as routeAfterMerge, except that a message typed at an open prompt goes back to the workflow node. */
export function routeAfterAnswer(state: KefuStateType): ReturnType<typeof routeAfterMerge> {
  const next = routeAfterMerge(state);
  return next === '__end__' && state.workflowAside && state.runningWorkflow?.pending ? 'workflow' : next;
}
