import { html } from 'lit';
import type { HandoffEvent, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';
import { headsetIcon } from '../icons/icons.js';
import { bannerStyles } from './banner-styles.js';

/**
 * Says the conversation is waiting for, or with, a human agent.
 *
 * @csspart banner - The banner.
 */
export class KefuHandoffBanner extends KefuElement {
  static override styles = [baseStyles, bannerStyles];
  static override properties = {
    locale: {},
    handoff: { attribute: false },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** The latest handoff event. */
  handoff?: HandoffEvent;

  override render() {
    const text = handoffText(this.handoff, this.locale);
    if (!text || this.handoff?.state === 'released') return '';
    return html`<div class="banner info" part="banner" role="status">${headsetIcon(16)} ${text}</div>`;
  }
}

/** What a handoff event means to the shopper, in words. */
export function handoffText(handoff: HandoffEvent | undefined, locale: Locale): string {
  switch (handoff?.state) {
    case 'queued':
      return handoff.queuePosition
        ? translate(locale, 'handoffQueued', { n: Math.max(0, handoff.queuePosition - 1) })
        : translate(locale, 'handoffQueuedNoPosition');
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

declare global {
  interface HTMLElementTagNameMap {
    'kefu-handoff-banner': KefuHandoffBanner;
  }
}
