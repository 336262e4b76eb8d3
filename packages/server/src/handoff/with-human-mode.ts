import type { Agent, AgentEventDraft, AgentOutput, TurnContext } from '../ports/agent.js';
import type { HandoffDesk } from './handoff-desk.js';

/**
 * Wraps the assistant so a handoff reaches a human: a `handoff` draft with state `queued` (from the
 * graph, the watchdog or queue degrade) puts the thread in the queue, and while the thread is queued
 * or held by an agent, turns do not reach the assistant at all; the shopper's messages are still
 * stored by the gateway and shown in the console. Prompt answers pass through: an agent may answer
 * the open workflow prompt for the customer. A shopper's cancel while still queued leaves the queue.
 */
export function withHumanMode(agent: Agent, desk: HandoffDesk): Agent {
  // The agent graph may keep its own checkpointed human mode; a release must end that one too.
  const graph = agent as Agent & { releaseHumanMode?: (threadId: string) => Promise<void> };
  if (typeof graph.releaseHumanMode === 'function') desk.onRelease((threadId) => graph.releaseHumanMode!(threadId));
  const intercept = (context: TurnContext, output: AgentOutput): AgentOutput => ({
    delta: (messageId, text) => output.delta(messageId, text),
    status: (state, detail) => output.status(state, detail),
    emit: (draft: AgentEventDraft) =>
      draft.event === 'handoff' && (draft.state === 'queued' || draft.state === 'no_agents')
        ? // The desk writes its own handoff event; the request written up for the human travels on it to the card.
          desk.handOff(context, draft.reason, (next) => output.emit(next.event === 'handoff' && draft.request ? { ...next, request: draft.request } : next))
        : output.emit(draft),
  });
  return {
    ...agent,
    isSilent: (threadId) => desk.isHandedOff(threadId),
    async runTurn(request, output) {
      if (await desk.isHandedOff(request.threadId)) return;
      await agent.runTurn(request, intercept(request, output));
    },
    replyToInterrupt: (request, output) => agent.replyToInterrupt(request, intercept(request, output)),
    async cancel(context, reason, output) {
      // A shopper who cancels while waiting for a human leaves the queue; an expired prompt does not.
      if (reason === 'cancelled') await desk.withdraw(context.threadId);
      await agent.cancel(context, reason, intercept(context, output));
    },
  };
}
