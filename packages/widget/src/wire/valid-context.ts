import type { MessageContext } from '@kefu/protocol';
import { SCHEMAS } from 'virtual:kefu-wire';
import { validateJsonSchema } from './validate-json-schema.js';

/** What {@link validContext} kept of a shop's context, and the fields it left out. */
export interface CheckedContext {
  context: MessageContext | undefined;
  dropped: string[];
}

/**
 * Keeps the fields of a page's `setContext()` the server accepts. The server refuses a whole message
 * whose context breaks the protocol (say a SKU with a slash as `productId`), and no retry fixes that, so
 * one bad field must never cost the shopper their message: it is left out and the developer is told.
 */
export function validContext(context: unknown): CheckedContext {
  if (context === undefined || context === null) return { context: undefined, dropped: [] };
  if (typeof context !== 'object' || Array.isArray(context)) return { context: undefined, dropped: ['(not an object)'] };
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [field, value] of Object.entries(context)) {
    if (value === undefined) continue;
    if (validateJsonSchema(SCHEMAS['message-context']!, { [field]: value }, SCHEMAS) === undefined) kept[field] = value;
    else dropped.push(field);
  }
  return { context: Object.keys(kept).length > 0 ? (kept as MessageContext) : undefined, dropped };
}
