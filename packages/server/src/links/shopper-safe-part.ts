import { stripBidiControls, type MessagePart } from '@kefu/protocol';
import type { LinkPolicy } from './link-policy.js';
import { shopperSafeText } from './shopper-safe-text.js';

/**
 * A card made safe to show a shopper, as {@link shopperSafeText} makes a message's text: no bidi control characters
 * in any of its strings, an article's excerpt held to the same links, and its link (a product's page, an article's
 * `url`, a receipt's) kept only where the policy allows — a help article's front matter or a tool's answer could
 * otherwise send the shopper anywhere under the shop's name. A picture is not a link and may come from a CDN.
 */
export function shopperSafePart(part: MessagePart, policy: LinkPolicy, options: { dropPhishing: boolean }): MessagePart {
  const clean = JSON.parse(JSON.stringify(part), (_key, value: unknown) => (typeof value === 'string' ? stripBidiControls(value) : value)) as MessagePart;
  const held = clean.type === 'knowledge_source' ? { ...clean, excerpt: shopperSafeText(clean.excerpt, policy, options).text } : clean;
  if (!('url' in held) || held.url === undefined || policy.allows(held.url)) return held;
  const { url: _offShop, ...rest } = held;
  return rest as MessagePart;
}
