import type {
  AgentState,
  HandoffReason,
  HandoffState,
  Interrupt,
  InterruptCloseReason,
  InterruptReply,
  Locale,
  Message,
  MessageContext,
  WrittenRequest,
} from '@kefu/protocol';

/** The customer a verified identity token names. */
export interface VerifiedCustomer {
  customerId: string;
  /** Display name from the token, if the merchant sent one. */
  name?: string;
}

/** Who is talking and where, for every agent call. */
export interface TurnContext {
  threadId: string;
  siteId: string;
  locale: Locale;
  /** Present only when a signed identity token was verified for this socket. */
  customer?: VerifiedCustomer;
  /** The shopper's address (per-requester budgets); absent for work the server starts itself. */
  clientAddress?: string;
  /** Correlates the logs of one turn. */
  traceId: string;
  /** Aborted when the turn is superseded, cancelled or times out. */
  signal: AbortSignal;
}

/** One stored shopper message handed to a turn. */
export interface TurnMessage {
  seq: number;
  text: string;
  context?: MessageContext;
}

/** What the scheduler found before a turn reaches the agent; the agent graph routes on it at START. */
export interface TurnConditions {
  /** A human has the thread: the assistant records the shopper's message and says nothing. */
  humanMode: boolean;
  /** Seed 003's queue degrade: the estimated wait is over the threshold and a person is online to take over. */
  degrade: boolean;
}

/** A new turn: the shopper's messages since the last one, oldest first (seed 003's burst merge). */
export interface TurnRequest extends TurnContext {
  messages: TurnMessage[];
  /** Absent when the caller decided nothing (tests, benchmarks): the graph's own checkpointed human mode applies. */
  conditions?: TurnConditions;
}

/** An answer to the thread's open prompt. The gateway has checked that the prompt is open. */
export interface InterruptReplyRequest extends TurnContext {
  reply: InterruptReply;
  /** The prompt being answered, as it was opened. */
  interrupt: Interrupt;
}

/** A stored event the agent asks the gateway to append to the thread and deliver; the gateway adds `seq`. */
export type AgentEventDraft =
  | { event: 'message:done'; message: Omit<Message, 'messageId' | 'createdAt'> & Partial<Pick<Message, 'messageId' | 'createdAt'>> }
  | { event: 'interrupt:open'; interrupt: Omit<Interrupt, 'expiresAt'> & { expiresAt?: number } }
  | { event: 'interrupt:closed'; interruptId: string; reason: InterruptCloseReason }
  | {
      event: 'handoff';
      state: HandoffState;
      reason: HandoffReason;
      queuePosition?: number;
      agentName?: string;
      agentAvatarUrl?: string;
      request?: WrittenRequest;
    };

/** Where an agent writes while it works. Only the gateway touches sockets. */
export interface AgentOutput {
  /** Streams a piece of an assistant message still being written (delivered live, not stored). */
  delta(messageId: string, text: string): void;
  /** Tells the shopper what the assistant is doing (not stored). */
  status(state: AgentState, detail?: string): void;
  /**
   * Stores an event in the thread's log and delivers it to every socket on the thread.
   * An `interrupt:open` without `expiresAt` gets now + the configured interrupt TTL.
   * Resolves with the stored seq.
   */
  emit(draft: AgentEventDraft): Promise<number>;
}

/** The assistant behind the gateway: the LangGraph agent graph, or the acknowledgement agent before it. */
export interface Agent {
  /** Answers one turn. Must not throw for bad input; a thrown error is reported as `INTERNAL`. */
  runTurn(request: TurnRequest, output: AgentOutput): Promise<void>;
  /** Resumes the workflow waiting on `request.interrupt`. */
  replyToInterrupt(request: InterruptReplyRequest, output: AgentOutput): Promise<void>;
  /**
   * Called under the thread's lock before the answer's closing is stored and acknowledged: stores durably what the
   * answer commits to (an approved write), so a process killed after the ack leaves it for recovery. Resolves with
   * an undo to run if the closing is not stored after all.
   */
  acceptReply?(request: InterruptReplyRequest): Promise<(() => Promise<void>) | undefined>;
  /** Ends the thread's running workflow, if any (`conversation:cancel`, cancel words, expiry). */
  cancel(context: TurnContext, reason: 'cancelled' | 'expired', output: AgentOutput): Promise<void>;
  /**
   * The agent routes a turn's {@link TurnConditions} itself (the agent graph: `human_mode` and `degrade` are routes
   * at its START). Any other agent is not called while a human has the thread, and is never degraded.
   */
  readonly routesConditions?: boolean;
}

/** What the composition root hands the agent factory. Adapters are chosen from config there, never inside. */
export interface AgentDependencies {
  config: import('../config.js').KefuConfig;
  /** LangGraph checkpointer: MemorySaver embedded, the plain-Redis saver with `REDIS_URL`. */
  checkpointer: import('@langchain/langgraph-checkpoint').BaseCheckpointSaver;
  cache: import('./cache.js').Cache;
  /** Counts guest verification guesses (shared by every process with Redis). @default in memory */
  attempts?: import('./attempt-limiter.js').AttemptLimiter;
  clock: import('./clock.js').Clock;
  logger: import('../logger.js').Logger;
  /** Overrides for tests; created from config by the agent factory when absent. */
  knowledge?: import('./knowledge.js').KnowledgeService;
  commerce?: import('./commerce-backend.js').CommerceBackend;
  chatModel?: import('@langchain/core/language_models/chat_models').BaseChatModel;
  /** The one gateway every call to `chatModel` goes through (intents, tool agent, knowledge answers). */
  modelGateway?: import('../agent/model/model-gateway.js').ModelGateway;
  /**
   * Who keeps a handed-off thread silent: the agent graph itself (its checkpointed human mode, released with
   * `releaseHumanMode`), or a decorator around the agent such as the handoff desk. @default 'agent'
   */
  humanModeOwner?: 'agent' | 'gateway';
  /**
   * Whether a human agent serving the site is online to take a conversation over. Load protection hands a
   * turn to a person only when one is: otherwise the model answers, late rather than never. @default none online
   */
  humansOnline?: (siteId: string) => Promise<boolean>;
  /** Approved writes not yet delivered as receipts (memory, or Redis with `REDIS_URL`). @default none kept */
  confirmedWrites?: import('./confirmed-write-store.js').ConfirmedWriteStore;
}
