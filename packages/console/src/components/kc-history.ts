import { LitElement, css, html, nothing } from 'lit';
import { HANDOFF_REASONS, type EscalationCard, type HandoffReason, type ThreadEvent } from '@kefu/protocol';
import { tokens } from '../styles.js';
import type { ConsoleLocale, ConsoleStrings } from '../i18n.js';
import type { HistoryStrings } from '../history-strings.js';
import type { HistoryFilters, HistoryPage, HistoryRow } from '../history-client.js';
import type { LedgerOutcome } from '../ledger-client.js';
import './kc-conversation.js';

const RANGES = [7, 30, 90] as const;
const OUTCOMES: readonly LedgerOutcome[] = ['assistant', 'human', 'abandoned', 'open'];

/** A transcript as `thread:open` returns it. */
export interface Transcript {
  card: EscalationCard;
  events: ThreadEvent[];
  masked: ReadonlySet<number>;
}

/**
 * Past conversations of the agent's sites: filters (days, outcome, handoff reason), a search over what shoppers and
 * agents wrote (personal data masked), pages of results, and the read-only transcript of the one picked.
 */
export class KcHistory extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: grid; grid-template-columns: 400px minmax(0, 1fr); min-height: 0; }
      .side { display: flex; flex-direction: column; min-height: 0; background: var(--kc-surface); border-right: 1px solid var(--kc-border); }
      form { display: flex; flex-direction: column; gap: 8px; padding: 14px 14px 10px; border-bottom: 1px solid var(--kc-border); }
      .row { display: flex; gap: 8px; }
      input[type='search'] { flex: 1; font: inherit; padding: 7px 10px; border: 1px solid var(--kc-border); border-radius: 6px; min-width: 0; }
      select { font: inherit; font-size: 13px; padding: 5px 6px; border: 1px solid var(--kc-border); border-radius: 6px; background: var(--kc-surface); min-width: 0; flex: 1; }
      .list { overflow-y: auto; flex: 1; }
      ul { list-style: none; margin: 0; padding: 6px 8px; }
      li button { all: unset; box-sizing: border-box; display: block; width: 100%; padding: 10px 12px; border-radius: 8px; cursor: pointer; border: 1px solid transparent; }
      li button:hover { background: #f6f8fa; }
      li button:focus-visible { outline: 2px solid var(--kc-accent); }
      li button[aria-current='true'] { background: var(--kc-accent-soft); border-color: #c8dafc; }
      .when { display: flex; justify-content: space-between; font-size: 12px; color: var(--kc-muted); }
      .text { margin: 3px 0 6px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .match { font-size: 12.5px; color: var(--kc-text); background: var(--kc-amber-soft); border-radius: 4px; padding: 2px 6px; margin: 3px 0 6px; }
      .match b { font-weight: 600; color: var(--kc-amber); margin-right: 4px; }
      .chips { display: flex; gap: 6px; flex-wrap: wrap; }
      .chip.assistant { background: var(--kc-green-soft); color: var(--kc-green); }
      .chip.abandoned { background: var(--kc-red-soft); color: var(--kc-red); }
      .muted { color: var(--kc-muted); padding: 24px; text-align: center; }
      .more { margin: 4px 16px 16px; }
      .error { color: var(--kc-red); padding: 12px 16px; }
      .pane { display: flex; flex-direction: column; min-height: 0; }
      .banner { font-size: 12px; color: var(--kc-muted); background: #eef0f2; padding: 6px 20px; }
      kc-conversation { flex: 1; min-height: 0; }
      .placeholder { flex: 1; display: grid; place-items: center; color: var(--kc-muted); }
    `,
  ];
  static override properties = {
    strings: { attribute: false },
    historyStrings: { attribute: false },
    locale: {},
    load: { attribute: false },
    openTranscript: { attribute: false },
    query: {},
    selected: {},
    filters: { state: true },
    rows: { state: true },
    nextCursor: { state: true },
    busy: { state: true },
    error: { state: true },
    transcript: { state: true },
  };
  declare strings: ConsoleStrings;
  declare historyStrings: HistoryStrings;
  declare locale: ConsoleLocale;
  /** Reads a page of history. */
  declare load: (filters: HistoryFilters, cursor?: string) => Promise<HistoryPage>;
  /** Reads a conversation's transcript (masked). */
  declare openTranscript: (threadId: string) => Promise<Transcript | undefined>;
  /** Search words to start with (the ledger's unanswered question). */
  declare query: string | undefined;
  /** A conversation to open at once (a link from the ledger). */
  declare selected: string | undefined;
  declare filters: HistoryFilters;
  declare rows: HistoryRow[];
  declare nextCursor: string | null;
  declare busy: boolean;
  declare error: string | undefined;
  declare transcript: Transcript | undefined;

  constructor() {
    super();
    this.filters = { days: 30 };
    this.rows = [];
    this.nextCursor = null;
    this.busy = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.query) this.filters = { ...this.filters, q: this.query };
    void this.#search();
    if (this.selected) void this.#open(this.selected);
  }

  override render() {
    const s = this.historyStrings;
    const t = this.strings;
    return html`
      <div class="side">
        <form role="search" @submit=${this.#submit}>
          <div class="row">
            <input type="search" name="q" aria-label=${s.search} placeholder=${s.search} .value=${this.filters.q ?? ''} />
            <button class="primary" type="submit">${s.searchButton}</button>
          </div>
          <div class="row">
            <select name="days" aria-label=${s.lastDays(30)} @change=${this.#submit}>
              ${RANGES.map((days) => html`<option value=${days} ?selected=${days === this.filters.days}>${s.lastDays(days)}</option>`)}
            </select>
            <select name="outcome" aria-label=${s.anyOutcome} @change=${this.#submit}>
              <option value="">${s.anyOutcome}</option>
              ${OUTCOMES.map((outcome) => html`<option value=${outcome} ?selected=${outcome === this.filters.outcome}>${s.outcomes[outcome]}</option>`)}
            </select>
            <select name="reason" aria-label=${s.anyReason} @change=${this.#submit}>
              <option value="">${s.anyReason}</option>
              ${HANDOFF_REASONS.map((reason) => html`<option value=${reason} ?selected=${reason === this.filters.reason}>${t.reasons[reason]}</option>`)}
            </select>
          </div>
        </form>
        <div class="list" aria-busy=${this.busy ? 'true' : 'false'}>
          ${this.error ? html`<div class="error" role="alert">${this.error}</div>` : nothing}
          ${this.rows.length === 0 && !this.error ? html`<div class="muted">${this.busy ? s.loading : s.none}</div>` : nothing}
          <ul>${this.rows.map((row) => this.#row(row))}</ul>
          ${this.nextCursor ? html`<button class="more" ?disabled=${this.busy} @click=${() => this.#search(this.nextCursor ?? undefined)}>${s.more}</button>` : nothing}
        </div>
      </div>
      <div class="pane">
        ${
          this.transcript
            ? html`<div class="banner">${s.readOnly}</div>
              <kc-conversation readonly .strings=${t} .locale=${this.locale} .card=${this.transcript.card} .events=${this.transcript.events} .masked=${this.transcript.masked} .revealed=${new Set()} .cannedReplies=${[]}></kc-conversation>`
            : html`<div class="placeholder">${s.pick}</div>`
        }
      </div>
    `;
  }

  #row(row: HistoryRow) {
    const s = this.historyStrings;
    const t = this.strings;
    const when = new Date(row.lastActivityAt).toLocaleString(this.locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
    return html`<li>
      <button aria-current=${String(this.selected === row.threadId)} data-history=${row.threadId} @click=${() => this.#open(row.threadId)}>
        <div class="when"><span>${row.customerId ?? `${t.visitor} ${row.threadId.slice(-4).toUpperCase()}`}</span><span>${when}</span></div>
        ${row.match ? html`<div class="match"><b>${s.found(row.match.role)}</b>${row.match.snippet}</div>` : html`<div class="text">${row.preview || '—'}</div>`}
        <div class="chips">
          <span class="chip ${row.outcome}">${s.outcomes[row.outcome]}</span>
          ${row.handoffReasons.map((reason: HandoffReason) => html`<span class="chip ${reason}">${t.reasons[reason]}</span>`)}
          ${row.handedBack ? html`<span class="chip">${s.handedBack}</span>` : nothing}
          ${row.rating !== undefined ? html`<span class="chip">${s.rating(row.rating)}</span>` : nothing}
          <span class="chip">${s.messages(row.messages)}</span>
        </div>
      </button>
    </li>`;
  }

  #submit(event: Event) {
    event.preventDefault();
    const form = this.renderRoot.querySelector('form')!;
    const data = new FormData(form);
    const outcome = String(data.get('outcome') ?? '') as LedgerOutcome | '';
    const reason = String(data.get('reason') ?? '') as HandoffReason | '';
    const q = String(data.get('q') ?? '').trim();
    this.filters = { days: Number(data.get('days')) || 30, ...(outcome ? { outcome } : {}), ...(reason ? { reason } : {}), ...(q ? { q } : {}) };
    void this.#search();
  }

  async #search(cursor?: string): Promise<void> {
    this.busy = true;
    this.error = undefined;
    if (!cursor) this.rows = [];
    try {
      const page = await this.load(this.filters, cursor);
      this.rows = cursor ? [...this.rows, ...page.conversations] : page.conversations;
      this.nextCursor = page.nextCursor;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  async #open(threadId: string): Promise<void> {
    this.selected = threadId;
    this.transcript = await this.openTranscript(threadId);
  }
}

if (!customElements.get('kc-history')) customElements.define('kc-history', KcHistory);

declare global {
  interface HTMLElementTagNameMap {
    'kc-history': KcHistory;
  }
}
