import { css, html } from 'lit';
import type { Availability, HandoffEvent, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { formatOpening, translate } from '../../i18n/index.js';
import type { ConnectionState } from '../../controllers/chat-state.js';
import { closeIcon, headsetIcon, sparkleIcon } from '../icons/icons.js';

/**
 * The panel's title bar: who answers (the AI assistant or the human agent who joined), the connection, and
 * close.
 *
 * @fires kefu-request-close - The close button was pressed.
 * @fires kefu-toggle-menu - The menu button (transcript by e-mail or download) was pressed.
 * @csspart header - The bar.
 */
export class KefuHeader extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      header {
        display: flex;
        align-items: center;
        gap: 12px;
        padding: 14px 12px 14px 16px;
        background: linear-gradient(135deg, var(--kefu-accent), color-mix(in srgb, var(--kefu-accent) 70%, #7c3aed));
        color: var(--kefu-on-accent);
      }
      .avatar {
        position: relative;
        flex: none;
        width: 40px;
        height: 40px;
        border-radius: 50%;
        display: grid;
        place-items: center;
        background: color-mix(in srgb, var(--kefu-on-accent) 18%, transparent);
      }
      .dot {
        position: absolute;
        right: 0;
        bottom: 0;
        width: 11px;
        height: 11px;
        border-radius: 50%;
        border: 2px solid var(--kefu-accent);
        background: #9ca3af;
      }
      .dot.online {
        background: #22c55e;
      }
      .dot.reconnecting,
      .dot.connecting {
        background: #f59e0b;
      }
      .text {
        flex: 1;
        min-width: 0;
      }
      h2 {
        margin: 0;
        font-size: 16px;
        font-weight: 600;
        line-height: 1.3;
      }
      p {
        margin: 0;
        font-size: 12.5px;
        opacity: 0.88;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .close {
        flex: none;
        width: 36px;
        height: 36px;
        border-radius: 50%;
        display: grid;
        place-items: center;
      }
      .close:hover {
        background: color-mix(in srgb, var(--kefu-on-accent) 16%, transparent);
      }
      .close:focus-visible {
        outline-color: var(--kefu-on-accent);
      }
    `,
  ];
  static override properties = {
    locale: {},
    connection: {},
    handoff: { attribute: false },
    availability: { attribute: false },
    closable: { type: Boolean },
    menu: { type: Boolean },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** The socket's state. */
  connection: ConnectionState = 'idle';
  /** The latest handoff, when a human is involved. */
  handoff?: HandoffEvent;
  /** Whether people answer now (office hours, agents online), as the server said. */
  availability?: Availability;
  /** Whether the close button shows (not inline). @default true */
  closable = true;
  /** Whether the transcript menu is open (for `aria-expanded`). */
  menu = false;

  override render() {
    const handoff = this.handoff;
    const human = handoff?.state === 'joined';
    // The wait for a person is said once, in the handoff banner; the dot is green only when someone answers.
    const waiting = handoff?.state === 'queued' || handoff?.state === 'no_agents';
    const connected = this.connection === 'online' || this.connection === 'idle';
    const known = this.availability;
    // Green means a person can answer now: one holds the conversation, or one serving the shop is online within hours.
    const green = connected && (human || (!waiting && known?.staffed === true));
    const opening = known && !known.open && known.nextOpenAt !== undefined ? formatOpening(known.nextOpenAt, this.locale, known.timeZone) : undefined;
    const subtitle = human
      ? translate(this.locale, 'subtitleHuman', { name: handoff?.agentName ?? translate(this.locale, 'agent') })
      : !connected
        ? translate(this.locale, this.connection as 'connecting')
        : known?.staffed && known.replyMinutes
          ? translate(this.locale, 'subtitleReplyIn', { n: known.replyMinutes })
          : opening
            ? translate(this.locale, 'subtitleBackAt', { ...opening, zone: opening.zone ? ` ${opening.zone}` : '' })
            : translate(this.locale, 'subtitleOnline');
    return html`
      <header part="header">
        <span class="avatar">${human ? headsetIcon(20) : sparkleIcon(20)}<span class="dot ${green ? 'online' : connected ? '' : this.connection}"></span></span>
        <div class="text">
          <h2 id="kefu-title">${translate(this.locale, 'title')}</h2>
          <p>${subtitle}</p>
        </div>
        <button class="close menu" aria-label=${translate(this.locale, 'transcriptMenu')} aria-expanded=${this.menu} @click=${() => this.emit('kefu-toggle-menu')}>⋯</button>
        ${
          this.closable
            ? html`<button class="close" aria-label=${translate(this.locale, 'closeChat')} @click=${() => this.emit('kefu-request-close')}>
              ${closeIcon(20)}
            </button>`
            : ''
        }
      </header>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-header': KefuHeader;
  }
}
