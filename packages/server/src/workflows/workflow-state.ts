import { Annotation } from '@langchain/langgraph';
import type {
  ChoiceOption,
  FormField,
  HandoffReason,
  Interrupt,
  InterruptReply,
  KefuError,
  Locale,
  MessagePart,
  OrderStatus,
  WorkflowName,
  WrittenRequest,
} from '@kefu/protocol';
import type { Money, OrderRequest } from '../ports/commerce-backend.js';
import type { ChoiceTerms } from './match-choice.js';

/** What a workflow remembers of an order: never the owner's phone or id (those stay in the backend). */
export interface OrderSnapshot {
  orderId: string;
  status: OrderStatus;
  /** As the shop names them: `variant` is the variant's option values ("钛晨灰 / 12GB"), as the backend knows them. */
  items: Array<{ productId: string; variantId?: string; name: string; quantity: number; price: Money; variant?: string }>;
  /** The items' names and option values as the shopper is shown them, in the workflow's language (absent: as in `items`). */
  shownItems?: Array<{ name: string; variant?: string }>;
  total: Money;
  placedAt: number;
  deliveredAt?: number;
  address: string;
  /** Open after-sales requests and issued invoices: a second one is refused up front. */
  requests?: OrderRequest[];
}

/** How the workflow ended: the final message the runner sends. */
export interface WorkflowOutcome {
  status: 'submitted' | 'refused' | 'rejected' | 'failed' | 'switched' | 'verified';
  /** For `switched`: the workflow to start in its place. */
  switchTo?: SwitchRequest;
  text: string;
  parts?: MessagePart[];
  /** Why it failed, when the workflow refused its own submission (logged, never shown). */
  error?: KefuError;
  /** A human takes the request over: the runner hands the thread off with the request written up. */
  handoff?: { reason: HandoffReason; request: WrittenRequest };
  /**
   * The one order a refusal speaks of ("TL-10251 has not shipped yet …; you can cancel it instead"): the order in focus
   * after it, so "ok cancel it then" is that order's cancellation.
   */
  orderNamed?: string;
}

/** A prompt as a step asks it, before the runner adds ids and deadlines. */
export interface PromptSpec {
  kind: Interrupt['kind'];
  prompt: string;
  options?: ChoiceOption[];
  fields?: FormField[];
  summary?: Array<{ label: string; value: string }>;
  skippable?: boolean;
  /** For `choice`: other words naming each option, matched in typed answers but never sent to the widget. */
  synonyms?: ChoiceTerms;
  /**
   * For `choice`: the words of the products each option holds ("平板", "X9"). Weaker than synonyms: a question that
   * names a product ("X9 多少钱") is a side question, unless it points at one option ("那个", "the … one").
   */
  productWords?: ChoiceTerms;
  /** Why the step cannot do what was asked, from the order's state: said when the shopper asks "why not?" at the prompt. */
  why?: string;
}

/** The prompt a workflow waits on (the value the graph's workflow_prompt passes to `interrupt()`): as opened, plus which step asked. */
export interface PendingPrompt {
  stepId: string;
  /** The workflow's language: its replies (cancelled, expired...) use it too. */
  locale: Locale;
  /** See {@link PromptSpec.synonyms}. */
  synonyms?: ChoiceTerms;
  /** See {@link PromptSpec.productWords}. */
  productWords?: ChoiceTerms;
  /** See {@link PromptSpec.why}. */
  why?: string;
  /** Set when this prompt asks whether to give the workflow up for another one (its options: switch / stay). */
  switching?: SwitchRequest;
  /** The newest shopper message already consumed when this prompt opened: a turn re-run after a crash skips it. */
  afterSeq?: number;
  interrupt: Omit<Interrupt, 'expiresAt'> & { expiresAt: number };
}

/** Another workflow asked for while one waits, with the order it named, if any. */
export interface SwitchRequest {
  name: WorkflowName;
  orderId?: string;
  /** The products named as what the shopper bought ("return the boots"). */
  productIds?: string[];
  /** The order is one this guest already proved theirs by its phone ending in this conversation. */
  verified?: true;
  /** The message that asked for it (masked), when typed at a prompt: its words may answer the new workflow's steps. */
  said?: string;
}

