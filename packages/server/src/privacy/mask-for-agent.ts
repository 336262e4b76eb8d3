import { stripBidiControls, type EscalationCard, type ThreadEvent } from '@kefu/protocol';
import { detectPii, maskPii, type PiiKind } from './pii-detector.js';

// Identifiers and links are the shop's, not the shopper's: masking one (an order id that happens to look
// like a phone number) would break the console's links and the schema's id format.
const KEEP = /(?:Id|Url|^url|^href|^sku|^trackingNumber|^seq|^at|^event|^role|^state|^reason|^kind|^mode|^locale|^currency)$/;

/** A shopper's words as an agent's console shows them by default (a preview, a search's snippet): personal data masked, no bidi control. */
export function textForAgent(text: string): string {
  return stripBidiControls(maskPii(text));
}

/**
 * An event as an agent's console shows it by default: personal data masked, no bidi control (an RTL override makes
 * "10001001FK" read as an order id the shopper never named), and which kinds of personal data were masked.
 */
export function maskEventForAgent(event: ThreadEvent): { event: ThreadEvent; kinds: PiiKind[] } {
  return { event: maskStrings(event), kinds: piiKinds(event) };
}

/** An escalation card with personal data masked in every free-text field (messages, intents, entities, prompt) and no bidi control in any. */
export function maskCardForAgent(card: EscalationCard): EscalationCard {
  return maskStrings(card);
}

/** The kinds of personal data in the free-text fields of `value`, each once, in order of appearance. */
export function piiKinds(value: unknown): PiiKind[] {
  const kinds = new Set<PiiKind>();
  visit(value, '', (text) => detectPii(text).forEach((match) => kinds.add(match.kind)));
  return [...kinds];
}

function maskStrings<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (KEEP.test(key) ? stripBidiControls(value) : textForAgent(value)) as T;
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, key)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskStrings(item, name)])) as T;
}

function visit(value: unknown, key: string, onText: (text: string) => void): void {
  if (typeof value === 'string') {
    if (!KEEP.test(key)) onText(value);
  } else if (Array.isArray(value)) {
    for (const item of value) visit(item, key, onText);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) visit(item, name, onText);
  }
}
