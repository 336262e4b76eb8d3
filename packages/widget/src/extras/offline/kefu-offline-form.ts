import { css, html } from 'lit';
import type { Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import type { TicketState } from '../../controllers/chat-state.js';
import { OFFLINE_STRINGS } from './offline-strings.js';

/**
 * The offline form, offered instead of a queue when nobody can answer (outside office hours or no agent online): an
 * e-mail address and a message, prefilled with the shopper's last question. The server checks the address; its
 * refusal is shown under the field it names.
 *
 * @fires kefu-leave-message - The form was submitted.
 * @csspart offline-form - The form.
 */
export class KefuOfflineForm extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      form {
        display: grid;
        gap: 8px;
        padding: 12px 16px;
        border-bottom: 1px solid var(--kefu-border);
        background: var(--kefu-accent-soft);
      }
      h3 {
        margin: 0;
        font-size: 14px;
        font-weight: 600;
      }
      p {
        margin: 0;
        font-size: 13px;
      }
      label {
        display: grid;
        gap: 4px;
        font-size: 13px;
      }
      textarea {
        min-height: 64px;
        resize: vertical;
      }
      .error {
        color: var(--kefu-danger);
        font-size: 12.5px;
      }
      .btn {
        min-height: 44px;
        justify-self: start;
      }
    `,
  ];
  static override properties = {
    locale: {},
    prefill: {},
    ticket: { attribute: false },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** The message the form starts with: the shopper's last question. */
  prefill = '';
  /** How the sent message is doing. */
  ticket?: TicketState;

  override render() {
    const t = OFFLINE_STRINGS[this.locale];
    const sending = this.ticket?.state === 'sending';
    const error = this.ticket?.state === 'failed' ? this.ticket.error : undefined;
    const emailError = error?.path === 'email' ? t.badEmail : undefined;
    const otherError = error && !emailError ? (error.code === 'BAD_PAYLOAD' ? error.message : t.failed) : undefined;
    // novalidate: the server's check is the one that counts, and its typed error is shown where it points.
    return html`<form part="offline-form" novalidate aria-labelledby="offline-title" @submit=${this.#submit}>
      <h3 id="offline-title">${t.title}</h3>
      <p>${t.closed}</p>
      <label
        >${t.email}
        <input
          name="email"
          type="email"
          autocomplete="email"
          inputmode="email"
          required
          aria-invalid=${emailError ? 'true' : 'false'}
          aria-describedby="email-error"
          ?disabled=${sending}
        />
      </label>
      ${emailError ? html`<span class="error" id="email-error" role="alert">${emailError}</span>` : ''}
      <label
        >${t.message}
        <textarea name="message" required maxlength="4000" ?disabled=${sending} .value=${this.prefill}></textarea>
      </label>
      ${otherError ? html`<span class="error" role="alert">${otherError}</span>` : ''}
      <button class="btn btn-primary" ?disabled=${sending}>${sending ? t.sending : t.send}</button>
    </form>`;
  }

  #submit(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    this.emit('kefu-leave-message', { detail: { email: String(data.get('email') ?? '').trim(), message: String(data.get('message') ?? '').trim() } });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-offline-form': KefuOfflineForm;
  }
}
