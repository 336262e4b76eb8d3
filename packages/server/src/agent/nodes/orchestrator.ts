import { Send } from '@langchain/langgraph';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { maskPii } from '../../privacy/pii-detector.js';
import { WORKFLOW_INTENTS } from '../../ports/intent.js';
import type { AgentServices } from '../agent-services.js';
import { answerIntentSafely } from '../answer-intent.js';
import { summaryLine } from '../history/running-summary.js';
import { runtimeOf, type BranchInput, type KefuStateType, type KefuUpdate } from '../state.js';

/** orchestrator: several intents in one message; the fan-out itself is the conditional edge below. */
export async function orchestrator(_state: KefuStateType): Promise<KefuUpdate> {
  return {};
}

/** Sends every answerable intent to its own `branch` run, in parallel (LangGraph `Send`); workflows wait for the merge. */
export function fanOut(state: KefuStateType): Send[] | 'merge' {
  const recognition = state.recognition!;
  const sends = recognition.intents.flatMap((intent, index) =>
    WORKFLOW_INTENTS.includes(intent.type)
      ? []
      : [
          new Send('branch', {
            intent,
            index,
            text: maskPii(intent.text),
            locale: state.locale,
            language: recognition.language,
            viewingProductId: state.viewingProductId,
            history: state.history,
            ...(summaryLine(state.summary) ? { summary: summaryLine(state.summary)! } : {}),
            dialogue: state.dialogue,
          } satisfies BranchInput),
        ],
  );
  return sends.length ? sends : 'merge';
}

/** branch: answers one intent of a multi-intent message; a failure becomes an apology for that part only. */
export function createBranchNode(services: AgentServices) {
  return async function branch(input: BranchInput, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    return { answers: [await answerIntentSafely(services, { ...input, stream: false }, runtimeOf(config))] };
  };
}
