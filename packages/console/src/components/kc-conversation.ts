import { LitElement, css, html, type PropertyValues } from 'lit';
import { stripBidiControls, type EscalationCard, type Message, type ThreadEvent } from '@kefu/protocol';
import { tokens } from '../styles.js';
import { formatMoney, formatTime, type ConsoleLocale, type ConsoleStrings } from '../i18n.js';
// The widget's Markdown subset (bold, code, http(s) links, lists), rendered as text bindings: the agent reads what the shopper saw.
import { renderRichText } from '@kefu/widget/rich-text';
import { fillCannedReply, inLocale, repliesFor, type CannedReply, type ShopName } from '../canned-replies.js';
import './kc-file-thumb.js';

/**
 * The open conversation: header with claim / release, the transcript, and the composer.
 * @fires kc-claim
 * @fires kc-release
 * @fires kc-reply - detail: the text
 * @fires kc-typing - the agent typed in the composer (the shopper sees "… is typing")
 * @fires kc-reveal - detail: the seq of a masked event to show in clear
 */
export class KcConversation extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; min-width: 0; background: var(--kc-bg); }
      header { display: flex; align-items: center; gap: 12px; padding: 12px 20px; background: var(--kc-surface); border-bottom: 1px solid var(--kc-border); min-height: 60px; }
      header .who { flex: 1; min-width: 0; }
      header .who strong { display: block; font-size: 15px; }
      header .who span { color: var(--kc-muted); font-size: 12px; }
      .actions { display: flex; gap: 8px; }
      .log { flex: 1; overflow-y: auto; padding: 20px 24px; display: flex; flex-direction: column; gap: 10px; }
      .msg { display: flex; flex-direction: column; max-width: 72%; }
      .msg .meta { font-size: 12px; color: var(--kc-faint); margin: 0 4px 3px; }
      .bubble { padding: 9px 13px; border-radius: 12px; white-space: pre-wrap; word-break: break-word; background: var(--kc-surface); border: 1px solid var(--kc-border); }
      .msg.user { align-self: flex-start; }
      .msg.user .bubble { border-top-left-radius: 4px; }
      .msg.assistant, .msg.agent { align-self: flex-end; align-items: flex-end; }
      .msg.assistant .bubble { background: #eef1f5; border-color: #e1e5ea; border-top-right-radius: 4px; }
      .msg.agent .bubble { background: var(--kc-accent); border-color: var(--kc-accent); color: #fff; border-top-right-radius: 4px; }
      .masked { display: flex; align-items: center; gap: 6px; font-size: 12px; color: var(--kc-muted); margin: 3px 4px 0; }
      .masked button { font-size: 12px; padding: 1px 8px; }
      .parts { display: flex; gap: 6px; flex-wrap: wrap; margin-top: 4px; }
      .divider { align-self: center; display: flex; align-items: center; gap: 8px; font-size: 12px; color: var(--kc-muted); background: #eaecef; border-radius: 999px; padding: 3px 12px; }
      .system { align-self: center; max-width: 80%; font-size: 13px; color: var(--kc-muted); text-align: center; }
      .prompt { align-self: flex-end; max-width: 72%; border: 1px dashed #c8dafc; background: #f5f9ff; border-radius: 10px; padding: 8px 12px; font-size: 13px; }
      .prompt b { color: var(--kc-accent); font-weight: 600; margin-right: 6px; }
      footer { background: var(--kc-surface); border-top: 1px solid var(--kc-border); padding: 12px 16px; }
      .composer { display: flex; gap: 10px; align-items: flex-end; }
      textarea { flex: 1; font: inherit; resize: none; min-height: 44px; max-height: 160px; padding: 10px 12px; border: 1px solid var(--kc-border); border-radius: 8px; }
      textarea:disabled { background: #f6f8fa; }
      button.suggest { height: 44px; white-space: nowrap; }
      select.canned { font: inherit; height: 44px; max-width: 160px; padding: 0 8px; border: 1px solid var(--kc-border); border-radius: 8px; background: var(--kc-surface); }
      .typing { font-size: 12px; color: var(--kc-muted); padding: 0 24px 8px; min-height: 22px; }
      .notice { font-size: 12px; color: var(--kc-muted); margin-top: 6px; }
      .error { color: var(--kc-red); }
      .placeholder { flex: 1; display: grid; place-items: center; color: var(--kc-muted); text-align: center; padding: 24px; }
      .placeholder strong { display: block; color: var(--kc-text); font-size: 16px; margin-bottom: 4px; }
    `,
  ];
  static override properties = {
    strings: { attribute: false },
    locale: {},
    card: { attribute: false },
    events: { attribute: false },
    masked: { attribute: false },
    revealed: { attribute: false },
    holding: { type: Boolean },
    shopperTyping: { type: Boolean },
    takenBy: {},
    error: {},
    cannedReplies: { attribute: false },
    agentName: {},
    shopName: { attribute: false },
    suggest: { attribute: false },
    suggesting: { state: true },
    suggestError: { state: true },
    readonly: { type: Boolean },
  };
  declare strings: ConsoleStrings;
  declare locale: ConsoleLocale;
  declare card: EscalationCard | undefined;
  declare events: ThreadEvent[];
  /** Seqs of events shown with personal data masked: each gets a "show" button. */
  declare masked: ReadonlySet<number>;
  /** Seqs this agent asked to see in clear. */
  declare revealed: ReadonlySet<number>;
  declare holding: boolean;
  /** The shopper is typing (shown under the transcript). */
  declare shopperTyping: boolean;
  /** Another agent's name when they hold it. */
  declare takenBy: string | undefined;
  declare error: string | undefined;
  /** The shop's canned replies, offered in the composer. */
  declare cannedReplies: readonly CannedReply[];
  /** The signed-in agent's name, for `{{agent}}`. */
  declare agentName: string | undefined;
  /** The shop's name, for `{{shop.name}}`. */
  declare shopName: ShopName | undefined;
  /** Asks the model for a draft reply; absent when the server has no model (then there is no button). */
  declare suggest: (() => Promise<string>) | undefined;
  declare suggesting: boolean;
  declare suggestError: string | undefined;
  /** A past conversation's transcript: no actions, no composer, nothing revealed. */
  declare readonly: boolean;

  override render() {
    const t = this.strings;
    const card = this.card;
    if (!card) return html`<div class="placeholder"><div><strong>${t.pickThread}</strong>${t.pickThreadHint}</div></div>`;
    const name = card.customer.name ?? card.customer.customerId ?? `${t.visitor} ${card.threadId.slice(-4).toUpperCase()}`;
    return html`
      <header>
        <div class="who"><strong>${name}</strong><span>${card.threadId}</span></div>
        ${card.reason ? html`<span class="chip ${card.reason}">${t.reasons[card.reason]}</span>` : ''}
        ${
          this.readonly
            ? ''
            : html`<div class="actions">
          ${card.mode === 'queued' ? html`<button class="primary" data-action="claim" @click=${() => this.#fire('kc-claim')}>${t.claim}</button>` : ''}
          ${card.mode === 'ai' ? html`<button class="primary" data-action="take-over" @click=${() => this.#fire('kc-claim')}>${t.takeOver}</button>` : ''}
          ${this.holding ? html`<button data-action="release" @click=${() => this.#fire('kc-release')}>${t.release}</button>` : ''}
        </div>`
        }
      </header>
      <div class="log" role="log" aria-live="polite">${this.events.map((event) => this.#event(event))}</div>
      ${this.readonly ? '' : this.#footer(card)}`;
  }

  #footer(card: EscalationCard) {
    const t = this.strings;
    return html`
      <div class="typing" aria-live="polite">${this.shopperTyping ? t.shopperTyping : ''}</div>
      <footer>
        <form class="composer" @submit=${this.#send}>
          <textarea rows="2" aria-label=${t.send} placeholder=${this.holding ? t.composerPlaceholder : card.mode === 'ai' ? t.withAssistant : t.claimToReply} ?disabled=${!this.holding} @keydown=${this.#keydown} @input=${this.#typed}></textarea>
          ${
            repliesFor(this.cannedReplies ?? [], card.siteId).length
              ? html`<select class="canned" aria-label=${t.cannedReplies} ?disabled=${!this.holding} @change=${this.#useCanned}>
                <option value="">${t.cannedReplies}…</option>
                ${repliesFor(this.cannedReplies, card.siteId).map((reply) => html`<option value=${reply.id}>${inLocale(reply.title, this.locale)}</option>`)}
              </select>`
              : ''
          }
          ${
            this.suggest && this.holding
              ? html`<button type="button" class="suggest" data-action="suggest" ?disabled=${this.suggesting} @click=${this.#suggest}>${this.suggesting ? t.suggesting : t.suggest}</button>`
              : ''
          }
          <button class="primary" type="submit" ?disabled=${!this.holding}>${t.send}</button>
        </form>
        ${this.takenBy ? html`<div class="notice">${t.takenNotice(this.takenBy)}</div>` : ''}
        ${this.error ? html`<div class="notice error" role="alert">${this.error}</div>` : ''}
        ${this.suggestError ? html`<div class="notice error" role="alert">${this.suggestError}</div>` : ''}
      </footer>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('events')) {
      const log = this.renderRoot.querySelector('.log');
      log?.scrollTo({ top: log.scrollHeight });
    }
  }

  #event(event: ThreadEvent) {
    const t = this.strings;
    switch (event.event) {
      case 'message:done':
        return this.#message(event.data.message, event.data.seq);
      case 'handoff': {
        const { state, queuePosition, agentName } = event.data;
        const text = state === 'queued' ? t.handoffLine.queued(queuePosition) : state === 'joined' ? t.handoffLine.joined(agentName) : t.handoffLine[state]();
        return html`<div class="divider">${text} · ${formatTime(event.data.at, this.locale)}</div>`;
      }
      case 'interrupt:open':
        return html`<div class="prompt"><b>${t.promptLine}</b>${event.data.interrupt.prompt}${this.#privacy(event.data.seq)}</div>`;
      case 'interrupt:closed': {
        const files = event.data.files ?? [];
        // A photo step's answer: the agent sees the photos the shopper uploaded for the request, as in a message.
        return html`<div class="divider">${t.promptLine} · ${t.closedLine[event.data.reason]}</div>${
          files.length
            ? html`<div class="msg user answer-files"><div class="parts">${files.map((file) => html`<kc-file-thumb .file=${file}></kc-file-thumb>`)}</div></div>`
            : ''
        }`;
      }
    }
  }

  #message(message: Message, seq: number) {
    const t = this.strings;
    // A shopper's (or a model's) RTL override would make the agent read a link or an order id backwards.
    const text = stripBidiControls(message.text);
    if (message.role === 'system') return html`<div class="system">${text}</div>`;
    const who = message.role === 'agent' ? (message.author ?? t.roles.agent) : t.roles[message.role];
    return html`<div class="msg ${message.role}">
      <div class="meta">${who} · ${formatTime(message.createdAt, this.locale)}</div>
      <div class="bubble">${renderRichText(text)}</div>
      ${
        message.parts?.length
          ? html`<div class="parts">
            ${message.parts.map((part) => (part.type === 'file' ? html`<kc-file-thumb .file=${part}></kc-file-thumb>` : html`<span class="chip">${partLabel(part, this.locale)}</span>`))}
          </div>`
          : ''
      }
      ${this.#privacy(seq)}
    </div>`;
  }

  /** The "show" button of a masked event, or the note that this agent sees it in clear. */
  #privacy(seq: number) {
    const t = this.strings;
    if (this.readonly) return '';
    if (this.revealed?.has(seq)) return html`<div class="masked" data-revealed=${seq}>${t.revealed}</div>`;
    if (!this.masked?.has(seq)) return '';
    return html`<div class="masked"><button data-action="reveal" data-seq=${seq} title=${t.revealHint} @click=${() => this.#reveal(seq)}>${t.reveal}</button></div>`;
  }

  #reveal(seq: number) {
    this.dispatchEvent(new CustomEvent('kc-reveal', { detail: seq, bubbles: true, composed: true }));
  }

  #typed(): void {
    this.dispatchEvent(new CustomEvent('kc-typing', { bubbles: true, composed: true }));
  }

  #keydown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      this.#send(event);
    }
  }

  #send(event: Event) {
    event.preventDefault();
    const area = this.renderRoot.querySelector('textarea');
    const text = area?.value.trim();
    if (!area || !text) return;
    this.dispatchEvent(new CustomEvent('kc-reply', { detail: text, bubbles: true, composed: true }));
    area.value = '';
  }

  /** Puts the chosen canned reply, filled in, into the composer for the agent to edit and send. */
  #useCanned(event: Event) {
    const select = event.target as HTMLSelectElement;
    const reply = this.cannedReplies.find((candidate) => candidate.id === select.value);
    select.value = '';
    const area = this.renderRoot.querySelector('textarea');
    if (!reply || !area) return;
    // The shopper's language, not the agent's: an English-speaking agent answers a Chinese shopper in Chinese.
    area.value = fillCannedReply(inLocale(reply.text, this.card?.locale ?? this.locale), { card: this.card, agentName: this.agentName, shop: this.shopName });
    area.focus();
  }

  /** Puts the assistant's draft into the composer, for the agent to edit and send (never sent as is). */
  async #suggest() {
    if (!this.suggest) return;
    this.suggesting = true;
    this.suggestError = undefined;
    try {
      const draft = await this.suggest();
      const area = this.renderRoot.querySelector('textarea');
      if (area) {
        area.value = draft;
        area.focus();
      }
    } catch (error) {
      this.suggestError = error instanceof Error ? error.message : String(error);
    } finally {
      this.suggesting = false;
    }
  }

  #fire(name: string) {
    this.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true }));
  }
}

function partLabel(part: NonNullable<Message['parts']>[number], locale: ConsoleLocale): string {
  switch (part.type) {
    case 'product':
      return `🛍 ${part.name}`;
    case 'order':
      return `📦 ${part.orderId}`;
    case 'logistics':
      return `🚚 ${part.trackingNumber}`;
    case 'receipt':
      return `🧾 ${part.receiptId}`;
    case 'price':
      return `${part.name} ${formatMoney(part.final, locale)}`;
    case 'knowledge_source':
      return `📄 ${part.title}`;
    default:
      return part.type;
  }
}

if (!customElements.get('kc-conversation')) customElements.define('kc-conversation', KcConversation);

declare global {
  interface HTMLElementTagNameMap {
    'kc-conversation': KcConversation;
  }
}
