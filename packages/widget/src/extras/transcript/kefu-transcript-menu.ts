import { css, html } from 'lit';
import type { ClientAck, KefuError, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import type { AskedEvent } from '../../events/kefu-ask.js';

// The menu's own words travel in its chunk, not in the full widget's string table.
const PAIRS = {
  title: ['对话记录', 'Conversation transcript'],
  text: ['下载（文本）', 'Download (text)'],
  html: ['下载（网页）', 'Download (HTML)'],
  email: ['发送到邮箱', 'Email it to me'],
  address: ['邮箱地址', 'Email address'],
  send: ['发送', 'Send'],
  sent: ['已发送到 {to}', 'Sent to {to}'],
  close: ['关闭', 'Close'],
  noMail: ['本店暂不支持邮件发送，请下载', 'This shop does not send e-mail; download it instead'],
  limited: ['发送太频繁，请稍后再试', 'Too many e-mails; try again later'],
  invalid: ['请输入有效的邮箱地址', 'Enter a valid e-mail address'],
  failed: ['操作未完成，请稍后再试', 'That did not work; try again later'],
} as const;

/**
 * The header menu's transcript card: download the conversation as a text or HTML file, or have it mailed (personal
 * data masked by the server). Only the conversation of this session is ever asked for.
 *
 * @fires kefu-ask - `transcript:download` / `transcript:email`, answered by `<kefu-chat>`.
 * @fires kefu-toggle-menu - The close button was pressed.
 */
export class KefuTranscriptMenu extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        border-bottom: 1px solid var(--kefu-border);
        background: var(--kefu-surface);
        padding: 10px 14px 12px;
        font-size: 14px;
      }
      .head {
        display: flex;
        align-items: center;
      }
      h3 {
        flex: 1;
        margin: 0;
        font-size: 14px;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        margin-top: 8px;
      }
      button {
        min-height: 44px;
        padding: 0 14px;
        border: 1px solid var(--kefu-border);
        border-radius: 12px;
        background: var(--kefu-bg);
      }
      button.x {
        border: 0;
        background: none;
        min-width: 44px;
        font-size: 20px;
        color: var(--kefu-muted);
      }
      input {
        flex: 1;
        min-width: 0;
        min-height: 44px;
        padding: 0 10px;
        border: 1px solid var(--kefu-border);
        border-radius: 12px;
        font: inherit;
        font-size: 16px;
        background: var(--kefu-bg);
        color: inherit;
      }
      p {
        margin: 8px 0 0;
        font-size: 13px;
        color: var(--kefu-muted);
      }
      p.error {
        color: var(--kefu-danger);
      }
    `,
  ];
  static override properties = { locale: {}, note: { state: true }, failed: { state: true } };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  private note = '';
  private failed = false;

  override render() {
    const t = (key: keyof typeof PAIRS) => PAIRS[key][this.locale === 'en' ? 1 : 0];
    return html`<section aria-labelledby="t">
      <div class="head">
        <h3 id="t">${t('title')}</h3>
        <button class="x" aria-label=${t('close')} @click=${() => this.emit('kefu-toggle-menu')}>×</button>
      </div>
      <div class="row">
        <button class="text" @click=${() => this.#download('text')}>${t('text')}</button>
        <button class="html" @click=${() => this.#download('html')}>${t('html')}</button>
      </div>
      <form class="row" @submit=${this.#mail}>
        <input type="email" name="email" required maxlength="254" autocomplete="email" aria-label=${t('address')} placeholder=${t('address')} />
        <button class="mail">${t('email')}</button>
      </form>
      ${this.note ? html`<p class=${this.failed ? 'error' : ''} role=${this.failed ? 'alert' : 'status'}>${this.note}</p>` : ''}
    </section>`;
  }

  #ask<E extends AskedEvent>(event: E, payload: object): Promise<ClientAck<E>> {
    return new Promise((done) => this.emit('kefu-ask', { detail: { event, payload: payload as never, done: done as never } }));
  }

  async #download(format: 'text' | 'html'): Promise<void> {
    const ack = await this.#ask('transcript:download', { format });
    if (!ack.ok) return this.#say(ack.error);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([ack.content], { type: ack.mimeType }));
    link.download = ack.filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  }

  async #mail(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const to = (this.renderRoot.querySelector('input')?.value ?? '').trim();
    const ack = await this.#ask('transcript:email', { email: to });
    if (!ack.ok) return this.#say(ack.error);
    this.failed = false;
    this.note = PAIRS.sent[this.locale === 'en' ? 1 : 0].replace('{to}', to);
  }

  #say(error: KefuError): void {
    const key =
      error.code === 'UNAVAILABLE' && !error.retryable
        ? 'noMail'
        : error.code === 'RATE_LIMITED'
          ? 'limited'
          : error.code === 'BAD_PAYLOAD'
            ? 'invalid'
            : 'failed';
    this.failed = true;
    this.note = PAIRS[key][this.locale === 'en' ? 1 : 0];
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-transcript-menu': KefuTranscriptMenu;
  }
}
