import { ChatGroq } from '@langchain/groq';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { KefuConfig } from '../../config.js';

/** The Groq chat model from config: streaming on, the SDK's own retries off (the model gateway retries once). */
export function createGroqChatModel(groq: NonNullable<KefuConfig['groq']>): BaseChatModel {
  return new ChatGroq({
    apiKey: groq.apiKey,
    model: groq.model,
    ...(groq.baseUrl ? { baseUrl: groq.baseUrl } : {}),
    temperature: 0.2,
    streaming: true,
    maxRetries: 0,
  }) as unknown as BaseChatModel;
}