/** What resumes a waiting step: the shopper's reply, or "ask the same again" after a side question. */
export type StepAnswer = (
  | DistributiveOmit<InterruptReply, 'interruptId'>
  | { action: 'reask'; expiresAt: number; error?: string }
  | { action: 'ask_switch'; to: SwitchRequest; expiresAt: number }
) & {
  /** The shopper message this answer came from, when typed. */
  seq?: number;
  /** The prompt answered, as the shopper saw it (a resumed node builds its prompt again, with a fresh id). */
  promptId?: string;
  /** What the shopper typed when it named the option by a product it holds ("the linen shirt" for its order). */
  typed?: string;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The fields of a workflow's state (the conversation state's `runningWorkflow` channel; see flow-driver.ts for how updates merge). */
export const WorkflowState = Annotation.Root({
  name: Annotation<WorkflowName>(),
  /** The shopper's language, from the message that started the workflow (the session's locale when unclear). */
  locale: Annotation<Locale>(),
  /** The order id the coordinator already knew, not yet checked. */
  seedOrderId: Annotation<string | null>(),
  /**
   * The shopper's words that started the workflow (absent in older threads): a step whose answer they already give
   * ("I don't want it anymore" for the cancel reason) takes it from them instead of asking.
   */
  told: Annotation<string | null | undefined>(),
  /** The products the shopper named as what they bought (absent in older threads): the order choice offers the orders holding them. */
  seedItems: Annotation<string[] | null | undefined>(),
  /** The seed order was verified by its phone ending earlier in this conversation (absent in older threads). */
  seedVerified: Annotation<boolean | null | undefined>(),
  order: Annotation<OrderSnapshot | null>(),
  /** The order's owner, for the write; never shown to the shopper. */
  ownerId: Annotation<string | null>(),
  /** How the shopper proved the order is theirs. */
  verifiedBy: Annotation<'account' | 'phone' | null>(),
  /** What the steps collected (reason, photos, repair type, invoice title...). */
  details: Annotation<Record<string, string>>({ reducer: (left, right) => ({ ...left, ...right }), default: () => ({}) }),
  /**
   * The label of each option picked, by detail key, as the shopper saw it: summaries and receipts show it for the
   * value submitted ("Find X9 Frost White / 12GB" for `variant:find-x9-12gb-frost-white`).
   */
  shown: Annotation<Record<string, string>>({ reducer: (left, right) => ({ ...left, ...right }), default: () => ({}) }),
  /** A signed-in shopper's eligible orders, offered at step 1 (see listOrdersStep). */
  orderChoices: Annotation<ChoiceOption[] | null>(),
  /** Another workflow the shopper asked for at this one's prompt: the step asks whether to give this one up for it. */
  switchTo: Annotation<SwitchRequest | null>(),
  /** Shown under the next prompt after an invalid answer. */
  error: Annotation<string | null>(),
  /** The values of a form answer that was refused: the form is asked again filled with them. */
  lastValues: Annotation<Record<string, string> | null>(),
  /** The idempotency key of the write, fixed when the shopper confirms: a re-run of the write sends the same. */
  submissionKey: Annotation<string | null>(),
  /** Invalid answers in a row on the current step. */
  attempts: Annotation<number>(),
  /** Set when the current step must be asked again (invalid answer or side question). */
  retry: Annotation<boolean>(),
  /** The deadline to keep when a prompt is asked again after a side question. */
  keepExpiresAt: Annotation<number | null>(),
  outcome: Annotation<WorkflowOutcome | null>(),
  /** The newest shopper message the workflow has consumed. */
  answeredSeq: Annotation<number | null>(),
  /** The ask steps the shopper has answered, so a change at the confirmation does not ask them all again. */
  answeredSteps: Annotation<string[]>({ reducer: (left, right) => [...new Set([...left, ...right])], default: () => [] }),
  /** The step "change something" at the confirmation sent the shopper back to, until it is answered. */
  goBackTo: Annotation<string | null>(),
  /** The step answered again after a change: later steps already answered are not asked again (unless they depend on it). */
  revisedStep: Annotation<string | null>(),
  /**
   * The new value a change at the confirmation said ("原因改成质量问题": 质量问题), answered for the step gone back to
   * when that step takes it (absent in older threads).
   */
  revisedValue: Annotation<string | null | undefined>(),
});

/** The workflow state. */
export type WorkflowStateValue = typeof WorkflowState.State;
/** A partial update of the workflow state. */
export type WorkflowUpdate = typeof WorkflowState.Update;

/**
 * The conversation state's `runningWorkflow` channel: the flow's state, the step it is at and the prompt it waits on (the
 * value of the conversation thread's pending interrupt), or null when no workflow runs.
 */
export type WorkflowValue = WorkflowStateValue & {
  /** The step the flow is at; null once it ended. */
  step?: string | null;
  /** The prompt the flow waits on. */
  pending?: PendingPrompt | null;
};
