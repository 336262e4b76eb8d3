import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { LlmConfig } from '../../llm-config.js';
import { createGroqChatModel } from '../groq/create-groq-chat-model.js';
import { createOpenAiChatModel } from '../openai/create-openai-chat-model.js';

/** The chat model of the configured provider; every call to it goes through the model gateway. */
export function createChatModel(llm: LlmConfig): BaseChatModel {
  switch (llm.provider) {
    case 'groq':
      // resolveLlmConfig refuses groq without a key.
      return createGroqChatModel({ ...llm, apiKey: llm.apiKey! });
    case 'openai':
      return createOpenAiChatModel(llm);
  }
}
