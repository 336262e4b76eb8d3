import { randomUUID } from 'node:crypto';
import type { Agent, AgentDependencies, AgentOutput, TurnRequest } from '../ports/agent.js';
import type { CommerceBackend } from '../ports/commerce-backend.js';
import { createShopFolderCommerce } from '../adapters/commerce/shop-folder-commerce.js';
import { createHttpCommerce } from '../adapters/commerce/http-commerce.js';
import { createChatModel } from '../adapters/chat-model/create-chat-model.js';
import { createKnowledgeService } from '../knowledge/index.js';
import { checkpointPrunerFor } from '../checkpoint/checkpoint-retention.js';
import { createWorkflowRunner } from '../workflows/index.js';
import type { AgentServices } from './agent-services.js';
import { buildKefuGraph, type KefuGraph } from './graph.js';
import { createCircuitBreaker } from './model/circuit-breaker.js';
import { createModelGateway } from './model/model-gateway.js';
import { createIntentRecognizer } from './recognize-intents.js';
import { focusOnOrder } from './dialogue/update-focus.js';
import type { KefuStateType, KefuUpdate, TurnContextValue, TurnStreamChunk } from './state.js';
import { createCommerceTools } from './tools/commerce-tools.js';

/** The agent graph behind the gateway, with the console's controls. */
export interface KefuAgent extends Agent {
  /** Ends a thread's human mode: the assistant answers again. */
  releaseHumanMode(threadId: string): Promise<void>;
  /** Whether the assistant is keeping quiet on a thread because a human has it. */
  isInHumanMode(threadId: string): Promise<boolean>;
  /** The compiled graph (for the benchmark and tests). */
  readonly graph: KefuGraph;
  /** The commerce backend in use. */
  readonly commerce: CommerceBackend;
}

/** The input that starts one turn: per-turn fields are reset, the thread's memory stays. */
export function turnInput(request: Pick<TurnRequest, 'messages' | 'locale'>): KefuUpdate {
  const viewing = [...request.messages].reverse().find((message) => message.context?.productId)?.context?.productId;
  return {
    text: request.messages.map((message) => message.text).join('\n'),
    locale: request.locale,
    viewingProductId: viewing ?? null,
    screening: null,
    recognition: null,
    route: null,
    answers: 'reset',
    handoffReason: null,
    pendingWorkflow: null,
  };
}

