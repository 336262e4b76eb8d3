import { interrupt, type LangGraphRunnableConfig } from '@langchain/langgraph';
import type { WorkflowResume } from '../../ports/workflow-runner.js';
import type { PendingPrompt } from '../../workflows/workflow-state.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';
import { turnInput } from '../turn-input.js';

/**
 * workflow_prompt: the one place the graph waits. It interrupts with the workflow's open prompt, so the prompt is
 * this thread's own pending interrupt; what resumes it (`new Command({ resume })`: a message typed there, a reply, the
 * prompt's end) is the workflow node's input, and a message also starts the turn's fields afresh.
 */
export function workflowPrompt(state: KefuStateType, config: LangGraphRunnableConfig): KefuUpdate {
  const pending = state.runningWorkflow?.pending;
  if (!pending) return { workflowInput: null, workflowAside: null };
  const input = interrupt<PendingPrompt, WorkflowResume>(pending);
  const fresh = input.kind === 'message' ? turnInput({ messages: input.messages, locale: runtimeOf(config)?.turn.locale ?? state.locale }) : {};
  return { ...fresh, workflowInput: input, workflowAside: null };
}

/**
 * After the prompt: a message while a human has the thread is theirs (human_mode, and the prompt stays open for the
 * agent); anything else goes to the workflow node.
 */
export function routeAfterPrompt(state: KefuStateType, config: LangGraphRunnableConfig): 'human_mode' | 'workflow' {
  return state.workflowInput?.kind === 'message' && runtimeOf(config)?.turn.conditions?.humanMode ? 'human_mode' : 'workflow';
}

/** After a node that ends a turn (human_mode, handoff): back to the open prompt, which stays open, else the end. */
export function routeToOpenPrompt(state: KefuStateType): 'workflow_prompt' | '__end__' {
  return state.runningWorkflow?.pending ? 'workflow_prompt' : '__end__';
}
