import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AgentServices } from '../agent-services.js';
import { answerIntentSafely, singleJob } from '../answer-intent.js';
import { answerLanguage } from '../answers/answer-language.js';
import { replies } from '../answers/fixed-replies.js';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** respond: greetings and thanks, and the fixed refusal for a blocked message. */
export function createRespondNode(services: AgentServices) {
  return async function respond(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const lang = answerLanguage(state.recognition?.language ?? (/\p{Script=Han}/u.test(state.text) ? 'zh' : 'en'), state.locale);
    if (state.screening?.blocked) return { answers: [{ index: 0, text: replies.injection(lang), parts: [], resolved: true }] };
    const intent = state.recognition?.intents[0] ?? { type: 'chitchat' as const, confidence: 1, entities: {}, text: state.text };
    const answer = await answerIntentSafely(
      services,
      singleJob(intent, state, state.recognition?.language ?? 'zh', state.screening?.masked ?? state.text),
      runtimeOf(config),
    );
    return { answers: [state.screening?.truncated ? { ...answer, text: `${replies.tooLong(lang)}\n\n${answer.text}` } : answer] };
  };
}
