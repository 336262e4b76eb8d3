import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import { ChatGenerationChunk, type ChatResult } from '@langchain/core/outputs';
import { MemoryCache } from '../../src/adapters/memory/memory-cache.js';
import { loadConfig } from '../../src/config.js';
import { createKnowledgeService, type KnowledgeServiceOptions } from '../../src/knowledge/index.js';
import { createLogger } from '../../src/logger.js';

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/**
 * A scripted chat model: streams each reply in small pieces, or throws. Records the prompts it got.
 * The only fake in these tests (the LLM cannot be reached from CI).
 */
export class ScriptedChatModel extends BaseChatModel {
  readonly prompts: BaseMessage[][] = [];
  #next = 0;

  constructor(private readonly replies: Array<string | Error>) {
    super({});
  }

  _llmType(): string {
    return 'scripted';
  }

  #reply(messages: BaseMessage[]): string {
    this.prompts.push(messages);
    const reply = this.replies[Math.min(this.#next++, this.replies.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return reply;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const text = this.#reply(messages);
    return { generations: [{ text, message: new AIMessage(text) }] };
  }

  override async *_streamResponseChunks(messages: BaseMessage[]): AsyncGenerator<ChatGenerationChunk> {
    const text = this.#reply(messages);
    for (let i = 0; i < text.length; i += 4) {
      const piece = text.slice(i, i + 4);
      yield new ChatGenerationChunk({ text: piece, message: new AIMessageChunk(piece) });
    }
  }
}

/** A knowledge service on the demo knowledge base with real embedded parts. */
export async function demoKnowledgeService(env: Record<string, string> = {}, overrides: Partial<KnowledgeServiceOptions> = {}) {
  const clock = manualClock();
  const service = await createKnowledgeService({
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    cache: new MemoryCache(clock),
    clock,
    logger: createLogger('silent'),
    ...overrides,
  });
  return { service, clock };
}
