import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { KNOWLEDGE_INTENTS, ORDER_LOOKUP_INTENTS, QUERY_INTENTS, WORKFLOW_INTENTS, type Intent, type Recognition } from '../../ports/intent.js';
import type { HandoffReason, WorkflowName } from '@kefu/protocol';
import type { AgentServices } from '../agent-services.js';
import { maskRecognition } from '../recognize-intents.js';
import { changedOnly } from '../changed-only.js';
import { runtimeOf, type KefuStateType, type KefuUpdate, type Route, type TurnRuntime } from '../state.js';
import { callerOf } from '../knowledge-answer.js';
import type { DialogueState, FocusOrder } from '../dialogue/dialogue-state.js';
import { renderDialogue } from '../dialogue/render-dialogue.js';
import { resolveReferences } from '../dialogue/resolve-references.js';
import { describedItems } from '../dialogue/described-items.js';
import { focusFromTurn } from '../dialogue/update-focus.js';
import { refundTimingAsPolicy } from '../guest-refund-timing.js';

/** Below this the coordinator hands off rather than guess (seed 000). */
export const HANDOFF_CONFIDENCE = 0.5;

// "it" is the order in focus, so a request saying it carries that order's id: still about the item looked up.
const POINTS_AT_IT = /它|这个|这件|\b(?:it|this one|that one)\b/i;

const WORKFLOW_OF: Record<string, WorkflowName> = {
  return_process: 'return',
  exchange_process: 'exchange',
  repair_process: 'repair',
  invoice_process: 'invoice',
  order_cancel: 'cancel_order',
  address_change: 'change_address',
};

function decide(recognition: Recognition): { route: Route; handoffReason?: HandoffReason } {
  const types = recognition.intents.map((intent) => intent.type);
  if (types.includes('handoff')) return { route: 'handoff', handoffReason: 'requested' };
  if (recognition.angry) return { route: 'handoff', handoffReason: 'angry' };
  if (recognition.confidence < HANDOFF_CONFIDENCE) return { route: 'handoff', handoffReason: 'low_confidence' };
  if (types.length > 1) return { route: 'orchestrator' };
  const only = types[0]!;
  if (QUERY_INTENTS.includes(only)) return { route: 'react_agent' };
  if (KNOWLEDGE_INTENTS.includes(only)) return { route: 'knowledge' };
  if (WORKFLOW_INTENTS.includes(only)) return { route: 'workflow' };
  return { route: 'respond' };
}

// An order described by its items ("the shoes order") before any list was shown: the signed-in shopper's latest orders,
// through the same read tool. More than the three a list shows: "where is my X9?" may name the fourth newest.
const DESCRIBED_ORDER_LOOKBACK = 20;

// "where is my Pad SE?" of a shopper with more orders than that: the newest orders holding it, among all of theirs.
async function recentOrders(services: AgentServices, runtime: TurnRuntime, holding?: string): Promise<FocusOrder[]> {
  try {
    const args = { limit: DESCRIBED_ORDER_LOOKBACK, ...(holding ? { product_model: holding } : {}) };
    const result = await services.tools.run('get_order_info', args, callerOf(runtime, 'zh'));
    if (result.tool !== 'get_order_info' || result.status !== 'ok') return [];
    return result.orders.map((order) => ({ orderId: order.orderId, items: order.lines.map((line) => line.title), status: order.status }));
  } catch (error) {
    // Not knowing which order is meant leaves the question as asked: the order tools answer it (or say why not).
    services.logger.warn({ err: error, traceId: runtime.turn.traceId }, 'could not look up the latest orders to resolve a described order');
    return [];
  }
}

/**
 * The dialogue as the model reads it. Rendered only when read: the rules path, most turns, never reads it, and the
 * model path reads it once or twice.
 */
function dialogueContext(state: KefuStateType, names: ReadonlyMap<string, string>): { readonly focus: string; history: KefuStateType['history'] } {
  let focus: string | undefined;
  return {
    get focus() {
      return (focus ??= renderDialogue(state.dialogue, names));
    },
    history: state.history,
  };
}

