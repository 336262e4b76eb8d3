import { css, html } from 'lit';
import type { Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';
import { chatIcon, chevronDownIcon } from '../icons/icons.js';

/**
 * The round button that opens and closes the chat, with the unread count.
 *
 * @csspart button - The button.
 * @csspart badge - The unread badge.
 */
export class KefuLauncher extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-block;
      }
      button {
        position: relative;
        width: 56px;
        height: 56px;
        border-radius: 50%;
        background: var(--kefu-accent);
        color: var(--kefu-on-accent);
        display: grid;
        place-items: center;
        box-shadow: 0 10px 28px -6px color-mix(in srgb, var(--kefu-accent) 60%, transparent), 0 2px 6px rgb(15 23 42 / 0.15);
        transition: transform 0.2s ease, background-color 0.2s;
      }
      button:hover {
        background: var(--kefu-accent-strong);
        transform: translateY(-1px) scale(1.04);
      }
      button:active {
        transform: scale(0.96);
      }
      .icon {
        display: grid;
      }
      .badge {
        position: absolute;
        top: -3px;
        right: -3px;
        min-width: 22px;
        height: 22px;
        padding: 0 6px;
        border-radius: 11px;
        background: #e5484d;
        color: #fff;
        font-size: 12px;
        font-weight: 700;
        line-height: 22px;
        text-align: center;
        border: 2px solid var(--kefu-bg);
        font-variant-numeric: tabular-nums;
      }
      @media (prefers-reduced-motion: reduce) {
        button {
          transition: none;
        }
      }
    `,
  ];
  static override properties = {
    open: { type: Boolean, reflect: true },
    unread: { type: Number },
    locale: {},
  };

  /** Whether the panel is open. */
  open = false;
  /** Unread replies; no badge at 0. */
  unread = 0;
  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';

  override render() {
    const label = translate(this.locale, this.open ? 'closeChat' : 'openChat');
    const unread = this.unread > 0 ? translate(this.locale, 'unread', { n: this.unread }) : '';
    return html`
      <button part="button" aria-label=${unread ? `${label}, ${unread}` : label} aria-expanded=${this.open ? 'true' : 'false'}>
        <span class="icon">${this.open ? chevronDownIcon(26) : chatIcon(28)}</span>
        ${this.unread > 0 && !this.open ? html`<span class="badge" part="badge" aria-hidden="true">${this.unread > 99 ? '99+' : this.unread}</span>` : ''}
      </button>
    `;
  }

  /** Moves focus to the button. */
  override focus(): void {
    this.renderRoot.querySelector('button')?.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-launcher': KefuLauncher;
  }
}
