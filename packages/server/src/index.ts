export type {
  Agent,
  AgentEventDraft,
  AgentOutput,
  InterruptReplyRequest,
  TurnContext,
  TurnMessage,
  TurnRequest,
  VerifiedCustomer,
} from './ports/agent.js';