/** coordinator: three-level intent recognition, entities, and the routing decision. */
export function createCoordinatorNode(services: AgentServices) {
  return async function coordinator(state: KefuStateType, config: LangGraphRunnableConfig): Promise<KefuUpdate> {
    const runtime = runtimeOf(config);
    const lexicon = await services.tools.lexicon();
    const recognized = await services.recognize(state.text, {
      ...(runtime ? { signal: runtime.turn.signal, siteId: runtime.turn.siteId } : {}),
      maskedText: state.screening?.masked ?? state.text,
      context: dialogueContext(state, lexicon.names),
    });
    // "那X8呢", "它的电池多大", "第二个订单": what the message leaves out is taken from the dialogue state.
    const { recognition: resolved } = await resolveReferences(recognized, {
      text: state.text,
      dialogue: state.dialogue,
      lexicon,
      page: state.viewingProductId,
      ...(runtime?.turn.customer ? { recentOrders: (holding?: string) => recentOrders(services, runtime, holding) } : {}),
      ...(state.runningWorkflow?.pending ? { workflow: state.runningWorkflow.name } : {}),
      knowledgeSays: async (question) => {
        const answer = await services.knowledge.answer({
          question,
          siteId: runtime?.turn.siteId ?? 'demo',
          locale: recognized.language === 'en' ? 'en' : 'zh-CN',
          leadWithFact: false,
          ...(runtime ? { signal: runtime.turn.signal } : {}),
        });
        return answer.status === 'answered' ? answer.text : '';
      },
    });
    const unverified = !runtime?.turn.customer ? unverifiedLookup(resolved, state.dialogue) : undefined;
    // A guest's "when will I get my refund?": the refund article answers, with the lookup one tap away.
    const policy = unverified && refundTimingAsPolicy(unverified, resolved.language);
    const recognition: Recognition = policy ? { ...resolved, intents: [policy] } : resolved;
    const decided = decide(recognition);
    const handoffReason = decided.handoffReason;
    // A guest asking after an order not yet proven theirs: verified first (order number + phone ending), then answered.
    const guestLookup = decided.route === 'react_agent' && !policy ? unverified : undefined;
    const route: Route = guestLookup ? 'workflow' : decided.route;
    const workflowIntent = recognition.intents.find((intent) => WORKFLOW_INTENTS.includes(intent.type));
    // "申请维修" tapped under troubleshooting: the product the fault was about, when the request names none.
    const fault = state.dialogue.lastIntent?.type === 'fault_diagnosis' ? state.dialogue.lastIntent : undefined;
    // "I want to exchange it" / "我要换货" right after "the shirt I bought has a hole" showed its order: the item that
    // lookup was about, "it" said or not, unless the request names an order of its own (its own items come first below).
    const lookup = state.dialogue.lastIntent;
    const itemLookedUp =
      lookup &&
      ORDER_LOOKUP_INTENTS.includes(lookup.type) &&
      lookup.entities.productIds?.length === 1 &&
      workflowIntent &&
      (POINTS_AT_IT.test(workflowIntent.text) || !workflowIntent.entities.orderId)
        ? lookup.entities.productIds
        : undefined;
    // Items named beside an order number are kept too: "return the tee from TL-10231" is that order's tee (the flow
    // takes only the order's lines of them), and "我只想取消平板" on the order in focus says only some of it can't be
    // cancelled here (whole-order-only-step.ts).
    const items =
      (workflowIntent
        ? (describedItems(workflowIntent, lexicon) ??
          (fault && workflowIntent.type === 'repair_process' ? describedItems({ ...fault, type: 'repair_process', confidence: 1 }, lexicon) : undefined))
        : undefined) ??
      itemLookedUp ??
      // "the tee is too small" right after its order was shown: the order and the one item of it resolved together.
      (workflowIntent?.entities.orderId && workflowIntent.entities.productIds?.length === 1 ? workflowIntent.entities.productIds : undefined);
    services.logger.info(
      { traceId: runtime?.turn.traceId, intents: recognition.intents.map((i) => `${i.type}:${i.confidence.toFixed(2)}`), source: recognition.source, route },
      'coordinator',
    );
    return changedOnly(state, {
      // Checkpointed for the life of the thread and read by the agent console: intents keep their words, not the shopper's numbers.
      recognition: maskRecognition(recognition),
      route,
      handoffReason: handoffReason ?? null,
      dialogue: focusFromTurn(state.dialogue, recognition, state.viewingProductId),
      pendingWorkflow: guestLookup
        ? { name: 'order_lookup', seed: { ...(guestLookup.entities.orderId ? { orderId: guestLookup.entities.orderId } : {}), text: state.text } }
        : workflowIntent && route !== 'handoff'
          ? {
              name: WORKFLOW_OF[workflowIntent.type]!,
              seed: {
                ...(workflowIntent.entities.orderId ? { orderId: workflowIntent.entities.orderId } : {}),
                ...(items ? { productIds: items } : {}),
                // "试过了还是不行" after troubleshooting: the fault troubleshot is what the repair is for (its form shows it).
                text: fault && workflowIntent.type === 'repair_process' ? `${fault.text}，${state.text}` : state.text,
              },
            }
          : null,
    });
  };
}

/** A guest's one order or parcel question about an order this conversation has not verified as theirs. */
function unverifiedLookup(recognition: Recognition, dialogue: DialogueState): Intent | undefined {
  const [only, ...more] = recognition.intents;
  if (!only || more.length || !ORDER_LOOKUP_INTENTS.includes(only.type)) return undefined;
  const { orderId, trackingNumber } = only.entities;
  const verified = dialogue.verifiedOrders ?? [];
  // A tracking number alone names no order to verify: the tools answer it as before (sign in).
  if (!orderId && trackingNumber) return undefined;
  return (orderId ? !verified.includes(orderId.toUpperCase()) : !verified.length) ? only : undefined;
}

/** The coordinator's conditional edge. */
export function routeFromCoordinator(state: KefuStateType): Route {
  return state.route ?? 'handoff';
}
