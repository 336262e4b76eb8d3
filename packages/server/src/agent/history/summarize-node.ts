import type { AgentServices } from '../agent-services.js';
import type { KefuStateType, KefuUpdate } from '../state.js';
import { foldIntoSummary, HISTORY_WINDOW } from './running-summary.js';

/** A turn adds two entries to the history: the shopper's message and the answer. */
const ENTRIES_PER_TURN = 2;

/** summarize: the history entries this turn pushes out of the window are folded into the running summary first. */
export function createSummarizeNode(services: AgentServices) {
  return async function summarize(state: KefuStateType): Promise<KefuUpdate> {
    const leaving = state.history.length + ENTRIES_PER_TURN - HISTORY_WINDOW;
    if (leaving <= 0) return {};
    return { summary: foldIntoSummary(state.summary, state.history.slice(0, leaving), await services.tools.lexicon()) };
  };
}
