import { css, html } from 'lit';
import type { AgentState, AgentTyping, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';

/**
 * Three dots and a word while the assistant thinks, looks something up or waits in the queue, or while the
 * person holding the conversation types in the console.
 *
 * @csspart indicator - The indicator bubble.
 */
export class KefuTyping extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .indicator {
        display: inline-flex;
        align-items: center;
        gap: 8px;
        padding: 9px 13px;
        border-radius: 18px 18px 18px 6px;
        background: var(--kefu-surface);
        color: var(--kefu-muted);
        font-size: 13px;
      }
      .avatar {
        width: 20px;
        height: 20px;
        border-radius: 50%;
        object-fit: cover;
      }
      .dots {
        display: inline-flex;
        gap: 3px;
      }
      .dots i {
        width: 6px;
        height: 6px;
        border-radius: 50%;
        background: currentColor;
        animation: bounce 1.2s infinite ease-in-out;
      }
      .dots i:nth-child(2) {
        animation-delay: 0.15s;
      }
      .dots i:nth-child(3) {
        animation-delay: 0.3s;
      }
      @keyframes bounce {
        0%,
        60%,
        100% {
          opacity: 0.35;
          transform: translateY(0);
        }
        30% {
          opacity: 1;
          transform: translateY(-3px);
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .dots i {
          animation: none;
        }
      }
    `,
  ];
  static override properties = {
    locale: {},
    state: {},
    agent: { attribute: false },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** What the assistant is doing; nothing shows when idle. */
  state: AgentState = 'idle';
  /** The person typing, when one is. */
  agent?: AgentTyping | undefined;

  override render() {
    const agent = this.agent;
    if (!agent && this.state !== 'thinking' && this.state !== 'tool' && this.state !== 'queued') return '';
    return html`<span class="indicator" part="indicator" role="status"
      >${agent?.agentAvatarUrl ? html`<img class="avatar" src=${agent.agentAvatarUrl} alt="" />` : ''}<span class="dots" aria-hidden="true"><i></i><i></i><i></i></span
      >${agent ? translate(this.locale, 'agentTyping', { name: agent.agentName ?? translate(this.locale, 'agent') }) : translate(this.locale, this.state as 'thinking')}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-typing': KefuTyping;
  }
}
