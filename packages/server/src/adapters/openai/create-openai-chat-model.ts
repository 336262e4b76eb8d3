import { ChatOpenAI, ChatOpenAICompletions, type ChatOpenAIFields } from '@langchain/openai';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { MessageContent } from '@langchain/core/messages';
import type { LlmConfig } from '../../llm-config.js';

// Local servers (Ollama, vLLM) take no key, but the OpenAI SDK refuses to start without one.
const NO_KEY = 'no-key';

/**
 * Chat Completions with token estimates made here. LangChain estimates a streamed reply's tokens with js-tiktoken,
 * which downloads its encodings from a CDN; on a network with no route to it (a shop's closed network, this test
 * machine) every such call hangs until the gateway's timeout. Four characters a token is enough for an estimate.
 */
class LocallyCountedCompletions extends ChatOpenAICompletions {
  override async getNumTokens(content: MessageContent): Promise<number> {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    return Math.ceil(text.length / 4);
  }
}

/**
 * A chat model for any OpenAI-compatible chat-completions endpoint (DeepSeek, Qwen, Moonshot, GLM, Azure OpenAI,
 * Ollama, vLLM); the SDK's own retries off (the model gateway retries, times out and counts every call).
 */
export function createOpenAiChatModel(llm: Pick<LlmConfig, 'model' | 'apiKey' | 'baseUrl' | 'temperature' | 'apiVersion'>): BaseChatModel {
  const apiKey = llm.apiKey ?? NO_KEY;
  const fields: ChatOpenAIFields = {
    model: llm.model,
    apiKey,
    temperature: llm.temperature,
    streaming: true,
    // Not every compatible server understands stream_options; usage per chunk is not needed.
    streamUsage: false,
    maxRetries: 0,
    configuration: {
      baseURL: llm.baseUrl,
      maxRetries: 0,
      // Azure's deployment endpoints want the version as a query parameter and the key in `api-key`.
      ...(llm.apiVersion ? { defaultQuery: { 'api-version': llm.apiVersion }, defaultHeaders: { 'api-key': apiKey } } : {}),
    },
  };
  // Compatible services speak Chat Completions only, never OpenAI's Responses API.
  return new ChatOpenAI({ ...fields, useResponsesApi: false, completions: new LocallyCountedCompletions(fields) }) as unknown as BaseChatModel;
}
