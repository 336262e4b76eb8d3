import { ChatGroq } from '@langchain/groq';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { LlmConfig } from '../../llm-config.js';

/** The Groq chat model from config: streaming on, the SDK's own retries off (the model gateway retries). */
export function createGroqChatModel(llm: Pick<LlmConfig, 'model' | 'baseUrl' | 'temperature'> & { apiKey: string }): BaseChatModel {
  return new ChatGroq({
    apiKey: llm.apiKey,
    model: llm.model,
    // The Groq SDK appends /openai/v1 to this base URL; other OpenAI-compatible services use the openai provider.
    ...(llm.baseUrl ? { baseUrl: llm.baseUrl } : {}),
    temperature: llm.temperature,
    streaming: true,
    maxRetries: 0,
  }) as unknown as BaseChatModel;
}
