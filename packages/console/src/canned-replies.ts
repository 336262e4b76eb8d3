import type { EscalationCard } from '@kefu/protocol';
import type { ConsoleLocale } from './i18n.js';

type Localized = string | { 'zh-CN'?: string; en?: string };

/** A canned reply as the server sends it (the shop folder's canned-replies.yaml). */
export interface CannedReply {
  id: string;
  title: Localized;
  text: Localized;
}

/** The text in the console's language, else the other one. */
export function inLocale(value: Localized, locale: ConsoleLocale): string {
  if (typeof value === 'string') return value;
  return value[locale] ?? value[locale === 'en' ? 'zh-CN' : 'en'] ?? '';
}

/** Reads the shop's canned replies with the agent's token. */
export async function fetchCannedReplies(serverUrl: string, token: string): Promise<CannedReply[]> {
  const response = await fetch(`${serverUrl}/api/console/canned-replies`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`canned replies: HTTP ${response.status}`);
  return ((await response.json()) as { replies: CannedReply[] }).replies;
}

/**
 * Fills a canned reply's variables from the open conversation: the customer's name, the agent's, and the latest
 * order and product the card names. A value the conversation does not have stays as `{{name}}`, for the agent
 * to see and fill in before sending.
 */
export function fillCannedReply(text: string, card: EscalationCard | undefined, agentName: string | undefined): string {
  const latest = (label: string) => card?.entities.filter((entity) => entity.label === label).at(-1)?.value;
  const values: Record<string, string | undefined> = { customer: card?.customer.name, agent: agentName, order: latest('order'), product: latest('product') };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
