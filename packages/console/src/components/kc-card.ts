import { LitElement, css, html } from 'lit';
import type { EscalationCard, Interrupt, InterruptReply } from '@kefu/protocol';
import { tokens } from '../styles.js';
import { formatWaiting, type ConsoleStrings } from '../i18n.js';

/**
 * The escalation card: who the customer is, why they need a human, what they asked, the key details,
 * and the open workflow with its prompt, which the holding agent may answer or cancel for them.
 * @fires kc-answer - detail: an {@link InterruptReply} without its interruptId filled in by anyone else
 */
export class KcCard extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: block; overflow-y: auto; background: var(--kc-surface); border-left: 1px solid var(--kc-border); }
      h2 { font-size: 12px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--kc-muted); margin: 0; padding: 16px 18px 0; }
      section { padding: 12px 18px 16px; border-bottom: 1px solid var(--kc-border); }
      section:last-child { border-bottom: none; }
      h3 { font-size: 12px; color: var(--kc-muted); font-weight: 600; margin: 0 0 8px; }
      .customer { display: flex; gap: 12px; align-items: center; }
      .avatar { width: 40px; height: 40px; border-radius: 50%; background: var(--kc-accent-soft); color: var(--kc-accent); display: grid; place-items: center; font-weight: 700; }
      .customer strong { display: block; }
      .sub { color: var(--kc-muted); font-size: 12px; }
      .chips { display: flex; gap: 6px; flex-wrap: wrap; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; }
      dt { color: var(--kc-muted); }
      dd { margin: 0; font-weight: 500; word-break: break-word; }
      .empty { color: var(--kc-faint); }
      .workflow { border: 1px solid var(--kc-border); border-radius: 8px; padding: 10px 12px; background: #fafbfc; }
      .workflow .title { display: flex; justify-content: space-between; font-weight: 600; }
      .progress { height: 4px; background: #e6e8eb; border-radius: 2px; margin: 8px 0; overflow: hidden; }
      .progress span { display: block; height: 100%; background: var(--kc-accent); }
      .question { margin: 8px 0; }
      .question small { display: block; color: var(--kc-amber); font-weight: 600; font-size: 12px; }
      form { display: flex; flex-direction: column; gap: 8px; }
      input { font: inherit; padding: 7px 10px; border: 1px solid var(--kc-border); border-radius: 6px; }
      .buttons { display: flex; gap: 8px; flex-wrap: wrap; }
    `,
  ];
  static override properties = { strings: { attribute: false }, card: { attribute: false }, holding: { type: Boolean }, now: { type: Number } };
  declare strings: ConsoleStrings;
  declare card: EscalationCard | undefined;
  declare holding: boolean;
  declare now: number;

  override render() {
    const t = this.strings;
    const card = this.card;
    if (!card) return html``;
    const name = card.customer.name ?? card.customer.customerId ?? `${t.visitor} ${card.threadId.slice(-4).toUpperCase()}`;
    return html`
      <h2>${t.card}</h2>
      <section aria-label=${t.customer}>
        <div class="customer">
          <span class="avatar" aria-hidden="true">${name.slice(0, 1).toUpperCase()}</span>
          <div>
            <strong>${name}</strong>
            <div class="sub">${card.customer.customerId ? `${t.verified} · ${card.customer.customerId}` : t.guest} · ${card.locale}</div>
          </div>
        </div>
      </section>
      ${
        card.reason
          ? html`<section>
            <h3>${t.reason}</h3>
            <div class="chips">
              <span class="chip ${card.reason}">${t.reasons[card.reason]}</span>
              ${card.queuedAt && card.mode === 'queued' ? html`<span class="chip">${t.waitingFor} ${formatWaiting(this.now - card.queuedAt)}</span>` : ''}
            </div>
          </section>`
          : ''
      }
      ${
        card.request
          ? html`<section class="request" data-request=${card.request.workflow}>
            <h3>${t.handedOverRequest}: ${t.workflowNames[card.request.workflow] ?? card.request.workflow} · ${card.request.orderId}</h3>
            ${card.request.why ? html`<p>${card.request.why}</p>` : ''}
            <dl>${card.request.rows.map((row) => html`<dt>${row.label}</dt><dd>${row.value}</dd>`)}</dl>
          </section>`
          : ''
      }
      ${card.focus ? this.#focus(card.focus) : ''}
      <section>
        <h3>${t.intents}</h3>
        ${
          card.intents.length
            ? html`<div class="chips">${card.intents.map((intent) => html`<span class="chip" title=${intent.text}>${t.intentNames[intent.type] ?? intent.type}</span>`)}</div>`
            : html`<span class="empty">${t.noIntents}</span>`
        }
      </section>
      <section>
        <h3>${t.entities}</h3>
        ${
          card.entities.length
            ? html`<dl>${card.entities.map((entity) => html`<dt>${t.entityNames[entity.label] ?? entity.label}</dt><dd>${entity.label === 'promotion' ? t.yes : entity.value}</dd>`)}</dl>`
            : html`<span class="empty">${t.noIntents}</span>`
        }
      </section>
      <section>
        <h3>${t.workflow}</h3>
        ${card.pendingInterrupt ? this.#workflow(card, card.pendingInterrupt) : html`<span class="empty">${t.noWorkflow}</span>`}
      </section>`;
  }

  /** What the dialogue state has in focus: the order the agent should act on, the products, the shopper's wishes. */
  #focus(focus: NonNullable<EscalationCard['focus']>) {
    const t = this.strings;
    return html`<section class="focus" aria-label=${t.inFocus}>
      <h3>${t.inFocus}</h3>
      <dl>
        ${focus.orderId ? html`<dt>${t.entityNames.order}</dt><dd data-focus="order">${focus.orderId}${focus.orderItems?.length ? html`<div class="sub">${focus.orderItems.join('、')}</div>` : ''}</dd>` : ''}
        ${focus.products.length ? html`<dt>${t.entityNames.product}</dt><dd data-focus="products">${focus.products.join('、')}</dd>` : ''}
        ${focus.told.map((row) => html`<dt>${t.entityNames[row.label] ?? row.label}</dt><dd>${row.value}</dd>`)}
        ${focus.lastRequest ? html`<dt>${t.lastRequest}</dt><dd data-focus="request">${t.intentNames[focus.lastRequest.type] ?? focus.lastRequest.type} · “${focus.lastRequest.text}”</dd>` : ''}
      </dl>
    </section>`;
  }

  #workflow(card: EscalationCard, prompt: Interrupt) {
    const t = this.strings;
    const flow = card.workflow;
    return html`<div class="workflow">
      <div class="title">
        <span>${flow ? (t.workflowNames[flow.name] ?? flow.title) : t.promptLine}</span>
        ${flow ? html`<span class="sub">${t.step(flow.step, flow.of)}</span>` : ''}
      </div>
      ${flow ? html`<div class="progress"><span style="width:${Math.round((flow.step / flow.of) * 100)}%"></span></div>` : ''}
      <div class="question"><small>${t.pending}</small>${prompt.prompt}</div>
      ${this.holding ? this.#answerForm(prompt) : ''}
    </div>`;
  }

  #answerForm(prompt: Interrupt) {
    const t = this.strings;
    const cancel = html`<button type="button" data-action="cancel-workflow" @click=${() => this.#answer({ interruptId: prompt.interruptId, action: 'cancel' })}>${t.cancelWorkflow}</button>`;
    if (prompt.kind === 'text') {
      return html`<form @submit=${(event: SubmitEvent) => this.#submitText(event, prompt.interruptId)}>
        <input name="value" aria-label=${t.answerForCustomer} placeholder=${t.answerPlaceholder} required />
        <div class="buttons"><button class="primary" type="submit">${t.answerForCustomer}</button>${cancel}</div>
      </form>`;
    }
    if (prompt.kind === 'choice' && prompt.options) {
      return html`<div class="buttons">
        ${prompt.options.map((option) => html`<button type="button" @click=${() => this.#answer({ interruptId: prompt.interruptId, action: 'answer', value: option.value })}>${option.label}</button>`)}
        ${cancel}
      </div>`;
    }
    if (prompt.kind === 'confirm') {
      return html`<div class="buttons">
        <button class="primary" type="button" @click=${() => this.#answer({ interruptId: prompt.interruptId, action: 'approve' })}>${t.approve}</button>
        <button type="button" @click=${() => this.#answer({ interruptId: prompt.interruptId, action: 'reject' })}>${t.reject}</button>
        ${cancel}
      </div>`;
    }
    return html`<div class="buttons">${cancel}</div>`;
  }

  #submitText(event: SubmitEvent, interruptId: string) {
    event.preventDefault();
    const input = (event.currentTarget as HTMLFormElement).querySelector('input');
    const value = input?.value.trim();
    if (value) this.#answer({ interruptId, action: 'answer', value });
  }

  #answer(reply: InterruptReply) {
    this.dispatchEvent(new CustomEvent('kc-answer', { detail: reply, bubbles: true, composed: true }));
  }
}

if (!customElements.get('kc-card')) customElements.define('kc-card', KcCard);

declare global {
  interface HTMLElementTagNameMap {
    'kc-card': KcCard;
  }
}
