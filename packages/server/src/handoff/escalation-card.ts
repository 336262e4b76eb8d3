import { CONSOLE_HISTORY_LIMIT, type EscalationCard, type Message, type ThreadEvent } from '@kefu/protocol';
import type { ConversationGateway } from '../ports/gateway.js';
import type { HandoffRecord } from '../ports/handoff-store.js';
import type { Entities } from '../ports/intent.js';
import type { ThreadLog } from '../ports/thread-log.js';
import { recognizeWithRules, type ProductLexicon } from '../adapters/rules/index.js';

const LAST_MESSAGES = 12;

/** What a card is built from. */
export interface CardSources {
  log: ThreadLog;
  gateway: ConversationGateway;
  lexicon: ProductLexicon;
}

/** A thread's history and card, as `thread:open` returns them; undefined when the thread does not exist. */
export async function readThreadForAgent(
  threadId: string,
  record: HandoffRecord | undefined,
  sources: CardSources,
): Promise<{ card: EscalationCard; events: ThreadEvent[]; lastSeq: number } | undefined> {
  const owner = await sources.log.owner(threadId);
  if (!owner) return undefined;
  const [page, pendingInterrupt] = await Promise.all([sources.log.read(threadId, 0, CONSOLE_HISTORY_LIMIT), sources.gateway.pendingInterrupt(threadId)]);
  const messages = page.events.flatMap((event) => (event.event === 'message:done' ? [event.data.message] : []));
  const customer = record?.customer ?? (owner.customerId ? { customerId: owner.customerId } : {});
  const card: EscalationCard = {
    threadId,
    siteId: owner.siteId,
    mode: record?.mode ?? 'ai',
    ...(record ? { reason: record.reason, queuedAt: record.queuedAt } : {}),
    ...(record?.agentName ? { agentName: record.agentName } : {}),
    customer,
    locale: record?.locale ?? 'zh-CN',
    ...understand(messages, sources.lexicon),
    ...(pendingInterrupt?.workflow ? { workflow: pendingInterrupt.workflow } : {}),
    ...(pendingInterrupt ? { pendingInterrupt } : {}),
    lastMessages: messages.slice(-LAST_MESSAGES),
  };
  return { card, events: page.events, lastSeq: page.lastSeq };
}

/** The intents and entities of the shopper's messages, by the same rules the coordinator's fast path uses. */
function understand(messages: Message[], lexicon: ProductLexicon): Pick<EscalationCard, 'intents' | 'entities'> {
  const intents: EscalationCard['intents'] = [];
  let entities: Entities = {};
  for (const message of messages) {
    if (message.role !== 'user') continue;
    for (const intent of recognizeWithRules(message.text, lexicon).intents) {
      entities = merge(entities, intent.entities);
      if (intent.type === 'chitchat' || intents.at(-1)?.type === intent.type) continue;
      intents.push({ type: intent.type, text: intent.text.slice(0, 200) });
    }
  }
  return { intents: intents.slice(-40), entities: describe(entities, lexicon) };
}

function merge(a: Entities, b: Entities): Entities {
  const list = (x?: string[], y?: string[]) => (x || y ? [...new Set([...(x ?? []), ...(y ?? [])])] : undefined);
  const merged: Entities = { ...a, ...b };
  for (const key of ['productIds', 'colors', 'tags'] as const) {
    const joined = list(a[key], b[key]);
    if (joined) merged[key] = joined;
  }
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
  add('color', entities.colors?.join(', '));
  add('category', entities.category);
  add('ram', entities.ramGb === undefined ? undefined : `${entities.ramGb}GB`);
  if (entities.minPrice !== undefined || entities.maxPrice !== undefined) add('price', `${entities.minPrice ?? 0}–${entities.maxPrice ?? '∞'}`);
  add('subsidy', entities.subsidy ? 'yes' : undefined);
  add('tags', entities.tags?.join(', '));
  return rows.slice(0, 40);
}
