import type { AgentEventDraft, AgentOutput } from '../ports/agent.js';
import type { HandoffDesk, HandoffOrigin } from './handoff-desk.js';

/**
 * A thread's output whose handoff drafts reach a human: a `handoff` in state `queued` (from the graph, the
 * watchdog or a workflow) puts the thread in the desk's queue, and the desk writes its own handoff event; the
 * request written up for the human travels on it to the escalation card. Everything else passes through.
 */
export function deskOutput<O extends AgentOutput>(output: O, desk: HandoffDesk, origin: HandoffOrigin): O {
  return {
    ...output,
    emit: (draft: AgentEventDraft) =>
      draft.event === 'handoff' && (draft.state === 'queued' || draft.state === 'no_agents')
        ? desk.handOff(origin, draft.reason, (next) => output.emit(next.event === 'handoff' && draft.request ? { ...next, request: draft.request } : next))
        : output.emit(draft),
  };
}
