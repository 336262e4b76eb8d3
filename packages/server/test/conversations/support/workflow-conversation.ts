import type { ThreadEvent } from '@kefu/protocol';
import { afterAll, beforeAll } from 'vitest';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { createShopFolderCommerce } from '../../../src/adapters/commerce/shop-folder-commerce.js';
import { createKefuAgent } from '../../../src/agent/index.js';
import { DEMO_SITE } from '../../../src/config.js';
import { readShopFolder } from '../../../src/shop/read-demo-shop.js';
import { createManualClock } from '../../../src/timers/manual-clock.js';
import { identityToken } from '../../gateway/support/identity-tokens.js';
import { TestClient } from '../../gateway/support/test-client.js';
import { startTestServer } from '../../gateway/support/test-server.js';

/** A delivered two-item order of 林晓 (c_1001), placed after her others: Find X9 and Enco X3 earbuds. */
export const TWO_ITEM_ORDER = 'KF10010010';

/** A customer with an order on its way and one delivered past the return window. */
export const LATE_SHOPPER = 'c_1009';
/** {@link LATE_SHOPPER}'s orders. */
export const LATE_SHOPPER_ORDERS = ['KF10090001', 'KF10090002'] as const;

/** The demo shop plus {@link TWO_ITEM_ORDER}: the demo has no delivered multi-item order. */
function shopWithTwoItemOrder() {
  const shop = readShopFolder();
  const phone = shop.orders.find((order) => order.orderId === 'KF10010001')!;
  const earbuds = shop.orders.find((order) => order.orderId === 'KF10010002')!;
  const order = structuredClone(phone);
  order.orderId = TWO_ITEM_ORDER;
  order.lines = [...structuredClone(phone.lines), ...structuredClone(earbuds.lines)];
  order.total = { amount: phone.total.amount + earbuds.total.amount, currency: phone.total.currency };
  order.placedAt = '-4d' as typeof order.placedAt;
  order.deliveredAt = '-2d' as typeof order.deliveredAt;
  shop.orders.push(order);
  // A shopper none of whose orders can be returned: one on its way, one delivered 10 days ago.
  for (const [from, orderId] of [
    ['KF10010003', LATE_SHOPPER_ORDERS[0]],
    ['KF10010002', LATE_SHOPPER_ORDERS[1]],
  ] as const) {
    const copy = structuredClone(shop.orders.find((candidate) => candidate.orderId === from)!);
    copy.orderId = orderId;
    copy.customerId = LATE_SHOPPER;
    shop.orders.push(copy);
  }
  return shop;
}

/** One Kefu server with the real agent (rules path unless a chat model is given) on the demo shop (+ a two-item order). */
export async function serveKefu(options: { chatModel?: BaseChatModel } = {}) {
  const clock = createManualClock(Date.now());
  const commerce = createShopFolderCommerce({ clock, shop: shopWithTwoItemOrder() });
  const server = await startTestServer({
    clock,
    interruptExpiry: { scheduler: clock },
    agent: (deps) => createKefuAgent({ ...deps, commerce, ...(options.chatModel ? { chatModel: options.chatModel } : {}) }),
  });
  return { server, clock, commerce };
}

/** One Kefu server for a test file and shopper tabs on it, all closed after the file. */
export function kefuTabsForFile() {
  let kefu: Awaited<ReturnType<typeof serveKefu>> | undefined;
  const tabs: TestClient[] = [];
  beforeAll(async () => {
    kefu = await serveKefu();
  });
  afterAll(async () => {
    for (const client of tabs) client.close();
    await kefu?.server.close();
  });
  return {
    get kefu() {
      return kefu!;
    },
    async tab(options: Parameters<typeof openTab>[1] = {}) {
      const client = await openTab(kefu!.server.url, options);
      tabs.push(client);
      return client;
    },
  };
}

/** A shopper's tab, signed in as `customerId` when given. */
export async function openTab(
  url: string,
  options: { customerId?: string; locale?: 'zh-CN' | 'en'; after?: TestClient; threadOf?: TestClient; protocolVersion?: string } = {},
) {
  // `after`: a reconnect that continues where that tab stopped; `threadOf`: a new tab on that thread, replayed from the start.
  const client = options.after ? await options.after.reopen(url) : await TestClient.connect(url);
  if (options.threadOf) {
    client.threadId = options.threadOf.threadId;
    client.resumeToken = options.threadOf.resumeToken;
  }
  const identity = options.customerId ? await identityToken(options.customerId, { secret: DEMO_SITE.identitySecret }) : undefined;
  const ack = await client.hello({
    locale: options.locale ?? 'zh-CN',
    ...(identity ? { identity } : {}),
    ...(options.protocolVersion ? { protocolVersion: options.protocolVersion } : {}),
  });
  if (!ack.ok) throw new Error(`hello failed: ${ack.error.message}`);
  return client;
}

const isAssistant = (event: ThreadEvent) => event.event === 'message:done' && event.data.message.role === 'assistant';

/**
 * Sends a message and waits for the turn's end: a prompt open at the end (`prompt`) or an assistant message and no
 * prompt left open (`reply`). Resolves with the events the turn stored after the shopper's message.
 */
export async function say(client: TestClient, text: string, until: 'prompt' | 'reply'): Promise<ThreadEvent[]> {
  const from = client.rendered.length;
  const ack = await client.send(text);
  if (!ack.ok) throw new Error(`send failed: ${ack.error.message}`);
  const turn = () => client.rendered.slice(from + 1);
  await client.waitUntil(`${until} after "${text}"`, () => {
    const events = turn();
    const last = events.at(-1);
    if (until === 'prompt') return last?.event === 'interrupt:open';
    return last !== undefined && isAssistant(last);
  });
  return turn();
}

/** The prompt open now on a tab. */
export function openPrompt(client: TestClient) {
  const open = client.rendered.findLast((event) => event.event === 'interrupt:open');
  if (open?.event !== 'interrupt:open') throw new Error('no prompt');
  return open.data.interrupt;
}

/** The texts of the assistant's messages in some events. */
export const assistantTexts = (events: ThreadEvent[]) =>
  events.flatMap((event) => (isAssistant(event) && event.event === 'message:done' ? [event.data.message.text] : []));

/** One line per event, for sequence assertions. */
export function timeline(events: ThreadEvent[]): string[] {
  return events.map((event) => {
    switch (event.event) {
      case 'message:done':
        return `${event.data.message.role}${event.data.message.parts?.length ? ` +${event.data.message.parts.map((part) => part.type).join(',')}` : ''}`;
      case 'interrupt:open':
        return `open ${event.data.interrupt.kind} ${event.data.interrupt.workflow?.name} ${event.data.interrupt.workflow?.step}/${event.data.interrupt.workflow?.of}${event.data.interrupt.error ? ' error' : ''}`;
      case 'interrupt:closed':
        return `closed ${event.data.reason}`;
      case 'handoff':
        return `handoff ${event.data.reason}`;
    }
  });
}

/** The receipt part of the newest assistant message that has one. */
export function lastReceipt(client: TestClient) {
  for (const event of [...client.rendered].reverse()) {
    if (event.event !== 'message:done') continue;
    const receipt = event.data.message.parts?.find((part) => part.type === 'receipt');
    if (receipt?.type === 'receipt') return receipt;
  }
  throw new Error('no receipt');
}
