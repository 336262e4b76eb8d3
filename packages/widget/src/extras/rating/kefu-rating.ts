import { css, html, type PropertyValues } from 'lit';
import { LIMITS, type Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { ratingText } from './rating-strings.js';
import { handledEndings } from './handled-endings.js';

/**
 * The rating card shown when a conversation ends: one to five stars (a radio group, so arrow keys pick them), an
 * optional comment, send, and a close button that dismisses it. Shown once per ending: rated or dismissed, the
 * ending's seq is remembered on this device and the card stays away after a reload.
 *
 * With `closing` (`right` or `left`, the launcher's side) it is the card by the launcher after the shopper closed the
 * panel: it rates the conversation as a whole (sent without a seq; `seq` is the last answer, noted as handled), shown
 * only if nothing in the thread was rated or dismissed yet, and once — being shown counts as asked, so neither the
 * next close nor a reload asks again.
 *
 * @fires kefu-ask - The shopper sent a rating (`feedback`); `<kefu-chat>` sends it and calls `done` with the ack.
 * @csspart rating - The card.
 */
export class KefuRating extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      :host([closing]) {
        position: absolute;
        bottom: 72px;
        right: 0;
        width: min(340px, calc(100vw - 40px));
        filter: drop-shadow(0 8px 24px rgb(0 0 0 / 0.16));
      }
      :host([closing='left']) {
        right: auto;
        left: 0;
      }
      .card {
        border: 1px solid color-mix(in srgb, var(--kefu-accent) 35%, var(--kefu-border));
        background: var(--kefu-bg);
        border-radius: 16px;
        padding: 12px 14px 14px;
        display: grid;
        gap: 10px;
        font-size: 14px;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 8px;
      }
      .head p {
        flex: 1;
        margin: 0;
        font-weight: 600;
        font-size: 15px;
      }
      .close {
        min-width: 44px;
        min-height: 44px;
        margin: -10px -10px -10px 0;
        border: 0;
        background: none;
        color: var(--kefu-muted);
        font-size: 22px;
        border-radius: 12px;
      }
      fieldset {
        border: 0;
        margin: 0;
        padding: 0;
        display: flex;
        gap: 2px;
      }
      legend,
      input {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      label {
        min-width: 44px;
        min-height: 44px;
        display: grid;
        place-items: center;
        font-size: 28px;
        line-height: 1;
        color: var(--kefu-muted);
        cursor: pointer;
        border-radius: 10px;
      }
      /* Amber that keeps 3:1 against the panel, as a control's state must. */
      label.on {
        color: var(--kefu-star, #d97706);
      }
      label:focus-within {
        outline: 2px solid var(--kefu-accent);
        outline-offset: -2px;
      }
      .word {
        align-self: center;
        margin-left: 6px;
        color: var(--kefu-muted);
        font-size: 13px;
      }
      textarea {
        width: 100%;
        min-height: 64px;
        resize: vertical;
        padding: 8px 10px;
        border: 1px solid var(--kefu-border);
        border-radius: 10px;
        background: var(--kefu-bg);
        color: inherit;
        font: inherit;
        font-size: 16px;
      }
      .send {
        min-height: 44px;
        border: 0;
        border-radius: 12px;
        background: var(--kefu-accent);
        color: var(--kefu-on-accent);
        font-weight: 600;
      }
      .send:disabled {
        opacity: 0.6;
      }
      .error {
        margin: 0;
        color: var(--kefu-danger);
        font-size: 13px;
      }
      .thanks {
        margin: 0;
        align-self: center;
        justify-self: center;
        font-size: 13px;
        color: var(--kefu-muted);
        background: var(--kefu-surface);
        padding: 4px 12px;
        border-radius: 999px;
      }
    `,
  ];
  static override properties = {
    locale: {},
    threadId: {},
    seq: { type: Number },
    closing: { reflect: true },
    stars: { state: true },
    phase: { state: true },
    error: { state: true },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** The conversation rated. */
  threadId = '';
  /** The seq of the event that ended it (sent with the rating, so each ending is rated once). */
  seq = 0;
  /** Asked because the shopper closed the panel: the launcher's side (`right` or `left`). */
  closing?: string;
  private stars = 0;
  /** `ask` shows the card, `sending` waits for the server, `thanked` says thanks, `gone` shows nothing. */
  private phase: 'ask' | 'sending' | 'thanked' | 'gone' = 'ask';
  private error?: string;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('seq') || changed.has('threadId')) {
      this.stars = 0;
      this.error = undefined;
      const handled = handledEndings.get(this.threadId);
      this.phase = this.threadId && (this.closing ? !handled : this.seq > handled) ? 'ask' : 'gone';
      if (this.closing && this.phase === 'ask') handledEndings.set(this.threadId, this.seq);
    }
  }

  override render() {
    const { locale } = this;
    if (this.phase === 'gone') return '';
    if (this.phase === 'thanked') return html`<p class="thanks" role="status">${ratingText(locale, 'thanks')}</p>`;
    const words = ratingText(locale, 'stars5').split('|');
    return html`<form class="card" part="rating" aria-labelledby="q" @submit=${this.#submit}>
      <div class="head">
        <p id="q">${ratingText(locale, this.closing ? 'leaving' : 'question')}</p>
        <button type="button" class="close" aria-label=${ratingText(locale, 'dismiss')} @click=${this.#dismiss}>×</button>
      </div>
      <fieldset>
        <legend>${ratingText(locale, 'stars')}</legend>
        ${words.map(
          (word, i) =>
            html`<label class=${i < this.stars ? 'on' : ''} title=${word}
              ><input
                type="radio"
                name="stars"
                .value=${String(i + 1)}
                .checked=${this.stars === i + 1}
                aria-label=${`${ratingText(locale, 'star', i + 1)} · ${word}`}
                @change=${() => this.#pick(i + 1)}
              /><span aria-hidden="true">${i < this.stars ? '★' : '☆'}</span></label
            >`,
        )}
        <span class="word" aria-hidden="true">${this.stars ? words[this.stars - 1] : ''}</span>
      </fieldset>
      <textarea name="comment" maxlength=${LIMITS.maxCommentLength} aria-label=${ratingText(locale, 'comment')} placeholder=${ratingText(locale, 'comment')}></textarea>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      <button class="send" ?disabled=${this.phase === 'sending'}>${ratingText(locale, this.phase === 'sending' ? 'sending' : 'submit')}</button>
    </form>`;
  }

  #pick(stars: number): void {
    this.stars = stars;
    this.error = undefined;
  }

  #submit(event: SubmitEvent): void {
    event.preventDefault();
    if (this.phase !== 'ask') return;
    if (!this.stars) {
      this.error = ratingText(this.locale, 'pick');
      this.renderRoot.querySelector('input')?.focus();
      return;
    }
    const comment = (this.renderRoot.querySelector('textarea')?.value ?? '').trim();
    const { threadId, seq } = this;
    this.phase = 'sending';
    this.error = undefined;
    this.emit('kefu-ask', {
      detail: {
        event: 'feedback',
        // By the launcher it rates the conversation as a whole (no seq), which the ledger joins to its outcome.
        payload: { rating: this.stars, ...(this.closing ? {} : { seq }), ...(comment ? { comment } : {}) },
        done: (ack) => {
          if (seq !== this.seq) return;
          // CONFLICT: the conversation holds all the ratings it keeps; asking again would not help.
          if (ack.ok || ack.error.code === 'CONFLICT') {
            handledEndings.set(threadId, seq);
            this.phase = 'thanked';
            // By the launcher, the thanks goes away on its own: nothing else would take it off the page.
            if (this.closing) setTimeout(() => (this.phase = 'gone'), 4000);
          } else {
            this.phase = 'ask';
            this.error = ratingText(this.locale, 'failed');
          }
        },
      },
    });
  }

  #dismiss(): void {
    handledEndings.set(this.threadId, this.seq);
    // The close button goes with the card; <kefu-chat> moves focus that falls to <body> to the composer.
    this.phase = 'gone';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-rating': KefuRating;
  }
}
