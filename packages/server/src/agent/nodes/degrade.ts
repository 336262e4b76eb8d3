import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { Locale } from '@kefu/protocol';
import { runtimeOf, type KefuStateType, type KefuUpdate } from '../state.js';

/** What the shopper reads instead of a model answer when the queue is degraded. */
export const degradeNotice = (locale: Locale) =>
  locale === 'en'
    ? 'We are very busy right now. Your message has been passed to a human agent, who will reply here as soon as possible.'
    : '当前咨询人数较多，您的消息已转给人工客服，请稍候，客服会尽快在这里回复您。';

/**
 * degrade (seed 003's queue degrade): the scheduler found the estimated wait over the threshold with a person
 * online, so the turn is queued for a human with a notice, without the model.
 */
export async function degrade(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
  const runtime = runtimeOf(config);
  if (runtime) {
    await runtime.output.emit({ event: 'handoff', state: 'queued', reason: 'queue_degrade' });
    await runtime.output.emit({ event: 'message:done', message: { messageId: runtime.messageId, role: 'assistant', text: degradeNotice(state.locale) } });
  }
  // The message is the human's now: the history the assistant reads goes on when the thread comes back.
  return {};
}
