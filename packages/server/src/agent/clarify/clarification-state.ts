import { Annotation } from '@langchain/langgraph';
import type { Vagueness } from './vague-message.js';

/** What a clarifying question asks for. */
export type ClarificationKind = 'product' | 'order' | 'topic';

/** An open clarifying question, checkpointed so that the next message can complete the original one. */
export interface OpenClarification {
  kind: ClarificationKind;
  /** Why it was asked: a filler answer to it asks the same again. */
  vagueness: Vagueness;
  /** The shopper's original message (PII masked), completed by the answer: "白色" + "X9" → "Find X9 白色". */
  pending: string;
  /** The quick replies offered, as the texts they send. */
  replies: string[];
}

/** What the clarify and escalation nodes did this turn: a turn they answered goes straight to `merge`. */
export type TurnAction = 'clarified' | 'offered' | 'continued' | null;

/** The clarify module's checkpointed fields, spread into the graph state. */
export const clarificationFields = {
  /** The open clarifying question, if the last turn asked one. */
  clarification: Annotation<OpenClarification | null>({ reducer: (_, right) => right, default: () => null }),
  /** Clarifying questions asked in a row: the third offers a human, a fourth hands off (nothing loops). */
  clarifyStreak: Annotation<number>({ reducer: (_, right) => right, default: () => 0 }),
  /** Set by the escalation and clarify nodes on every turn that reaches them. */
  turnAction: Annotation<TurnAction>({ reducer: (_, right) => right, default: () => null }),
};
