import type { HandoffEvent, Locale } from '@kefu/protocol';
import { translate } from '../../i18n/index.js';

/** What a handoff event means to the shopper, in words. */
export function handoffText(handoff: HandoffEvent | undefined, locale: Locale): string {
  switch (handoff?.state) {
    case 'queued':
      // The position as the agents' desk counts it (#1 is next), so both sides name the same number.
      return translate(locale, handoff.queuePosition ? 'handoffQueued' : 'handoffQueuedNoPosition', { n: handoff.queuePosition ?? 0 });
    case 'no_agents':
      return translate(locale, 'handoffNoAgents');
    case 'joined':
      return translate(locale, 'handoffJoined', { name: handoff.agentName ?? translate(locale, 'agent') });
    case 'released':
      return translate(locale, 'handoffReleased');
    default:
      return '';
  }
}
