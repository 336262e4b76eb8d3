import { css, html } from 'lit';
import type { InterruptCloseReason, KefuError, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { EXPORTED_PARTS } from '../../base/exported-parts.js';
import { baseStyles } from '../../styles/base.js';
import { translate, type StringKey } from '../../i18n/index.js';
import { initialChatState, type ChatState, type TimelineItem } from '../../controllers/chat-state.js';
import { handoffText } from '../banners/handoff-text.js';
import type { KefuInterrupt } from '../interrupt/kefu-interrupt.js';
import { ensureElements } from '../../base/lazy-elements.js';
import { alertIcon } from '../icons/icons.js';

// What a closed prompt says in the transcript; a reason this build does not know reads as cancelled.
const CLOSED_NOTICES: Partial<Record<InterruptCloseReason, StringKey>> = { expired: 'expired', cancelled: 'closedCancelled', switched: 'closedSwitched' };

/**
 * The conversation: a polite live region of messages, what is being streamed, the assistant's status and
 * the open prompt. Keeps the newest message in view unless the shopper scrolled up to read.
 *
 * @fires kefu-send - A suggested question was picked.
 * @csspart log - The scrolling list. The messages', the indicator's and the prompt's parts are exported (EXPORTED_PARTS).
 */
// One function, so the import it names is one chunk the browser fetches once.
const loadPromptCard = () => import('../interrupt/interrupt-elements.js');
const loadRating = () => import('../../extras/rating/rating-elements.js');

export class KefuMessageList extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        min-height: 0;
      }
      .scroll {
        height: 100%;
        overflow-y: auto;
        overscroll-behavior: contain;
        padding: 16px 14px 8px;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .scroll:focus-visible {
        outline-offset: -2px;
      }
      .log {
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .notice {
        align-self: center;
        max-width: 90%;
        text-align: center;
        font-size: 12px;
        color: var(--kefu-muted);
        background: var(--kefu-surface);
        padding: 4px 12px;
        border-radius: 999px;
      }
      .notice.error {
        color: var(--kefu-danger);
        background: var(--kefu-danger-soft);
        display: inline-flex;
        align-items: center;
        gap: 6px;
      }
      .suggestions {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .suggestions button {
        padding: 6px 12px;
        border-radius: 999px;
        border: 1px solid color-mix(in srgb, var(--kefu-accent) 40%, var(--kefu-border));
        color: var(--kefu-accent);
        background: var(--kefu-bg);
        font-size: 13.5px;
      }
      .suggestions button:hover {
        background: var(--kefu-accent-soft);
      }
      .pill {
        position: sticky;
        bottom: 4px;
        align-self: center;
        padding: 6px 14px;
        border-radius: 999px;
        background: var(--kefu-accent);
        color: var(--kefu-on-accent);
      }
    `,
  ];
  static override properties = {
    locale: {},
    state: { attribute: false },
    unseen: { state: true },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** The conversation to render. */
  state: ChatState = initialChatState();
  get #scroller(): HTMLElement | undefined {
    return this.renderRoot?.querySelector<HTMLElement>('.scroll') ?? undefined;
  }
  #pinned = true;
  /** Where scrollToEnd last put the list: a scroll event at or below it is ours, not the shopper reading back. */
  #autoTop = 0;
  #seen = 0;
  /** Something arrived below while the shopper reads further up. */
  private unseen = false;

  /** The prompt card, when one is open. */
  get interruptCard(): KefuInterrupt | null {
    return this.renderRoot.querySelector('kefu-interrupt');
  }

  override willUpdate(): void {
    if (this.state.interrupt) void ensureElements(loadPromptCard);
    if (this.state.ending) void ensureElements(loadRating);
    const count = this.state.timeline.length;
    if (count > this.#seen && !this.#pinned) this.unseen = true;
    this.#seen = count;
  }

  override render() {
    const { timeline, outbox, drafts, agentState, interrupt, error, ending, threadId } = this.state;
    const empty = timeline.length === 0 && outbox.length === 0;
    const busy = interrupt && this.state.replyingTo === interrupt.interruptId;
    return html`
      <div class="scroll" part="log" tabindex="0" aria-label=${translate(this.locale, 'conversation')} @scroll=${this.#trackScroll}>
        <div class="log" role="log" aria-live="polite" aria-relevant="additions">
          <kefu-message exportparts=${EXPORTED_PARTS} .locale=${this.locale} .message=${{ role: 'assistant', text: translate(this.locale, 'welcome') }}></kefu-message>
          ${timeline.map((item) => this.#renderItem(item))}
          ${outbox.map(
            (item) =>
              html`<kefu-message
                exportparts=${EXPORTED_PARTS}
                .locale=${this.locale}
                .message=${{ role: 'user', text: item.text, clientMsgId: item.clientMsgId }}
                .error=${item.error}
                delivery=${this.state.identityExpired && item.state === 'queued' ? 'signin' : item.state}
              ></kefu-message>`,
          )}
          ${Object.entries(drafts).map(
            ([messageId, chunks]) =>
              html`<kefu-message exportparts=${EXPORTED_PARTS} streaming .locale=${this.locale} .message=${{ role: 'assistant', text: chunks.join(''), messageId }}></kefu-message>`,
          )}
          ${error ? html`<p class="notice error" role="alert">${alertIcon(14)} ${this.#errorText(error)}</p>` : ''}
        </div>
        ${empty ? this.#renderSuggestions() : ''}
        ${
          ending && !interrupt && threadId
            ? html`<kefu-rating exportparts=${EXPORTED_PARTS} .locale=${this.locale} .threadId=${threadId} .seq=${ending}></kefu-rating>`
            : ''
        }
        <kefu-typing exportparts=${EXPORTED_PARTS} .locale=${this.locale} .state=${agentState} .agent=${this.state.agentTyping}></kefu-typing>
        ${
          interrupt
            ? html`<kefu-interrupt
              exportparts=${EXPORTED_PARTS}
              .interrupt=${interrupt}
              .locale=${this.locale}
              .clockOffsetMs=${this.state.clockOffsetMs}
              .busy=${!!busy}
              .error=${this.state.interruptError}
            ></kefu-interrupt>`
            : ''
        }
        ${this.unseen ? html`<button class="pill" @click=${this.scrollToEnd}>${translate(this.locale, 'newMessages')} ↓</button>` : ''}
      </div>
    `;
  }

  #resizes?: ResizeObserver;

  override firstUpdated(): void {
    // Messages and cards render after this element does and grow while streaming: follow every change of
    // the content's size while the shopper is at the bottom.
    this.#resizes = new ResizeObserver(() => {
      if (this.#pinned) this.scrollToEnd();
    });
    for (const child of this.#scroller?.children ?? []) this.#resizes.observe(child);
    // A banner or the step strip appearing shrinks the list itself: keep its end in view then too.
    if (this.#scroller) this.#resizes.observe(this.#scroller);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizes?.disconnect();
  }

  override updated(): void {
    if (!this.#resizes || !this.#scroller) return;
    for (const child of this.#scroller.children) this.#resizes.observe(child);
    if (this.#pinned) this.scrollToEnd();
  }

  /** Scrolls to the newest message. */
  scrollToEnd(): void {
    this.#pinned = true;
    this.unseen = false;
    const scroller = this.#scroller;
    if (!scroller) return;
    scroller.scrollTop = scroller.scrollHeight;
    this.#autoTop = scroller.scrollTop;
  }

  #renderItem(item: TimelineItem) {
    switch (item.type) {
      case 'message':
        return html`<kefu-message exportparts=${EXPORTED_PARTS} .locale=${this.locale} .message=${item.message}></kefu-message>`;
      case 'handoff':
        // Waiting is live state, said by the banner; a person joining or leaving is history.
        return item.handoff.state === 'joined' || item.handoff.state === 'released'
          ? html`<p class="notice">${handoffText(item.handoff, this.locale)}</p>`
          : '';
      case 'closed':
        if (item.closed.answer)
          return html`<kefu-message exportparts=${EXPORTED_PARTS} .locale=${this.locale} .message=${{ role: 'user', text: item.closed.answer }}></kefu-message>`;
        return html`<p class="notice">${translate(this.locale, CLOSED_NOTICES[item.closed.reason] ?? 'closedCancelled')}</p>`;
    }
  }

  #renderSuggestions() {
    return html`<ul class="suggestions" aria-label=${translate(this.locale, 'suggestionsLabel')}>
      ${translate(this.locale, 'suggestions')
        .split('|')
        .map((text) => html`<li><button @click=${() => this.emit('kefu-send', { detail: { text } })}>${text}</button></li>`)}
    </ul>`;
  }

  #errorText(error: KefuError): string {
    const keys: Partial<Record<KefuError['code'], StringKey>> = {
      RATE_LIMITED: 'errorRateLimited',
      TOO_LARGE: 'errorTooLarge',
      UNAVAILABLE: 'errorUnavailable',
      OVERLOADED: 'errorUnavailable',
    };
    return translate(this.locale, keys[error.code] ?? 'error');
  }

  #trackScroll(): void {
    const scroller = this.#scroller;
    if (!scroller) return;
    // The scroll event of our own scrollToEnd arrives a frame later, when more may have been added below: it
    // must not read as the shopper scrolling up (that left new messages out of view).
    const atEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 48;
    this.#pinned = atEnd || scroller.scrollTop >= this.#autoTop - 1;
    if (atEnd) this.unseen = false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-message-list': KefuMessageList;
  }
}
