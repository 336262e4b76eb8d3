import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { maskPii } from '../../privacy/pii-detector.js';
import type { AgentServices } from '../agent-services.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** The longest text the agent reads; a burst of merged messages can exceed one message's limit. */
export const MAX_TURN_TEXT = 2000;

// Seed 000's prompt-injection screen, widened to the phrasings seen in the wild (zh + en).
const INJECTION = [
  /ignore (all |any )?(the )?(previous|prior|above|earlier) (instructions|prompts?|rules)/i,
  /(reveal|show|print|repeat|output) (me )?(your|the) (system )?(prompt|instructions)/i,
  /\bsystem prompt\b/i,
  /\b(developer|dan|god) mode\b/i,
  /\bjailbreak\b/i,
  /you are now (a|an|the)\b/i,
  /忽略(之前|以上|前面|上面)?的?(所有)?(指令|指示|规则|提示)/,
  /你现在是(一个|一名)?(?!客服)/,
  /(输出|告诉我|显示|打印)你的(系统)?(提示词|指令|设定)/,
  /系统提示词/,
];

/** Whether a message tries to steer the model instead of asking the shop something. */
export function looksLikeInjection(text: string): boolean {
  return INJECTION.some((pattern) => pattern.test(text));
}

/** guard: silence in human mode, length limit, prompt-injection screening, PII masking for logs and prompts. */
export function createGuardNode(services: AgentServices) {
  return async function guard(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    if (state.humanMode) return {};
    const truncated = state.text.length > MAX_TURN_TEXT;
    const text = truncated ? state.text.slice(0, MAX_TURN_TEXT) : state.text;
    const masked = maskPii(text);
    const blocked = looksLikeInjection(text) ? ('injection' as const) : undefined;
    services.logger.info({ traceId: runtimeOf(config)?.turn.traceId, text: masked.slice(0, 200), truncated, blocked }, 'turn');
    return { text, screening: { masked, truncated, ...(blocked ? { blocked } : {}) } };
  };
}

/** After the guard: END in human mode, a fixed refusal for injections, else the coordinator. */
export function routeAfterGuard(state: KefuStateType): 'coordinator' | 'respond' | '__end__' {
  if (state.humanMode) return '__end__';
  return state.screening?.blocked ? 'respond' : 'coordinator';
}
