import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type { EscalationCard } from '@kefu/protocol';
import type { DialogueState } from '../agent/dialogue/dialogue-state.js';

/** What the conversation's checkpoint says is in focus: its dialogue state. */
export interface CheckpointedFocus {
  /** The order a workflow picked is its order in focus (the agent writes it there as the workflow moves on). */
  dialogue?: DialogueState;
}

function isDialogue(value: unknown): value is DialogueState {
  const dialogue = value as Partial<DialogueState> | undefined;
  return Array.isArray(dialogue?.products) && Array.isArray(dialogue.orders) && typeof dialogue.told === 'object';
}

/** Reads the dialogue state from the thread's newest checkpoint; empty for an assistant that keeps no such state. */
export async function readCheckpointedFocus(checkpointer: BaseCheckpointSaver | undefined, threadId: string): Promise<CheckpointedFocus> {
  if (!checkpointer) return {};
  try {
    const tuple = await checkpointer.getTuple({ configurable: { thread_id: threadId, checkpoint_ns: '' } });
    const dialogue = (tuple?.checkpoint.channel_values as Record<string, unknown> | undefined)?.dialogue;
    return isDialogue(dialogue) ? { dialogue } : {};
  } catch {
    // A checkpoint that cannot be read leaves the card to the rules' reading of the messages.
    return {};
  }
}

/**
 * The card's focus: products by catalog name, the order in focus (a workflow's, once it picked one) with its items as
 * last shown, what the shopper told us, and their last request. Undefined when nothing is known.
 */
export function focusForCard(focus: CheckpointedFocus, names: ReadonlyMap<string, string>, currency: string): EscalationCard['focus'] {
  const dialogue = focus.dialogue;
  const orderId = dialogue?.orderInFocus ?? undefined;
  if (!dialogue) return undefined;
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
