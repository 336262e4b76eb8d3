import { css, html } from 'lit';
import { LIMITS, type FilePart, type Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';
import { clipIcon, sendIcon } from '../icons/icons.js';
import { ensureElements } from '../../base/lazy-elements.js';
import { loadAttach } from '../../extras/attach/load-attach.js';

/**
 * Where the shopper types: Enter sends, Shift+Enter starts a new line, and an IME composition
 * (pinyin) is never sent half-way. The clip button (or a drop on it) attaches photos and files, which upload at once
 * (the attach chunk) and go with the next message.
 *
 * @fires kefu-send - A message was submitted.
 * @csspart composer - The form.
 * @csspart input - The text area.
 * @csspart send - The send button.
 * @csspart attach - The attach button.
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
      .attach {
        flex: none;
        width: 44px;
        height: 44px;
        display: grid;
        place-items: center;
        border-radius: 50%;
        color: var(--kefu-muted);
      }
      .attach:hover:not(:disabled) {
        color: var(--kefu-text);
        background: var(--kefu-surface);
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
    attaching: { state: true },
    attachments: { state: true },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** Whether typing and sending are off. */
  disabled = false;
  private value = '';
  private attaching = false;
  private attachments: { files: FilePart[]; busy: boolean; caption: string } = { files: [], busy: false, caption: '' };
  get #input(): HTMLTextAreaElement | undefined {
    return this.renderRoot?.querySelector<HTMLTextAreaElement>('textarea') ?? undefined;
  }

  override render() {
    return html`
      ${this.attaching ? html`<kefu-attach-picker compact .locale=${this.locale} @kefu-attach-change=${this.#attachChanged}></kefu-attach-picker>` : ''}
      <form part="composer" @submit=${this.#submit} @dragover=${(event: DragEvent) => event.preventDefault()} @drop=${this.#drop}>
        <button class="attach" part="attach" type="button" aria-label=${translate(this.locale, 'attach')} ?disabled=${this.disabled}
          @click=${() => this.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click()}>${clipIcon(20)}</button>
        <input type="file" hidden accept="image/*,application/pdf" multiple @change=${this.#picked} />
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
        <button class="send" part="send" type="submit" aria-label=${translate(this.locale, 'send')} ?disabled=${this.disabled || this.attachments.busy || !(this.value.trim() || this.attachments.files.length)}>
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

  async #attach(files: FileList | undefined | null): Promise<void> {
    if (!files?.length || this.disabled) return;
    const chosen = [...files];
    this.attaching = true;
    await ensureElements(loadAttach);
    await this.updateComplete;
    await this.renderRoot.querySelector('kefu-attach-picker')?.add(chosen);
  }

  #picked(event: Event): void {
    const input = event.target as HTMLInputElement;
    void this.#attach(input.files).finally(() => (input.value = ''));
  }

  #drop(event: DragEvent): void {
    event.preventDefault();
    void this.#attach(event.dataTransfer?.files);
  }

  #attachChanged(event: CustomEvent<{ files: FilePart[]; busy: boolean; caption: string }>): void {
    event.stopPropagation();
    this.attachments = event.detail;
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
    const { files, busy, caption } = this.attachments;
    // A photo sent without words reads as "[图片]" / "[Photo]", as in the chat apps shoppers know.
    const text = this.value.trim() || (files.length ? caption : '');
    if (!text || this.disabled || busy) return;
    this.emit('kefu-send', { detail: { text, ...(files.length ? { attachments: files } : {}) } });
    if (files.length) {
      this.renderRoot.querySelector('kefu-attach-picker')?.clear();
      this.attaching = false;
    }
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
