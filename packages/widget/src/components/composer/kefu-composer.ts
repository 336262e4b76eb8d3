import { css, html } from 'lit';
import { LIMITS, type Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';
import { sendIcon } from '../icons/icons.js';

/**
 * Where the shopper types: Enter sends, Shift+Enter starts a new line, and an IME composition
 * (pinyin) is never sent half-way.
 *
 * @fires kefu-send - A message was submitted.
 * @csspart composer - The form.
 * @csspart input - The text area.
 * @csspart send - The send button.
 */
export class KefuComposer extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      form {
        display: flex;
        align-items: flex-end;
        gap: 8px;
        padding: 10px 12px;
        border-top: 1px solid var(--kefu-border);
        background: var(--kefu-bg);
      }
      textarea {
        flex: 1;
        resize: none;
        min-height: 44px;
        max-height: 132px;
        line-height: 1.5;
        padding: 10px 14px;
        border-radius: 22px;
        background: var(--kefu-surface);
        border-color: transparent;
      }
      textarea:focus {
        background: var(--kefu-bg);
      }
      textarea:disabled {
        opacity: 0.7;
        cursor: not-allowed;
      }
      .send {
        flex: none;
        width: 44px;
        height: 44px;
        border-radius: 50%;
        display: grid;
        place-items: center;
        background: var(--kefu-accent);
        color: var(--kefu-on-accent);
        transition: background-color 0.15s, opacity 0.15s;
      }
      .send:hover:not(:disabled) {
        background: var(--kefu-accent-strong);
      }
      .send:disabled {
        background: var(--kefu-surface-strong);
        color: var(--kefu-muted);
        opacity: 1;
      }
    `,
  ];
  static override properties = {
    locale: {},
    disabled: { type: Boolean, reflect: true },
    value: { state: true },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** Whether typing and sending are off. */
  disabled = false;
  private value = '';
  get #input(): HTMLTextAreaElement | undefined {
    return this.renderRoot?.querySelector<HTMLTextAreaElement>('textarea') ?? undefined;
  }

  override render() {
    return html`
      <form part="composer" @submit=${this.#submit}>
        <textarea
          part="input"
          rows="1"
          aria-label=${translate(this.locale, 'messageLabel')}
          placeholder=${translate(this.locale, 'placeholder')}
          maxlength=${LIMITS.maxTextLength}
          enterkeyhint="send"
          .value=${this.value}
          ?disabled=${this.disabled}
          @input=${this.#handleInput}
          @keydown=${this.#handleKeydown}
        ></textarea>
        <button class="send" part="send" type="submit" aria-label=${translate(this.locale, 'send')} ?disabled=${this.disabled || !this.value.trim()}>
          ${sendIcon(20)}
        </button>
      </form>
    `;
  }

  /** Moves focus to the text area. */
  override focus(): void {
    this.#input?.focus();
  }

  /** Puts a message back to be edited, before what is being typed, and focuses it with the cursor at the end. */
  async restore(text: string): Promise<void> {
    this.value = this.value.trim() ? `${text}\n${this.value}` : text;
    await this.updateComplete;
    const area = this.#input;
    if (!area) return;
    this.#fit(area);
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
    area.scrollTop = area.scrollHeight;
  }

  #handleInput(event: Event): void {
    const area = event.target as HTMLTextAreaElement;
    this.value = area.value;
    this.#fit(area);
  }

  #fit(area: HTMLTextAreaElement): void {
    // CSSOM, not a style attribute: a strict CSP without 'unsafe-inline' allows this.
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight + 2, 132)}px`;
  }

  #handleKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    this.#submit();
  }

  #submit(event?: Event): void {
    event?.preventDefault();
    const text = this.value.trim();
    if (!text || this.disabled) return;
    this.emit('kefu-send', { detail: { text } });
    this.value = '';
    if (this.#input) {
      this.#input.value = '';
      this.#input.style.height = '';
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-composer': KefuComposer;
  }
}
