import { css, html } from 'lit';
import type { Interrupt, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { STRINGS } from '../../i18n/index.js';
import { promptText } from '../interrupt/prompt-strings.js';

/**
 * Where the shopper is in a workflow — "退货 · 第 2/4 步", or "已超时" once the deadline has passed — with a
 * way out. The deadline itself is the prompt card's countdown: one way of saying it, not a clock time beside it.
 *
 * @fires kefu-reply - Cancel was pressed (`action: 'cancel'`).
 * @csspart strip - The strip.
 */
export class KefuWorkflowStrip extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .strip {
        display: flex;
        align-items: center;
        gap: 10px;
        padding: 8px 12px 8px 16px;
        background: var(--kefu-accent-soft);
        color: var(--kefu-accent-strong);
        font-size: 13px;
        border-bottom: 1px solid var(--kefu-border);
      }
      .strip.expired {
        background: var(--kefu-warning-soft);
        color: var(--kefu-warning);
      }
      .progress {
        flex: none;
        display: flex;
        gap: 3px;
      }
      .progress i {
        width: 14px;
        height: 4px;
        border-radius: 2px;
        background: color-mix(in srgb, var(--kefu-accent) 25%, transparent);
      }
      .progress i.done {
        background: var(--kefu-accent);
      }
      .label {
        flex: 1;
        min-width: 0;
        font-weight: 500;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cancel {
        flex: none;
        font-size: 13px;
        padding: 4px 10px;
        border-radius: 999px;
        color: var(--kefu-accent-strong);
        text-decoration: underline;
        text-underline-offset: 3px;
      }
      .cancel:hover {
        color: var(--kefu-danger);
        background: var(--kefu-bg);
      }
    `,
  ];
  static override properties = {
    interrupt: { attribute: false },
    locale: {},
    expired: { type: Boolean },
  };

  /** The open prompt; the strip shows only when it belongs to a workflow. */
  interrupt?: Interrupt;
  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** Whether the prompt's deadline has passed (the server may not have closed it yet). */
  expired = false;

  override render() {
    const workflow = this.interrupt?.workflow;
    if (!this.interrupt || !workflow) return '';
    const title = workflow.title || STRINGS[this.locale].workflow[workflow.name];
    const interruptId = this.interrupt.interruptId;
    const label = promptText(this.locale, this.expired ? 'workflowExpired' : 'workflowStrip', { title, step: workflow.step, of: workflow.of });
    return html`
      <div class="strip ${this.expired ? 'expired' : ''}" part="strip" role="status">
        <span class="progress" aria-hidden="true">
          ${Array.from({ length: workflow.of }, (_, index) => html`<i class=${index < workflow.step ? 'done' : ''}></i>`)}
        </span>
        <span class="label">${label}</span>
        <button class="cancel" @click=${() => this.emit('kefu-reply', { detail: { reply: { interruptId, action: 'cancel' } } })}>
          ${promptText(this.locale, 'cancelWorkflow')}
        </button>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-workflow-strip': KefuWorkflowStrip;
  }
}
