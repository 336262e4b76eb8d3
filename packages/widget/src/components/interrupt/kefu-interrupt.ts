import { html, type PropertyValues } from 'lit';
import type { FilePart, FormField, Interrupt, InterruptReply, KefuError, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { formatCountdown, translate } from '../../i18n/index.js';
import { promptText } from './prompt-strings.js';
import { alertIcon, clockIcon } from '../icons/icons.js';
import { ensureElements } from '../../base/lazy-elements.js';
import { loadAttach } from '../../extras/attach/load-attach.js';
import { interruptStyles } from './interrupt-styles.js';
import { validateField } from './validate-field.js';

/**
 * A workflow's typed prompt: a text answer, choice buttons, a confirmation (approve, or reject with a reason),
 * a form with inline validation, or photos and files uploaded from the device (the attach chunk's picker). Counts down to `expiresAt` on the server's clock.
 *
 * @fires kefu-reply - The shopper answered, approved, rejected, uploaded or skipped.
 * @csspart prompt - The card.
 */
export class KefuInterrupt extends KefuElement {
  static override styles = [baseStyles, interruptStyles];
  static override properties = {
    interrupt: { attribute: false },
    locale: {},
    clockOffsetMs: { type: Number },
    busy: { type: Boolean },
    error: { attribute: false },
    now: { state: true },
    rejecting: { state: true },
    fieldErrors: { state: true },
    files: { state: true },
    uploading: { state: true },
  };

  /** The open prompt. */
  interrupt?: Interrupt;
  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** serverTime − local time, from the hello ack. */
  clockOffsetMs = 0;
  /** Set while the answer is on its way. */
  busy = false;
  /** An error about the last answer. */
  error?: KefuError;

  /** Ticks every second to re-render the countdown. */
  private now = Date.now();
  private rejecting = false;
  private fieldErrors: Record<string, string | undefined> = {};
  private files: FilePart[] = [];
  private uploading = false;
  #timer?: ReturnType<typeof setInterval>;

  /** Milliseconds left on the server's clock; 0 once expired. */
  get remainingMs(): number {
    // The clock, not the last tick: an update asked for at the deadline (see KefuChat) must already see it passed.
    return this.interrupt ? Math.max(0, this.interrupt.expiresAt - (Date.now() + this.clockOffsetMs)) : 0;
  }

  /** Whether the prompt can no longer be answered. */
  get expired(): boolean {
    return !!this.interrupt && this.remainingMs <= 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#timer = setInterval(() => {
      this.now = Date.now();
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#timer);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('interrupt') && changed.get('interrupt')?.interruptId !== this.interrupt?.interruptId) {
      this.rejecting = false;
      this.fieldErrors = {};
      this.files = [];
      this.uploading = false;
      this.now = Date.now();
    }
  }

  /** Focuses the prompt's first control. */
  focusFirst(): void {
    const target = this.renderRoot.querySelector<HTMLElement>('input, textarea, select, button:not(:disabled)');
    target?.focus();
  }

  override render() {
    const interrupt = this.interrupt;
    if (!interrupt) return '';
    const expired = this.expired;
    const error = this.error ? this.#errorText(this.error) : interrupt.error;
    return html`
      <section class="prompt ${expired ? 'expired' : ''}" part="prompt" aria-label=${interrupt.prompt}>
        <div class="head">
          <p class="prompt-text">${interrupt.prompt}</p>
          ${expired ? '' : this.#renderCountdown()}
        </div>
        ${error ? html`<p class="error" role="alert">${alertIcon(14)} ${error}</p>` : ''}
        ${expired ? html`<p class="expired-note" role="status">${translate(this.locale, 'expired')}</p>` : this.#renderKind(interrupt)}
      </section>
    `;
  }

  #renderKind(interrupt: Interrupt) {
    switch (interrupt.kind) {
      case 'text':
        return this.#renderText();
      case 'choice':
        return this.#renderChoice(interrupt);
      case 'confirm':
        return this.#renderConfirm(interrupt);
      case 'form':
        return this.#renderForm(interrupt.fields ?? []);
      case 'upload':
        return this.#renderUpload(interrupt);
    }
  }

  #renderText() {
    return html`<form class="row" @submit=${this.#submitText}>
      <input name="answer" aria-label=${this.interrupt?.prompt ?? ''} placeholder=${promptText(this.locale, 'answerPlaceholder')} required ?disabled=${this.busy} autocomplete="off" />
      <button class="btn btn-primary" ?disabled=${this.busy}>${translate(this.locale, 'submit')}</button>
    </form>`;
  }

  #renderChoice(interrupt: Interrupt) {
    return html`<div class="options" role="group">
      ${(interrupt.options ?? []).map(
        (option) => html`<button class="option" ?disabled=${this.busy} @click=${() => this.#reply({ action: 'answer', value: option.value })}>
          <strong>${option.label}</strong>${option.description ? html`<span>${option.description}</span>` : ''}
        </button>`,
      )}
    </div>`;
  }

  #renderConfirm(interrupt: Interrupt) {
    return html`
      ${
        interrupt.summary?.length
          ? html`<dl class="summary">${interrupt.summary.map((row) => html`<div><dt>${row.label}</dt><dd>${row.value}</dd></div>`)}</dl>`
          : ''
      }
      ${
        this.rejecting
          ? html`<form class="field" @submit=${this.#submitReject}>
            <label for="reason">${promptText(this.locale, 'rejectReason')}</label>
            <textarea id="reason" name="reason" rows="2" ?disabled=${this.busy}></textarea>
            <div class="actions"><button class="btn btn-primary" ?disabled=${this.busy}>${promptText(this.locale, 'sendReason')}</button></div>
          </form>`
          : html`<div class="actions">
            <button class="btn btn-ghost" ?disabled=${this.busy} @click=${this.#startReject}>${promptText(this.locale, 'reject')}</button>
            <button class="btn btn-primary" ?disabled=${this.busy} @click=${() => this.#reply({ action: 'approve' })}>${promptText(this.locale, 'approve')}</button>
          </div>`
      }
    `;
  }

  #renderForm(fields: FormField[]) {
    return html`<form class="options" novalidate @submit=${this.#submitForm}>
      ${fields.map((field) => this.#renderField(field))}
      <div class="actions"><button class="btn btn-primary" ?disabled=${this.busy}>${translate(this.locale, 'submit')}</button></div>
    </form>`;
  }

  #renderField(field: FormField) {
    const id = `field-${field.name}`;
    const error = this.fieldErrors[field.name];
    const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    const common = {
      id,
      name: field.name,
      invalid: error ? 'true' : 'false',
    };
    // An empty field is only flagged on submit: flagging it on blur would shift the layout under the pointer.
    const onBlur = (event: Event) => {
      const value = (event.target as HTMLInputElement).value;
      if (value.trim() || this.fieldErrors[field.name]) this.#checkField(field, value);
    };
    const onInput = (event: Event) => {
      if (this.fieldErrors[field.name]) this.#checkField(field, (event.target as HTMLInputElement).value);
    };
    let control;
    if (field.type === 'select') {
      control = html`<select id=${common.id} name=${common.name} aria-invalid=${common.invalid} aria-describedby=${described} ?disabled=${this.busy} @change=${onBlur}>
        <option value="">${promptText(this.locale, 'selectPlaceholder')}</option>
        ${(field.options ?? []).map((option) => html`<option value=${option.value} ?selected=${option.value === field.defaultValue}>${option.label}</option>`)}
      </select>`;
    } else if (field.type === 'textarea') {
      control = html`<textarea id=${common.id} name=${common.name} rows="3" aria-invalid=${common.invalid} aria-describedby=${described}
        placeholder=${field.placeholder ?? ''} .value=${field.defaultValue ?? ''} ?disabled=${this.busy} @blur=${onBlur} @input=${onInput}></textarea>`;
    } else {
      control = html`<input id=${common.id} name=${common.name} type=${field.type === 'number' ? 'text' : field.type}
        inputmode=${field.type === 'number' ? 'decimal' : field.type === 'tel' ? 'tel' : 'text'} aria-invalid=${common.invalid}
        aria-describedby=${described} placeholder=${field.placeholder ?? ''} .value=${field.defaultValue ?? ''} ?disabled=${this.busy}
        aria-required=${field.required ? 'true' : 'false'} @blur=${onBlur} @input=${onInput} />`;
    }
    return html`<div class="field">
      <label for=${id}>${field.label}${field.required ? html`<span class="req" aria-hidden="true">*</span>` : ''}</label>
      ${control}
      ${field.hint ? html`<span class="hint" id="${id}-hint">${field.hint}</span>` : ''}
      ${error ? html`<span class="field-error" id="${id}-error">${error}</span>` : ''}
    </div>`;
  }

  #renderUpload(interrupt: Interrupt) {
    void ensureElements(loadAttach);
    return html`
      <kefu-attach-picker .locale=${this.locale} ?disabled=${this.busy} @kefu-attach-change=${this.#attachChanged}></kefu-attach-picker>
      <div class="actions">
        ${interrupt.skippable ? html`<button class="btn btn-ghost" ?disabled=${this.busy} @click=${() => this.#reply({ action: 'skip' })}>${promptText(this.locale, 'skip')}</button>` : ''}
        <button class="btn btn-primary" ?disabled=${this.busy || this.uploading || this.files.length === 0}
          @click=${() => this.#reply({ action: 'upload', files: this.files.map(({ uploadId, name }) => ({ uploadId, ...(name ? { name } : {}) })) })}>${translate(this.locale, 'submit')}</button>
      </div>
    `;
  }

  #attachChanged(event: CustomEvent<{ files: FilePart[]; busy: boolean }>): void {
    event.stopPropagation();
    this.files = event.detail.files;
    this.uploading = event.detail.busy;
  }

  #renderCountdown() {
    const remaining = this.remainingMs;
    return html`<div class="countdown ${remaining < 60_000 ? 'soon' : ''}">
      ${clockIcon(14)}<span>${promptText(this.locale, 'expiresIn', { time: formatCountdown(remaining) })}</span>
    </div>`;
  }

  #errorText(error: KefuError): string {
    if (error.code === 'INTERRUPT_CLOSED') return promptText(this.locale, 'errorInterruptClosed');
    if (error.code === 'UNAVAILABLE') return translate(this.locale, 'offline');
    if (error.code === 'BAD_PAYLOAD' || error.code === 'TOO_LARGE') return promptText(this.locale, 'invalidFormat');
    return translate(this.locale, 'error');
  }

  #reply(reply: DistributiveOmit<InterruptReply, 'interruptId'>): void {
    if (!this.interrupt || this.busy || this.expired) return;
    this.emit('kefu-reply', { detail: { reply: { ...reply, interruptId: this.interrupt.interruptId } as InterruptReply } });
  }

  #submitText(event: SubmitEvent): void {
    event.preventDefault();
    const value = String(new FormData(event.target as HTMLFormElement).get('answer') ?? '').trim();
    if (value) this.#reply({ action: 'answer', value });
  }

  #startReject(): void {
    this.rejecting = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLTextAreaElement>('#reason')?.focus());
  }

  #submitReject(event: SubmitEvent): void {
    event.preventDefault();
    const reason = String(new FormData(event.target as HTMLFormElement).get('reason') ?? '').trim();
    this.#reply(reason ? { action: 'reject', reason } : { action: 'reject' });
  }

  #checkField(field: FormField, value: string): string | undefined {
    const error = validateField(field, value, this.locale);
    this.fieldErrors = { ...this.fieldErrors, [field.name]: error };
    return error;
  }

  #submitForm(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const fields = this.interrupt?.fields ?? [];
    const values: Record<string, string> = {};
    let firstInvalid: string | undefined;
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim();
      if (this.#checkField(field, value) && !firstInvalid) firstInvalid = field.name;
      if (value) values[field.name] = value;
    }
    if (firstInvalid) {
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#field-${firstInvalid}`)?.focus());
      return;
    }
    this.#reply({ action: 'submit', values });
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

declare global {
  interface HTMLElementTagNameMap {
    'kefu-interrupt': KefuInterrupt;
  }
}
