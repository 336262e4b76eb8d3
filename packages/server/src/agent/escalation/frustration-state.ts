import { Annotation } from '@langchain/langgraph';

/** The shopper's frustration over the conversation (issue 17 item 6), checkpointed per thread. */
export interface Frustration {
  /** Accumulated signals, decayed on helpful turns; at {@link OFFER_HUMAN_AT} a human is offered. */
  score: number;
  /** Signatures of the last questions, to notice one asked again. */
  recent: string[];
  /** A human was offered on the last turn: "继续 / continue" answers that offer. */
  offered: boolean;
}

/** The score at which the assistant offers a human before being asked. */
export const OFFER_HUMAN_AT = 3;

/** The escalation module's checkpointed fields, spread into the graph state. */
export const frustrationFields = {
  frustration: Annotation<Frustration>({ reducer: (_, right) => right, default: () => ({ score: 0, recent: [], offered: false }) }),
};
