import type { EscalationCard } from '@kefu/protocol';

type Localized = string | { 'zh-CN'?: string; en?: string };

/** A canned reply as the server sends it (the shop folder's canned-replies.yaml). */
export interface CannedReply {
  id: string;
  /** The sites it is for; every site when absent. */
  sites?: string[];
  title: Localized;
  text: Localized;
}

/** The shop's name per language, as the server sends it with the replies. */
export interface ShopName {
  default: string;
  byLocale: Record<string, string>;
}

/** The canned replies and the shop's name. */
export interface CannedReplies {
  replies: CannedReply[];
  shop?: { name: ShopName };
}

/** The text in `locale` (a conversation's or the console's language), else the other one. */
export function inLocale(value: Localized, locale: string): string {
  if (typeof value === 'string') return value;
  return (locale === 'en' || locale === 'zh-CN' ? value[locale] : undefined) ?? value[locale === 'en' ? 'zh-CN' : 'en'] ?? value['zh-CN'] ?? '';
}

/** Reads the shop's canned replies with the agent's token. */
export async function fetchCannedReplies(serverUrl: string, token: string): Promise<CannedReplies> {
  const response = await fetch(`${serverUrl}/api/console/canned-replies`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`canned replies: HTTP ${response.status}`);
  return (await response.json()) as CannedReplies;
}

/** The replies for a conversation of `siteId`. */
export function repliesFor(replies: readonly CannedReply[], siteId: string | undefined): CannedReply[] {
  return replies.filter((reply) => !reply.sites || (siteId !== undefined && reply.sites.includes(siteId)));
}

/**
 * Fills a canned reply's variables from the open conversation: the customer's name (or id), the agent's, the order
 * and product in focus, and the shop's name in the conversation's language. A value the conversation does not have
 * stays as `{{name}}`, for the agent to see and fill in before sending.
 */
export function fillCannedReply(text: string, from: { card: EscalationCard | undefined; agentName: string | undefined; shop?: ShopName | undefined }): string {
  const { card } = from;
  const latest = (label: string) => card?.entities.filter((entity) => entity.label === label).at(-1)?.value;
  const order = card?.focus?.orderId ?? latest('order');
  const product = card?.focus?.products.at(-1) ?? latest('product');
  const shop = from.shop && (from.shop.byLocale[card?.locale ?? ''] ?? from.shop.default);
  const values: Record<string, string | undefined> = {
    'customer.name': card?.customer.name,
    'customer.id': card?.customer.customerId,
    'agent.name': from.agentName,
    'order.id': order,
    'product.name': product,
    'shop.name': shop,
  };
  for (const short of ['customer', 'agent', 'order', 'product'] as const) values[short] = values[`${short}.${short === 'order' ? 'id' : 'name'}`];
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
