import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { CONSOLE_HISTORY_LIMIT, type EscalationCard, type Message, type ThreadEvent } from '@kefu/protocol';
import type { ConversationGateway } from '../ports/gateway.js';
import type { HandoffRecord } from '../ports/handoff-store.js';
import type { Entities, Intent } from '../ports/intent.js';
import type { ThreadLog } from '../ports/thread-log.js';
import { recognizeWithRules, type ProductLexicon } from '../adapters/rules/index.js';
import { readRecognisedTurns, type RecognisedTurn } from './recognised-turns.js';
import { maskCardForAgent, maskEventForAgent } from '../privacy/mask-for-agent.js';
import { focusForCard, readCheckpointedFocus } from './dialogue-focus.js';

const LAST_MESSAGES = 12;

/** What a card is built from. */
export interface CardSources {
  log: ThreadLog;
  gateway: ConversationGateway;
  lexicon: ProductLexicon;
  /** The agent graph's checkpointer: the intents it recognised are the card's, where it saw the message. */
  checkpointer?: BaseCheckpointSaver;
}

/**
 * A thread's history and card, as `thread:open` returns them, personal data masked (with the seqs of the
 * events that had some); undefined when the thread does not exist.
 */
export async function readThreadForAgent(
  threadId: string,
  record: HandoffRecord | undefined,
  sources: CardSources,
): Promise<{ card: EscalationCard; events: ThreadEvent[]; lastSeq: number; masked: number[] } | undefined> {
  const owner = await sources.log.owner(threadId);
  if (!owner) return undefined;
  const [page, pendingInterrupt, turns] = await Promise.all([
    sources.log.read(threadId, 0, CONSOLE_HISTORY_LIMIT),
    sources.gateway.pendingInterrupt(threadId),
    readRecognisedTurns(sources.checkpointer, threadId),
  ]);
  const messages = page.events.flatMap((event) => (event.event === 'message:done' ? [event.data.message] : []));
  const focus = focusForCard(await readCheckpointedFocus(sources.checkpointer, threadId), sources.lexicon.names, sources.lexicon.currency);
  const understood = understand(messages, turns, sources.lexicon);
  // The order the conversation is about is the dialogue's (a workflow's once it picked one), not the last one typed.
  if (focus?.orderId) understood.entities = [...understood.entities.filter((entity) => entity.label !== 'order'), { label: 'order', value: focus.orderId }];
  // The newest request handed over written up, unless the thread was released back to the assistant since.
  // (A later `queued` of the same handoff, once an agent signs in, does not repeat it.)
  const request = page.events.reduce<EscalationCard['request']>(
    (held, event) => (event.event !== 'handoff' ? held : event.data.state === 'released' ? undefined : (event.data.request ?? held)),
    undefined,
  );
  const customer = record?.customer ?? (owner.customerId ? { customerId: owner.customerId } : {});
  const card: EscalationCard = {
    threadId,
    siteId: owner.siteId,
    mode: record?.mode ?? 'ai',
    ...(record ? { reason: record.reason, queuedAt: record.queuedAt } : {}),
    ...(record?.agentName ? { agentName: record.agentName } : {}),
    customer,
    locale: record?.locale ?? 'zh-CN',
    ...understood,
    ...(pendingInterrupt?.workflow ? { workflow: pendingInterrupt.workflow } : {}),
    ...(pendingInterrupt ? { pendingInterrupt } : {}),
    ...(request ? { request } : {}),
    lastMessages: messages.slice(-LAST_MESSAGES),
    ...(focus ? { focus } : {}),
  };
  const shown = page.events.map(maskEventForAgent);
  return {
    card: maskCardForAgent(card),
    events: shown.map((entry) => entry.event),
    lastSeq: page.lastSeq,
    masked: shown.flatMap((entry) => (entry.kinds.length > 0 ? [entry.event.data.seq] : [])),
  };
}

/**
 * The intents and entities of the shopper's messages: as the agent graph recognised them (its
 * checkpointed turns, LLM included), and by the coordinator's fast-path rules for messages no graph
 * turn saw (those written while a human had the thread, or to another agent).
 */
function understand(messages: Message[], turns: RecognisedTurn[], lexicon: ProductLexicon): Pick<EscalationCard, 'intents' | 'entities'> {
  const intents: EscalationCard['intents'] = [];
  let entities: Entities = {};
  const add = (intent: Intent) => {
    entities = merge(entities, intent.entities ?? {});
    if (intent.type === 'chitchat' || intents.at(-1)?.type === intent.type) return;
    intents.push({ type: intent.type, text: intent.text.slice(0, 200) });
  };
  let turn = 0;
  const used = new Set<number>();
  for (const message of messages) {
    if (message.role !== 'user') continue;
    const index = turns.findIndex((candidate, at) => at >= turn && `\n${candidate.text}\n`.includes(`\n${message.text}\n`));
    if (index === -1) {
      recognizeWithRules(message.text, lexicon).intents.forEach(add);
      continue;
    }
    // A burst-merged turn covers several messages: its intents count once.
    if (!used.has(index)) turns[index]!.intents.forEach(add);
    used.add(index);
    turn = index;
  }
  return { intents: intents.slice(-40), entities: describe(entities, lexicon) };
}

function merge(a: Entities, b: Entities): Entities {
  const list = (x?: string[], y?: string[]) => (x || y ? [...new Set([...(x ?? []), ...(y ?? [])])] : undefined);
  const merged: Entities = { ...a, ...b };
  for (const key of ['productIds', 'tags'] as const) {
    const joined = list(a[key], b[key]);
    if (joined) merged[key] = joined;
  }
  const options = [...(a.options ?? []), ...(b.options ?? []).filter((option) => !a.options?.some((other) => other.value === option.value))];
  if (options.length) merged.options = options;
  return merged;
}

function describe(entities: Entities, lexicon: ProductLexicon): EscalationCard['entities'] {
  const rows: EscalationCard['entities'] = [];
  const add = (label: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') rows.push({ label, value: String(value).slice(0, 200) });
  };
  for (const id of entities.productIds ?? []) add('product', lexicon.names.get(id) ?? id);
  add('order', entities.orderId);
  add('tracking', entities.trackingNumber);
  add('option', entities.options?.map((option) => option.value).join(', '));
  add('type', entities.type);
  if (entities.minPrice !== undefined || entities.maxPrice !== undefined)
    add('price', `${entities.minPrice ?? 0}–${entities.maxPrice ?? '∞'} ${lexicon.currency}`);
  add('promotion', entities.promotion ? 'yes' : undefined);
  add('tags', entities.tags?.join(', '));
  return rows.slice(0, 40);
}
