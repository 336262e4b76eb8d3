import { maskPii } from '../../privacy/pii-detector.js';
import type { AgentServices } from '../agent-services.js';
import { foldIntoSummary, HISTORY_WINDOW } from '../history/running-summary.js';
import type { KefuStateType, KefuUpdate } from '../state.js';

/**
 * human_mode: a human has the thread, so the assistant says nothing; the shopper's message (masked) joins the
 * history, so that once the thread is released the assistant knows what was said meanwhile.
 */
export function createHumanModeNode(services: AgentServices) {
  return async function humanMode(state: KefuStateType): Promise<KefuUpdate> {
    const leaving = state.history.length + 1 - HISTORY_WINDOW;
    const entry = { role: 'user' as const, text: maskPii(state.text) };
    if (leaving <= 0) return { history: [entry] };
    return { history: [entry], summary: foldIntoSummary(state.summary, state.history.slice(0, leaving), await services.tools.lexicon()) };
  };
}
