import { randomUUID } from 'node:crypto';
import { Command } from '@langchain/langgraph';
import type { Agent, AgentDependencies, AgentOutput, TurnContext, TurnRequest } from '../ports/agent.js';
import type { WorkflowResume } from '../ports/workflow-runner.js';
import type { CommerceBackend } from '../ports/commerce-backend.js';
import { createShopFolderCommerce } from '../adapters/commerce/shop-folder-commerce.js';
import { createHttpCommerce } from '../adapters/commerce/http-commerce.js';
import { createChatModel } from '../adapters/chat-model/create-chat-model.js';
import { createKnowledgeService } from '../knowledge/index.js';
import { checkpointPrunerFor } from '../checkpoint/checkpoint-retention.js';
import { createWorkflowRunner } from '../workflows/index.js';
import { serialByKey } from '../workflows/serial-by-key.js';
import { closeLegacyWorkflow } from '../workflows/legacy-workflow.js';
import { lostText } from '../workflows/copy.js';
import { workflowWaiting, workflowWaitingIn } from '../workflows/workflow-waiting.js';
import { PrimedReadSaver } from '../checkpoint/primed-read-saver.js';
import type { AgentServices } from './agent-services.js';
import { buildKefuGraph, type KefuGraph } from './graph.js';
import { createCircuitBreaker } from './model/circuit-breaker.js';
import { createModelGateway } from './model/model-gateway.js';
import { createIntentRecognizer } from './recognize-intents.js';
import { deliverRun } from './deliver-run.js';
import type { KefuStateType, TurnContextValue } from './state.js';
import { turnInput } from './turn-input.js';
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
  /**
   * Ends the thread's workflow without a word: confirmed-write recovery completed its write elsewhere, so its open
   * confirmation must not take the next message as an answer.
   */
  forgetWorkflow(threadId: string): Promise<void>;
}

export { turnInput } from './turn-input.js';

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
  const tools = createCommerceTools({ commerce, cache, clock, logger });
  const runner = createWorkflowRunner({ ...deps, commerce, lexicon: () => tools.lexicon() });
  const services: AgentServices = {
    tools,
    recognize: createIntentRecognizer({ cache, lexicon: tools.lexicon, ...(model && gateway ? { model, gateway } : {}) }),
    knowledge,
    runner,
    ...(model ? { model } : {}),
    ...(gateway ? { gateway } : {}),
    logger,
    ...(deps.humansOnline ? { humansOnline: deps.humansOnline } : {}),
  };
  // The turn's prompt check and its run read the thread's latest checkpoint once between them (primed-read-saver.ts).
  const checkpointer = new PrimedReadSaver(deps.checkpointer);
  const graph = buildKefuGraph(services, checkpointer);
  const prune = checkpointPrunerFor(deps.checkpointer);
  const ownsHumanMode = (deps.humanModeOwner ?? 'agent') === 'agent';
  const threadConfig = (threadId: string) => ({ configurable: { thread_id: threadId } });

  /**
   * Runs the graph once — a turn's input, or `new Command({ resume })` at the thread's open workflow prompt — and
   * delivers what its stream yields, in order: the one way a run's events leave it.
   */
  async function run(context: TurnContext & Partial<Pick<TurnRequest, 'conditions' | 'messages'>>, input: unknown, output: AgentOutput): Promise<void> {
    const value: TurnContextValue = { turn: context as TurnContextValue['turn'], messageId: randomUUID() };
    const stream = await graph.stream(input as never, {
      ...threadConfig(context.threadId),
      context: value as unknown as Record<string, unknown>,
      signal: context.signal,
      durability: 'exit',
      streamMode: 'custom',
    });
    await deliverRun(stream, output);
    // After delivery: the thread keeps its last few checkpoints (checkpoint/checkpoint-retention.ts).
    await prune?.(context.threadId);
  }

  const resume = (value: WorkflowResume) => new Command({ resume: value });
  // One run of a thread at a time in this process (the gateway's thread lock does it across processes): two answers
  // to one prompt resume it one after the other, and the second finds the prompt it answered gone.
  const serial = serialByKey();
  // A turn of a thread, one at a time; a read the turn kept for its run goes with the turn, whether it ran or not.
  const turnOf = <T>(threadId: string, body: () => Promise<T>) =>
    serial(threadId, async () => {
      try {
        return await body();
      } finally {
        checkpointer.forget(threadId);
      }
    });

  /**
   * Whether the thread waits on a workflow prompt (its own pending interrupt). A thread last checkpointed by a release
   * that ran workflows on `<thread>:workflow` has that prompt closed first (legacy-workflow.ts), `closed` when the
   * gateway already stored its closing.
   */
  async function promptWaiting(context: TurnContext, output: AgentOutput, closed = false): Promise<{ waiting: boolean; legacy: boolean }> {
    // The run that follows takes this read as its own; a turn that does not run drops it (`turnOf`).
    const found = workflowWaitingIn(await checkpointer.readLatest(context.threadId));
    if (found.waiting || !found.fromOldRelease) return { waiting: found.waiting, legacy: false };
    checkpointer.forget(context.threadId);
    const legacy = await closeLegacyWorkflow(
      { checkpointer: deps.checkpointer, logger, ...(deps.confirmedWrites ? { confirmedWrites: deps.confirmedWrites } : {}) },
      context,
      output,
      closed,
    );
    return { waiting: false, legacy };
  }

  const stateOf = async (threadId: string) => (await graph.getState(threadConfig(threadId))).values as Partial<KefuStateType> | undefined;

  return {
    graph,
    commerce,
    routesConditions: true,
    runTurn: (request, output) =>
      turnOf(request.threadId, async () => {
        // A message typed at an open prompt resumes the graph there; the graph decides what it is (workflow.ts).
        const { waiting } = await promptWaiting(request, output);
        const input = waiting ? resume({ kind: 'message', messages: request.messages }) : turnInput(request);
        await run(request, ownsHumanMode || waiting ? input : { ...(input as object), humanMode: false }, output);
      }),
    replyToInterrupt: (request, output) =>
      turnOf(request.threadId, async () => {
        const { waiting, legacy } = await promptWaiting(request, output, true);
        if (waiting) return run(request, resume({ kind: 'reply', reply: request.reply, interrupt: request.interrupt }), output);
        if (legacy) return;
        logger.warn({ threadId: request.threadId, interruptId: request.interrupt.interruptId }, 'reply to a prompt whose workflow state is gone');
        await output.emit({ event: 'message:done', message: { role: 'assistant', text: lostText(request.locale) } });
      }),
    async acceptReply(request) {
      const state = await stateOf(request.threadId);
      return runner.acceptReply(request, state?.runningWorkflow ?? null);
    },
    cancel: (context, reason, output) =>
      turnOf(context.threadId, async () => {
        const { waiting } = await promptWaiting(context, output);
        if (waiting) await run(context, resume({ kind: 'cancel', reason }), output);
      }),
    forgetWorkflow: (threadId) =>
      serial(threadId, async () => {
        const context: TurnContext = { threadId, siteId: '', locale: 'zh-CN', traceId: randomUUID(), signal: new AbortController().signal };
        const silent: AgentOutput = { delta() {}, status() {}, emit: async () => 0 };
        if ((await workflowWaiting(deps.checkpointer, threadId)).waiting) await run(context, resume({ kind: 'forget' }), silent);
      }),
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
