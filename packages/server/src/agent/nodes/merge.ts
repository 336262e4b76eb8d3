import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { MessagePart } from '@kefu/protocol';
import { LIMITS } from '@kefu/protocol';
import { changedOnly } from '../changed-only.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';
import { focusFromParts, forgetUnoffered } from '../dialogue/update-focus.js';
import { summarizedRequests } from '../history/running-summary.js';
import { oneQuickReplies } from '../answers/one-quick-replies.js';

/** Two unhelpful turns in a row hand off (seed 002's ESCALATE_FAILED_THRESHOLD). */
export const UNRESOLVED_HANDOFF_STREAK = 2;

/** A turn that only searched products, and whether for the cheapest or the most expensive: its lead product comes into focus. */
function searchOf(state: KefuStateType): { leads: boolean } | undefined {
  const intents = state.recognition?.intents ?? [];
  const only = intents.length === 1 ? intents[0] : undefined;
  return only?.type === 'product_recommend' ? { leads: !!only.entities.cheapest || !!only.entities.priciest } : undefined;
}

/** merge: joins the answers in the order asked and delivers them as one message; counts unhelpful turns. */
export async function merge(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
  const answers = [...state.answers].sort((a, b) => a.index - b.index);
  const resolved = answers.every((answer) => answer.resolved);
  const streak = resolved ? 0 : state.unresolvedStreak + 1;
  if (streak >= UNRESOLVED_HANDOFF_STREAK) return { unresolvedStreak: streak, handoffReason: 'repeated_failure', route: 'handoff' };
  const text = answers
    .map((answer) => answer.text)
    .filter(Boolean)
    .join('\n\n')
    .slice(0, LIMITS.maxAnswerLength);
  const parts: MessagePart[] = oneQuickReplies(answers.flatMap((answer) => answer.parts)).slice(0, LIMITS.maxPartsPerMessage);
  const runtime = runtimeOf(config);
  if (runtime && text) {
    await runtime.output.emit({
      event: 'message:done',
      // Only thanks or goodbye and nothing else asked closes it: "thanks, and the X9's price?" goes on.
      message: {
        messageId: runtime.messageId,
        role: 'assistant',
        text,
        ...(parts.length ? { parts } : {}),
        ...(answers.every((answer) => answer.endsConversation) ? { endsConversation: true } : {}),
      },
    });
  }
  return changedOnly(state, {
    // Delivered now: kept, the answers (rich parts and all) would be checkpointed with the thread until the next turn.
    answers: 'reset',
    unresolvedStreak: streak,
    dialogue: forgetUnoffered(
      focusFromParts(state.dialogue, parts, searchOf(state)),
      answers.flatMap((answer) => answer.unoffered ?? []),
    ),
    history: [
      // Its requests travel with it: the summary folds them in when it leaves the window, without recognising it again.
      { role: 'user', text: state.screening?.masked ?? state.text, requests: summarizedRequests(state.recognition?.intents ?? []) },
      { role: 'assistant', text },
    ],
  });
}

/** After the merge: hand off after repeated failure, start a waiting workflow, or end. */
export function routeAfterMerge(state: KefuStateType): 'handoff' | 'workflow' | '__end__' {
  if (state.handoffReason === 'repeated_failure') return 'handoff';
  return state.pendingWorkflow ? 'workflow' : '__end__';
}
