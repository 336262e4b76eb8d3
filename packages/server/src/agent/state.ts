import { Annotation } from '@langchain/langgraph';
import type { HandoffReason, Locale, WorkflowName } from '@kefu/protocol';
import type { AgentEventDraft, AgentOutput, TurnConditions, TurnContext } from '../ports/agent.js';
import type { Intent, Recognition } from '../ports/intent.js';
import type { WorkflowResume, WorkflowSeed } from '../ports/workflow-runner.js';
import type { WorkflowValue } from '../workflows/workflow-state.js';
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
  /**
   * A shopper message's requests as recognised when it was answered (intent names): folding it into the running
   * summary then needs no second recognition. Absent in entries checkpointed before, and in human mode.
   */
  requests?: string[];
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
  /**
   * The running workflow: its state, the step it is at and the prompt it waits on, which is this thread's pending
   * interrupt (the workflow_prompt node); null when none runs.
   */
  runningWorkflow: Annotation<WorkflowValue | null>({ reducer: (_, right) => right, default: () => null }),
  /** What resumed the graph at the open prompt (a message, a reply, its end), until the workflow node took it. */
  workflowInput: Annotation<WorkflowResume | null>,
  /**
   * A message typed at an open prompt that takes the normal answer path: `aside` (a side question: the workflow node
   * asks the same prompt again after the answer) or `turn` (a turn of its own). Reset by every turn's input.
   */
  workflowAside: Annotation<'aside' | 'turn' | null>,
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

/** What a turn hands the graph as LangGraph `context`: never checkpointed. */
export interface TurnContextValue {
  turn: TurnContext & { conditions?: TurnConditions };
  /** The id of the assistant message this turn writes (deltas and the final message share it). */
  messageId: string;
  /** Where nodes write directly; absent when the caller reads the graph's "custom" stream (create-kefu-agent.ts). */
  output?: AgentOutput;
}

/** The turn's runtime as a node sees it: its context, and an output that goes where the caller reads. */
export interface TurnRuntime extends TurnContextValue {
  output: AgentOutput;
}

/** One chunk a node yields on the graph's "custom" stream; the turn's caller delivers it and, for `emit`, answers with the stored seq. */
export type TurnStreamChunk =
  | { kind: 'delta'; messageId: string; text: string }
  | { kind: 'status'; state: Parameters<AgentOutput['status']>[0]; detail?: string }
  | { kind: 'emit'; draft: AgentEventDraft; stored(seq: number): void; failed(error: unknown): void };

/** An output whose every call is a chunk on the graph's "custom" stream: what the caller of `graph.stream()` delivers. */
function streamOutput(writer: (chunk: TurnStreamChunk) => void): AgentOutput {
  return {
    delta: (messageId, text) => writer({ kind: 'delta', messageId, text }),
    status: (state, detail) => writer({ kind: 'status', state, ...(detail !== undefined ? { detail } : {}) }),
    emit: (draft) => new Promise<number>((stored, failed) => writer({ kind: 'emit', draft, stored, failed })),
  };
}

// Keyed by the turn's context object, so a runtime lives as long as its turn does.
const runtimes = new WeakMap<TurnContextValue, { writer: unknown; runtime: TurnRuntime }>();

/**
 * The turn's runtime, from LangGraph `context` (absent in a bare invoke, e.g. the benchmark's). Nodes write to the
 * graph's "custom" stream unless the context brought an output of its own.
 */
export function runtimeOf(config: { context?: unknown; writer?: (chunk: never) => void }): TurnRuntime | undefined {
  const context = config.context as TurnContextValue | undefined;
  if (!context) return undefined;
  if (context.output) return context as TurnRuntime;
  if (!config.writer) return undefined;
  // A turn's nodes ask for it a dozen times with the same context and writer: built once per pair, not per ask.
  const known = runtimes.get(context);
  if (known?.writer === config.writer) return known.runtime;
  const runtime = { ...context, output: streamOutput(config.writer as (chunk: TurnStreamChunk) => void) };
  runtimes.set(context, { writer: config.writer, runtime });
  return runtime;
}
