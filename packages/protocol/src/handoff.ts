import * as z from 'zod/mini';

/** Why a conversation went to a human (seed 000's handoff reasons, seed 003's human-assist events). */
export const HANDOFF_REASONS = [
  'requested',
  'low_confidence',
  'repeated_failure',
  'angry',
  'watchdog_timeout',
  'queue_degrade',
  'ai_failed',
  'knowledge_miss',
  /** An agent took over a conversation the assistant was handling; the shopper did not ask. */
  'agent_initiated',
] as const;
/** One of {@link HANDOFF_REASONS}. */
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

/** Where a handed-off conversation stands. */
export const HANDOFF_STATES = [
  /** Waiting for an agent; `queuePosition` says where. */
  'queued',
  /** No agent online: the shopper may leave a message. */
  'no_agents',
  /** An agent holds the conversation; `agentName` says who. */
  'joined',
  /** The agent released it: the assistant answers again. */
  'released',
] as const;
/** One of {@link HANDOFF_STATES}. */
export type HandoffState = (typeof HANDOFF_STATES)[number];

/** Schema of a handoff reason. */
export const handoffReasonSchema = z.enum(HANDOFF_REASONS);
/** Schema of a handoff state. */
export const handoffStateSchema = z.enum(HANDOFF_STATES);

/** What the assistant is doing right now. */
export const AGENT_STATES = ['thinking', 'tool', 'queued', 'handoff', 'idle'] as const;
/** One of {@link AGENT_STATES}. */
export type AgentState = (typeof AGENT_STATES)[number];
