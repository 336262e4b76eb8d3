import { isConversationEnd, type HandoffReason, type ThreadEvent } from '@kefu/protocol';
import type { StoredFeedback } from '../stores/feedback-store.js';
import { textForAgent } from '../privacy/mask-for-agent.js';

/**
 * How a conversation ended, read from its stored events (the definitions are in the README's "The ledger"):
 * - `assistant`: the shopper's last message was answered and no person ever wrote in it;
 * - `human`: a person (role `agent`) wrote in it and the shopper's last message was answered;
 * - `abandoned`: the shopper's last message was never answered (by the assistant or a person), a handed-off
 *   shopper left before any person wrote, or the conversation went quiet while a prompt waited;
 * - `open`: the last event is more recent than the idle time: it is still going on.
 */
export type Outcome = 'assistant' | 'human' | 'abandoned' | 'open';

/** Handoff reasons that mean the assistant could not answer a question (the ledger's "unanswered" list). */
const UNANSWERED_REASONS: ReadonlySet<HandoffReason> = new Set(['low_confidence', 'knowledge_miss', 'repeated_failure', 'ai_failed']);

/** A shopper's question the assistant could not answer, masked. */
export interface UnansweredQuestion {
  seq: number;
  text: string;
  reason: HandoffReason;
}

/** One conversation summarised for the ledger. */
export interface ConversationOutcome {
  outcome: Outcome;
  startedAt: number;
  /** The first handoff's reason, when it was handed off. */
  handoffReason?: HandoffReason;
  /** Time from the shopper's first message to the first reply (assistant or person). */
  firstReplyMs?: number;
  /** Time from the shopper's first message to the last reply, for a resolved conversation. */
  resolutionMs?: number;
  /** The shopper's rating of the conversation (1–5): the one without a seq, else the latest given at an ending (isConversationEnd). */
  rating?: number;
  unanswered: UnansweredQuestion[];
}

/** Summarises one conversation; undefined when the shopper never wrote (an opened widget is not a conversation). */
export function conversationOutcome(
  events: readonly ThreadEvent[],
  ratings: readonly StoredFeedback[],
  now: number,
  idleMs: number,
): ConversationOutcome | undefined {
  let firstShopperAt: number | undefined;
  let firstReplyAt: number | undefined;
  let lastShopperAt: number | undefined;
  let lastReplyAt: number | undefined;
  let lastEventAt = 0;
  let personWrote = false;
  let handoffReason: HandoffReason | undefined;
  let waitingForPerson = false;
  let lastShopperMessage: { seq: number; text: string } | undefined;
  const openPrompts = new Set<string>();
  const endings = new Set<number>();
  const unanswered: UnansweredQuestion[] = [];
  for (const event of events) {
    if (isConversationEnd(event)) endings.add(event.data.seq);
    if (event.event === 'message:done') {
      const { message, seq } = event.data;
      lastEventAt = Math.max(lastEventAt, message.createdAt);
      if (message.role === 'user') {
        firstShopperAt ??= message.createdAt;
        lastShopperAt = message.createdAt;
        lastShopperMessage = { seq, text: message.text };
      } else if (message.role === 'assistant' || message.role === 'agent') {
        if (lastShopperAt === undefined) continue;
        firstReplyAt ??= message.createdAt;
        lastReplyAt = message.createdAt;
        if (message.role === 'agent') {
          personWrote = true;
          waitingForPerson = false;
        }
      }
    } else if (event.event === 'handoff') {
      lastEventAt = Math.max(lastEventAt, event.data.at);
      if (event.data.state === 'queued' || event.data.state === 'no_agents') {
        handoffReason ??= event.data.reason;
        waitingForPerson = !personWrote;
        if (UNANSWERED_REASONS.has(event.data.reason) && lastShopperMessage && !unanswered.some((question) => question.seq === lastShopperMessage!.seq)) {
          unanswered.push({ seq: lastShopperMessage.seq, text: textForAgent(lastShopperMessage.text).slice(0, 300), reason: event.data.reason });
        }
      } else if (event.data.state === 'released') waitingForPerson = false;
    } else if (event.event === 'interrupt:open') openPrompts.add(event.data.interrupt.interruptId);
    else openPrompts.delete(event.data.interruptId);
  }
  if (firstShopperAt === undefined || lastShopperAt === undefined) return undefined;
  const answered = lastReplyAt !== undefined && lastReplyAt >= lastShopperAt;
  // The widget's end-of-conversation prompt rates the event that ended it; of several endings the latest rated one counts.
  const atEnding = ratings.filter((feedback) => feedback.seq !== undefined && endings.has(feedback.seq)).sort((a, b) => b.seq! - a.seq!)[0];
  const rating = (ratings.find((feedback) => feedback.seq === undefined) ?? atEnding)?.rating;
  let outcome: Outcome;
  if (now - lastEventAt < idleMs) outcome = 'open';
  else if (!answered || openPrompts.size > 0 || (waitingForPerson && !personWrote)) outcome = 'abandoned';
  else outcome = personWrote ? 'human' : 'assistant';
  const resolved = outcome === 'assistant' || outcome === 'human';
  return {
    outcome,
    startedAt: firstShopperAt,
    ...(handoffReason ? { handoffReason } : {}),
    ...(firstReplyAt !== undefined ? { firstReplyMs: firstReplyAt - firstShopperAt } : {}),
    ...(resolved && lastReplyAt !== undefined ? { resolutionMs: lastReplyAt - firstShopperAt } : {}),
    ...(rating !== undefined ? { rating } : {}),
    unanswered,
  };
}
