import { define } from './base/define.js';
import { KefuInterrupt } from './components/interrupt/kefu-interrupt.js';
import { KEFU_CORE_ELEMENTS } from './core-elements.js';
import { KefuWorkflowStrip } from './components/workflow-strip/kefu-workflow-strip.js';
import { KefuHandoffBanner } from './components/banners/kefu-handoff-banner.js';

/** Every Kefu element by tag. */
export const KEFU_ELEMENTS = {
  ...KEFU_CORE_ELEMENTS,
  'kefu-handoff-banner': KefuHandoffBanner,
  'kefu-workflow-strip': KefuWorkflowStrip,
  'kefu-interrupt': KefuInterrupt,
} as const;

/** Registers the Kefu elements; safe to call any number of times, even next to the script-tag build. */
export function defineKefu(): void {
  defineElements(KEFU_ELEMENTS);
}

/** Registers the given elements by tag, skipping tags already taken. */
export function defineElements(elements: Record<string, CustomElementConstructor>): void {
  for (const [tag, element] of Object.entries(elements)) define(tag, element);
}
