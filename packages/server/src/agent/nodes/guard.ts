import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { maskPii } from '../../privacy/pii-detector.js';
import { looksLikeInjection } from '../injection-screen.js';
import type { AgentServices } from '../agent-services.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** The longest text the agent reads; a burst of merged messages can exceed one message's limit. */
export const MAX_TURN_TEXT = 2000;

/** guard: length limit, prompt-injection screening, PII masking for logs and prompts. */
export function createGuardNode(services: AgentServices) {
  return async function guard(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const truncated = state.text.length > MAX_TURN_TEXT;
    const text = truncated ? state.text.slice(0, MAX_TURN_TEXT) : state.text;
    const masked = maskPii(text);
    const blocked = looksLikeInjection(text) ? ('injection' as const) : undefined;
    services.logger.info({ traceId: runtimeOf(config)?.turn.traceId, text: masked.slice(0, 200), truncated, blocked }, 'turn');
    return { ...(truncated ? { text } : {}), screening: { masked, truncated, ...(blocked ? { blocked } : {}) } };
  };
}

/** After the guard: a fixed refusal for injections, else the coordinator. */
export function routeAfterGuard(state: KefuStateType): 'coordinator' | 'respond' {
  return state.screening?.blocked ? 'respond' : 'coordinator';
}
