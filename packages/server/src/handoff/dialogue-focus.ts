import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type { EscalationCard } from '@kefu/protocol';
import type { DialogueState } from '../agent/dialogue/dialogue-state.js';
import { workflowThreadId } from '../workflows/workflow-env.js';

/** What the checkpoints say is in focus: the agent graph's dialogue state, and the order a running workflow is about. */
export interface CheckpointedFocus {
  dialogue?: DialogueState;
  /** The order the workflow waiting on the shopper is about (chosen at its order step, or seeded by the coordinator). */
  workflowOrderId?: string;
}

type Values = Record<string, unknown>;

async function latestValues(checkpointer: BaseCheckpointSaver, threadId: string): Promise<Values | undefined> {
  const tuple = await checkpointer.getTuple({ configurable: { thread_id: threadId, checkpoint_ns: '' } });
  return tuple?.checkpoint.channel_values as Values | undefined;
}

function orderOf(values: Values | undefined): string | undefined {
  const order = values?.order as { orderId?: unknown } | null | undefined;
  if (typeof order?.orderId === 'string') return order.orderId;
  return typeof values?.seedOrderId === 'string' ? values.seedOrderId : undefined;
}

// A workflow's steps run in its flow's subgraph: the order lives in that namespace's checkpoints, not the root's.
const MOST_WORKFLOW_CHECKPOINTS = 200;

/** The order in the newest checkpoint of a workflow thread, in any namespace, that names one. */
async function workflowOrder(checkpointer: BaseCheckpointSaver, threadId: string): Promise<string | undefined> {
  let newest: { ts: string; orderId: string } | undefined;
  for await (const { checkpoint } of checkpointer.list({ configurable: { thread_id: threadId } }, { limit: MOST_WORKFLOW_CHECKPOINTS })) {
    const orderId = orderOf(checkpoint.channel_values as Values);
    if (orderId && (!newest || checkpoint.ts > newest.ts)) newest = { ts: checkpoint.ts, orderId };
  }
  return newest?.orderId;
}

function isDialogue(value: unknown): value is DialogueState {
  const dialogue = value as Partial<DialogueState> | undefined;
  return Array.isArray(dialogue?.products) && Array.isArray(dialogue.orders) && typeof dialogue.told === 'object';
}

/**
 * Reads the thread's newest checkpoint (its dialogue state) and, when a workflow is waiting, the workflow's order:
 * from the workflow's own checkpoint thread, or from the conversation's when the workflow runs inside its graph.
 * Empty for an assistant that keeps no such state.
 */
export async function readCheckpointedFocus(
  checkpointer: BaseCheckpointSaver | undefined,
  threadId: string,
  workflowWaiting: boolean,
): Promise<CheckpointedFocus> {
  if (!checkpointer) return {};
  try {
    const values = await latestValues(checkpointer, threadId);
    const workflowOrderId = workflowWaiting ? ((await workflowOrder(checkpointer, workflowThreadId(threadId))) ?? orderOf(values)) : undefined;
    return { ...(isDialogue(values?.dialogue) ? { dialogue: values.dialogue } : {}), ...(workflowOrderId ? { workflowOrderId } : {}) };
  } catch {
    // A checkpoint that cannot be read leaves the card to the rules' reading of the messages.
    return {};
  }
}

/**
 * The card's focus: products by catalog name, the order a waiting workflow is about (else the order in focus), its
 * items as last shown, what the shopper told us, and their last request. Undefined when nothing is known.
 */
export function focusForCard(focus: CheckpointedFocus, names: ReadonlyMap<string, string>, currency: string): EscalationCard['focus'] {
  const dialogue = focus.dialogue;
  const orderId = focus.workflowOrderId ?? dialogue?.orderInFocus ?? undefined;
  if (!dialogue && !orderId) return undefined;
  const items = orderId ? dialogue?.orders.find((order) => order.orderId === orderId)?.items : undefined;
  const told: Array<{ label: string; value: string }> = [];
  const wishes = dialogue?.told ?? {};
  if (wishes.minPrice !== undefined || wishes.maxPrice !== undefined)
    told.push({ label: 'price', value: `${wishes.minPrice ?? 0}–${wishes.maxPrice ?? '∞'} ${currency}` });
  if (wishes.type) told.push({ label: 'type', value: wishes.type });
  if (wishes.options?.length) told.push({ label: 'option', value: wishes.options.join(', ') });
  if (wishes.tags?.length) told.push({ label: 'tags', value: wishes.tags.join(', ') });
  const last = dialogue?.lastIntent;
  return {
    products: (dialogue?.products ?? []).map((product) => (names.get(product.productId) ?? product.productId).slice(0, 200)).slice(-10),
    ...(orderId ? { orderId } : {}),
    ...(items?.length ? { orderItems: items.map((item) => item.slice(0, 200)).slice(0, 10) } : {}),
    told: told.map((row) => ({ label: row.label, value: row.value.slice(0, 200) })),
    ...(last ? { lastRequest: { type: last.type, text: last.text.slice(0, 200) } } : {}),
  };
}
