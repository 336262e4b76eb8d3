import { css, html } from 'lit';
import type { HandoffEvent, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';
import { headsetIcon } from '../icons/icons.js';
import { bannerStyles } from './banner-styles.js';
import { handoffText } from './handoff-text.js';

/**
 * Says the conversation is waiting for, or with, a human agent; while waiting, the shopper can stop
 * waiting and go back to the assistant.
 *
 * @fires kefu-leave-queue - "Back to the assistant" was pressed while waiting.
 * @csspart banner - The banner.
 */
export class KefuHandoffBanner extends KefuElement {
  static override styles = [
    baseStyles,
    bannerStyles,
    css`
      .text {
        flex: 1;
        min-width: 0;
      }
      .avatar {
        width: 24px;
        height: 24px;
        border-radius: 50%;
        object-fit: cover;
      }
      .leave {
        flex: none;
        font-size: 13px;
        padding: 2px 8px;
        border-radius: 999px;
        color: inherit;
        text-decoration: underline;
        text-underline-offset: 3px;
      }
      .leave:hover {
        background: var(--kefu-bg);
      }
    `,
  ];
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
    const waiting = this.handoff?.state === 'queued' || this.handoff?.state === 'no_agents';
    return html`<div class="banner info" part="banner">
      ${this.handoff?.state === 'joined' && this.handoff.agentAvatarUrl ? html`<img class="avatar" src=${this.handoff.agentAvatarUrl} alt="" />` : headsetIcon(16)}<span class="text" role="status">${text}</span>
      ${waiting ? html`<button class="leave" @click=${() => this.emit('kefu-leave-queue', { detail: {} })}>${translate(this.locale, 'leaveQueue')}</button>` : ''}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-handoff-banner': KefuHandoffBanner;
  }
}