/** Creates the assistant behind the gateway: the LangGraph agent graph over commerce, knowledge, workflows and (optionally) a chat model. */
export async function createKefuAgent(deps: AgentDependencies): Promise<KefuAgent> {
  const { config, cache, clock, logger } = deps;
  const commerce =
    deps.commerce ??
    (config.commerce
      ? createHttpCommerce({ baseUrl: config.commerce.url, ...(config.commerce.token ? { token: config.commerce.token } : {}) })
      : createShopFolderCommerce({ clock }));
  const model = deps.chatModel ?? (config.llm ? createChatModel(config.llm) : undefined);
  const gateway = model
    ? (deps.modelGateway ?? createModelGateway({ breaker: createCircuitBreaker({ clock }), timeoutMs: config.modelTimeoutSeconds * 1000, logger }))
    : undefined;
  const knowledge =
    deps.knowledge ??
    (await createKnowledgeService({ config, cache, clock, logger, ...(model && gateway ? { chatModel: model, modelGateway: gateway } : {}) }));
  // The order each thread's workflow last moved on with, until it is written into the thread's dialogue state.
  const workflowOrders = new Map<string, string>();
  const takeWorkflowOrder = (threadId: string) => {
    const orderId = workflowOrders.get(threadId);
    workflowOrders.delete(threadId);
    return orderId;
  };
  const runner = createWorkflowRunner({ ...deps, commerce, onOrderFocus: (threadId, orderId) => workflowOrders.set(threadId, orderId) });
  const tools = createCommerceTools({ commerce, cache, clock, logger });
  const services: AgentServices = {
    tools,
    recognize: createIntentRecognizer({ cache, lexicon: tools.lexicon, ...(model && gateway ? { model, gateway } : {}) }),
    knowledge,
    ...(runner ? { runner, takeWorkflowOrder } : {}),
    ...(model ? { model } : {}),
    ...(gateway ? { gateway } : {}),
    logger,
  };
  const graph = buildKefuGraph(services, deps.checkpointer);
  const prune = checkpointPrunerFor(deps.checkpointer);
  const ownsHumanMode = (deps.humanModeOwner ?? 'agent') === 'agent';
  const threadConfig = (threadId: string) => ({ configurable: { thread_id: threadId } });

  /** Runs one turn of the graph and delivers what its stream yields, in order: the one way a turn's events leave it. */
  async function answer(request: TurnRequest, output: AgentOutput): Promise<void> {
    const context: TurnContextValue = { turn: request, messageId: randomUUID() };
    const input = ownsHumanMode ? turnInput(request) : { ...turnInput(request), humanMode: false };
    const stream = await graph.stream(input, {
      ...threadConfig(request.threadId),
      context: context as unknown as Record<string, unknown>,
      signal: request.signal,
      durability: 'exit',
      streamMode: 'custom',
    });
    for await (const chunk of stream as AsyncIterable<TurnStreamChunk>) {
      if (chunk.kind === 'delta') output.delta(chunk.messageId, chunk.text);
      else if (chunk.kind === 'status') output.status(chunk.state, chunk.detail);
      else await output.emit(chunk.draft).then(chunk.stored, chunk.failed);
    }
    // After delivery: the thread keeps its last few checkpoints (checkpoint/checkpoint-retention.ts).
    await prune?.(request.threadId);
  }

  /**
   * Writes the order a workflow moved on with outside a graph run (a prompt's reply, a message at it) into the
   * conversation's dialogue state as the order in focus; inside a run the workflow node returns it.
   */
  async function focusWorkflowOrder(threadId: string): Promise<void> {
    const orderId = takeWorkflowOrder(threadId);
    if (!orderId) return;
    const snapshot = await graph.getState(threadConfig(threadId));
    const dialogue = (snapshot.values as Partial<KefuStateType> | undefined)?.dialogue;
    if (!dialogue || dialogue.orderInFocus === orderId) return;
    await graph.updateState(threadConfig(threadId), { dialogue: focusOnOrder(dialogue, orderId) }, 'workflow');
    await prune?.(threadId);
  }

  return {
    graph,
    commerce,
    routesConditions: true,
    async runTurn(request, output) {
      // A human has the thread: the message is theirs (the graph's human_mode route), not an answer to the open prompt.
      // Otherwise the runner watches the output it hands over: a side question the graph hands off leaves the prompt un-asked.
      const handled =
        !request.conditions?.humanMode &&
        runner &&
        (await runner.handleMessage(request, output, (question, watched) => answer(question, watched))) === 'handled';
      // Before the turn, so that an order the turn itself names is the one left in focus.
      await focusWorkflowOrder(request.threadId);
      if (!handled) await answer(request, output);
    },
    async replyToInterrupt(request, output) {
      if (runner) {
        await runner.reply(request, output);
        return focusWorkflowOrder(request.threadId);
      }
      await output.emit({ event: 'interrupt:closed', interruptId: request.interrupt.interruptId, reason: 'cancelled' });
    },
    async acceptReply(request) {
      return runner?.acceptReply(request);
    },
    async cancel(context, reason, output) {
      if (runner) await runner.cancel(context, reason, output);
    },
    async releaseHumanMode(threadId) {
      const snapshot = await graph.getState(threadConfig(threadId));
      if (snapshot.values && (snapshot.values as { humanMode?: boolean }).humanMode)
        await graph.updateState(threadConfig(threadId), { humanMode: false, unresolvedStreak: 0 }, 'handoff');
    },
    async isInHumanMode(threadId) {
      const snapshot = await graph.getState(threadConfig(threadId));
      return (snapshot.values as { humanMode?: boolean } | undefined)?.humanMode === true;
    },
  };
}
