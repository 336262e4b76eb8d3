import { Annotation } from '@langchain/langgraph';
import type { HandoffReason, Locale, WorkflowName } from '@kefu/protocol';
import type { AgentOutput, TurnConditions, TurnContext } from '../ports/agent.js';
import type { Intent, Recognition } from '../ports/intent.js';
import type { WorkflowSeed } from '../ports/workflow-runner.js';
import type { BranchAnswer } from './answers/compose-answer.js';
import { clarificationFields } from './clarify/clarification-state.js';
import { frustrationFields } from './escalation/frustration-state.js';
import { HISTORY_WINDOW, summaryFields } from './history/running-summary.js';
import { emptyDialogue, type DialogueState } from './dialogue/dialogue-state.js';

/** Where the coordinator sends a turn. */
export type Route = 'respond' | 'react_agent' | 'knowledge' | 'orchestrator' | 'workflow' | 'handoff';

/** What the guard found. */
export interface GuardVerdict {
  blocked?: 'injection';
  truncated: boolean;
  /** The text with personal data masked (privacy/pii-detector): what logs and prompts see. */
  masked: string;
}

/** One remembered exchange, for the model's context. */
export interface HistoryEntry {
  role: 'user' | 'assistant';
  text: string;
}

/** The graph state, checkpointed per thread. Per-turn fields are reset by each turn's input. */
export const KefuState = Annotation.Root({
  text: Annotation<string>,
  locale: Annotation<Locale>,
  /** The product page the shopper was on, when the widget sent it. */
  viewingProductId: Annotation<string | null>,
  screening: Annotation<GuardVerdict | null>,
  recognition: Annotation<Recognition | null>,
  route: Annotation<Route | null>,
  /** Answers of this turn, one per intent; `reset` clears them at the start of a turn. */
  answers: Annotation<BranchAnswer[], BranchAnswer[] | 'reset'>({
    reducer: (left, right) => (right === 'reset' ? [] : [...left, ...right]),
    default: () => [],
  }),
  handoffReason: Annotation<HandoffReason | null>,
  /** A workflow the coordinator asked for, started after the other answers are delivered. */
  pendingWorkflow: Annotation<{ name: WorkflowName; seed: WorkflowSeed } | null>,
  /** After a handoff the AI stays silent until a human releases the thread. */
  humanMode: Annotation<boolean>({ reducer: (_, right) => right, default: () => false }),
  /** Consecutive turns that did not help (seed 002: two in a row hand off). */
  unresolvedStreak: Annotation<number>({ reducer: (_, right) => right, default: () => 0 }),
  /** What is in focus and what the shopper told us (dialogue/): written by the coordinator and the merge, bounded. */
  dialogue: Annotation<DialogueState>({ reducer: (_, right) => right, default: emptyDialogue }),
  history: Annotation<HistoryEntry[], HistoryEntry[]>({ reducer: (left, right) => [...left, ...right].slice(-HISTORY_WINDOW), default: () => [] }),
  ...clarificationFields,
  ...frustrationFields,
  ...summaryFields,
});

/** The graph state's type. */
export type KefuStateType = typeof KefuState.State;
/** A node's partial update. */
export type KefuUpdate = typeof KefuState.Update;

/** What one parallel branch of the orchestrator receives (via `Send`). */
export interface BranchInput {
  intent: Intent;
  index: number;
  text: string;
  locale: Locale;
  language: Recognition['language'];
  viewingProductId: string | null;
  history: HistoryEntry[];
  /** The running summary of what fell out of the history window, as one line for model prompts. */
  summary?: string;
  /** The dialogue state after the coordinator's turn, for the model's prompt. */
  dialogue?: DialogueState;
}

/** Per-turn runtime handed to the graph as LangGraph `context`: never checkpointed. */
export interface TurnRuntime {
  turn: TurnContext & { conditions?: TurnConditions };
  output: AgentOutput;
  /** The id of the assistant message this turn writes (deltas and the final message share it). */
  messageId: string;
}

/** The turn's runtime, passed to `invoke` as LangGraph `context` (absent in a bare invoke, e.g. the benchmark's). */
export function runtimeOf(config: { context?: unknown }): TurnRuntime | undefined {
  return config.context as TurnRuntime | undefined;
}
