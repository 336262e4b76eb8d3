import { css, html, nothing } from 'lit';
import type { KefuError, Locale, Message } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { formatDateTime, translate } from '../../i18n/index.js';
import type { OutboxItem } from '../../controllers/chat-state.js';
import { renderPart } from '../parts/render-part.js';
import { partStyles } from '../parts/part-styles.js';
import { alertIcon } from '../icons/icons.js';
import { renderRichText } from './rich-text.js';
import { failureReason } from './failure-reason.js';

/**
 * One message bubble with its rich parts, and its time (in the shopper's locale) on hover. Text is rendered
 * through text bindings only, so nothing the shopper or the model wrote can become markup. A message the server refused says why and offers Edit and Remove.
 *
 * @fires kefu-edit-unsent - Edit on a refused message.
 * @fires kefu-remove-unsent - Remove on a refused message.
 * @csspart bubble - The text bubble.
 * @csspart card - Every rich card.
 */
export class KefuMessage extends KefuElement {
  static override styles = [
    baseStyles,
    partStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 6px;
        font-size: 15px;
      }
      :host([role-user]) {
        align-items: flex-end;
      }
      .author {
        font-size: 12px;
        color: var(--kefu-muted);
        margin: 0 4px;
        display: flex;
        align-items: center;
        gap: 6px;
      }
      .avatar {
        width: 24px;
        height: 24px;
        border-radius: 50%;
        object-fit: cover;
      }
      .bubble {
        max-width: 86%;
        padding: 9px 13px;
        border-radius: 18px 18px 18px 6px;
        background: var(--kefu-surface);
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      }
      :host([role-user]) .bubble {
        background: var(--kefu-accent);
        color: var(--kefu-on-accent);
        border-radius: 18px 18px 6px 18px;
      }
      :host([role-user]) .bubble a {
        color: inherit;
      }
      .bubble a {
        color: var(--kefu-accent);
        text-underline-offset: 2px;
      }
      ul,
      ol {
        margin: 2px 0;
        padding-left: 1.4em;
      }
      code {
        font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        font-size: 0.9em;
        padding: 0 4px;
        border-radius: 4px;
        background: color-mix(in srgb, currentColor 10%, transparent);
      }
      .parts {
        display: grid;
        gap: 8px;
        width: 100%;
        max-width: 100%;
      }
      :host([role-user]) .parts {
        justify-items: end;
      }
      .status {
        font-size: 12px;
        color: var(--kefu-muted);
        margin: 0 4px;
        display: inline-flex;
        align-items: center;
        gap: 4px;
      }
      .status.failed {
        color: var(--kefu-danger);
      }
      .actions {
        display: flex;
        gap: 4px;
        margin-top: -4px;
      }
      .actions button {
        font-size: 13px;
        font-weight: 500;
        min-height: 28px;
        padding: 0 10px;
        border-radius: 999px;
        color: var(--kefu-accent);
      }
      .actions button:hover {
        background: var(--kefu-accent-soft);
      }
      :host([streaming]) .bubble::after {
        content: '';
        display: inline-block;
        width: 7px;
        height: 1em;
        margin-left: 2px;
        vertical-align: text-bottom;
        background: currentColor;
        opacity: 0.5;
        animation: blink 1s steps(2) infinite;
      }
      @keyframes blink {
        50% {
          opacity: 0;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        :host([streaming]) .bubble::after {
          animation: none;
        }
      }
    `,
  ];
  static override properties = {
    message: { attribute: false },
    delivery: { reflect: true },
    error: { attribute: false },
    streaming: { type: Boolean, reflect: true },
    locale: {},
  };

  /** The stored message, or a shopper's message still in the outbox. */
  message?: Pick<Message, 'role' | 'text'> & Partial<Message>;
  /** Delivery state of a message not stored yet; `signin` is queued until the page signs the shopper in again. */
  delivery?: OutboxItem['state'] | 'signin';
  /** Why the server refused the message, when `delivery` is `failed`. */
  error?: KefuError;
  /** Set while the text is still being streamed. */
  streaming = false;
  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';

  override willUpdate(): void {
    this.toggleAttribute('role-user', this.message?.role === 'user');
  }

  override render() {
    const message = this.message;
    if (!message) return '';
    const author = message.role === 'agent' ? (message.author ?? translate(this.locale, 'agent')) : undefined;
    return html`
      ${author ? html`<span class="author">${message.avatarUrl ? html`<img class="avatar" src=${message.avatarUrl} alt="" />` : ''}${author}</span>` : ''}
      ${
        message.text
          ? html`<div class="bubble" part="bubble" title=${message.createdAt ? formatDateTime(message.createdAt, this.locale) : nothing} aria-describedby=${this.delivery === 'failed' ? 'delivery' : nothing}>${renderRichText(message.text, { links: !this.streaming })}</div>`
          : ''
      }
      ${message.parts?.length ? html`<div class="parts">${message.parts.map((part) => renderPart(part, this.locale))}</div>` : ''}
      ${this.#renderDelivery()}
    `;
  }

  #renderDelivery() {
    // A message in flight for a moment needs no label; one waiting for the network or refused does.
    if (this.delivery === 'failed') return this.#renderFailed();
    if (this.delivery === 'queued' || this.delivery === 'signin') {
      return html`<span class="status">${translate(this.locale, this.delivery === 'signin' ? 'waitingSignIn' : 'queuedMessage')}</span>`;
    }
    return '';
  }

  #renderFailed() {
    const clientMsgId = this.message?.clientMsgId ?? '';
    return html`
      <span class="status failed" id="delivery">${alertIcon(14)} ${translate(this.locale, failureReason(this.error))}</span>
      <div class="actions">
        <button type="button" aria-describedby="delivery" @click=${() => this.emit('kefu-edit-unsent', { detail: { clientMsgId } })}>
          ${translate(this.locale, 'editUnsent')}
        </button>
        <button type="button" aria-describedby="delivery" @click=${() => this.emit('kefu-remove-unsent', { detail: { clientMsgId } })}>
          ${translate(this.locale, 'removeUnsent')}
        </button>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-message': KefuMessage;
  }
}
