import { randomUUID } from 'node:crypto';
import { MemorySaver } from '@langchain/langgraph';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.js';
import { MemoryCache } from '../../src/adapters/memory/memory-cache.js';
import { createKefuAgent, type KefuAgent } from '../../src/agent/index.js';
import type { AgentEventDraft, AgentOutput, TurnRequest, VerifiedCustomer } from '../../src/ports/agent.js';
import type { CommerceBackend } from '../../src/ports/commerce-backend.js';
import type { KnowledgeService } from '../../src/ports/knowledge.js';
import type { Clock } from '../../src/ports/clock.js';
import type { Locale } from '@kefu/protocol';

/** An AgentOutput that records everything the agent says. */
export class CollectingOutput implements AgentOutput {
  readonly events: AgentEventDraft[] = [];
  readonly deltas: Array<{ messageId: string; text: string }> = [];
  readonly statuses: string[] = [];
  delta(messageId: string, text: string) {
    this.deltas.push({ messageId, text });
  }
  status(state: string) {
    this.statuses.push(state);
  }
  async emit(draft: AgentEventDraft) {
    this.events.push(draft);
    return this.events.length;
  }
  /** The assistant messages, in order. */
  get messages() {
    return this.events.flatMap((event) => (event.event === 'message:done' ? [event.message] : []));
  }
  get handoffs() {
    return this.events.flatMap((event) => (event.event === 'handoff' ? [event] : []));
  }
}

/** Options of {@link createTestAgent}. */
export interface TestAgentOptions {
  chatModel?: BaseChatModel;
  commerce?: CommerceBackend;
  knowledge?: KnowledgeService;
  clock?: Clock;
  modelTimeoutSeconds?: number;
  cache?: MemoryCache;
}

/** An agent over the embedded defaults (demo commerce, memory cache, MemorySaver), optionally with a scripted model. */
export async function createTestAgent(options: TestAgentOptions = {}): Promise<KefuAgent & { clock: Clock }> {
  const clock = options.clock ?? { now: () => Date.now() };
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    ...(options.modelTimeoutSeconds !== undefined ? { modelTimeoutSeconds: options.modelTimeoutSeconds } : {}),
  };
  const agent = await createKefuAgent({
    config,
    checkpointer: new MemorySaver(),
    cache: options.cache ?? new MemoryCache(clock),
    clock,
    logger: pino({ level: 'silent' }),
    ...(options.chatModel ? { chatModel: options.chatModel } : {}),
    ...(options.commerce ? { commerce: options.commerce } : {}),
    ...(options.knowledge ? { knowledge: options.knowledge } : {}),
  });
  return Object.assign(agent, { clock });
}

let seq = 0;

/** A turn request for one message (seqs increase, as the gateway's thread log assigns them). */
export function turn(text: string, options: { threadId?: string; customer?: VerifiedCustomer; locale?: Locale; productId?: string } = {}): TurnRequest {
  return {
    threadId: options.threadId ?? randomUUID(),
    siteId: 'demo',
    locale: options.locale ?? 'zh-CN',
    ...(options.customer ? { customer: options.customer } : {}),
    traceId: randomUUID(),
    signal: new AbortController().signal,
    messages: [{ seq: ++seq, text, ...(options.productId ? { context: { productId: options.productId } } : {}) }],
  };
}

/** Runs one turn and returns what the agent said. */
export async function ask(agent: KefuAgent, text: string, options: Parameters<typeof turn>[1] = {}): Promise<CollectingOutput> {
  const output = new CollectingOutput();
  await agent.runTurn(turn(text, options), output);
  return output;
}
