import { LitElement, css, html, nothing } from 'lit';
import type { HandoffReason } from '@kefu/protocol';
import { tokens } from '../styles.js';
import type { ConsoleStrings } from '../i18n.js';
import type { LedgerStrings } from '../ledger-strings.js';
import type { LedgerDayReport, LedgerReport } from '../ledger-client.js';

const RANGES = [7, 30] as const;

/** A duration as people read it: "12 s", "4 min", "1.5 h". */
function duration(ms: number | null, none: string): string {
  if (ms === null) return none;
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

const share = (part: number, whole: number) => (whole === 0 ? '' : ` · ${Math.round((part / whole) * 100)}%`);

/** The outcomes a rating can be joined to, with their label on this page. */
const OUTCOME_LABELS = {
  assistant: (s: LedgerStrings) => s.byAssistant,
  human: (s: LedgerStrings) => s.byHuman,
  abandoned: (s: LedgerStrings) => s.abandoned,
  open: (s: LedgerStrings) => s.open,
} as const;

/** The ratings of some days by the outcome of the conversation rated: how many and their mean (two decimals). */
function ratingsByOutcome(days: readonly LedgerDayReport[]): Array<[keyof typeof OUTCOME_LABELS, { count: number; average: number }]> {
  return (Object.keys(OUTCOME_LABELS) as Array<keyof typeof OUTCOME_LABELS>).flatMap((outcome) => {
    let [count, sum] = [0, 0];
    for (const day of days) {
      const rating = day.ratings[outcome];
      if (rating) [count, sum] = [count + rating.count, sum + rating.count * rating.average];
    }
    return count === 0
      ? []
      : [[outcome, { count, average: Math.round((sum / count) * 100) / 100 }] as [keyof typeof OUTCOME_LABELS, { count: number; average: number }]];
  });
}

/** Mean of the whole-conversation ratings of some days, whatever the outcome. */
function meanRating(days: readonly LedgerDayReport[]): number | undefined {
  let count = 0;
  let sum = 0;
  for (const day of days)
    for (const rating of Object.values(day.ratings)) if (rating) [count, sum] = [count + rating.count, sum + rating.count * rating.average];
  return count === 0 ? undefined : Math.round((sum / count) * 10) / 10;
}

/**
 * The ledger page: conversations per day and how they ended, handoff reasons, reply times, ratings and the questions
 * the assistant could not answer (each opens its conversation, or searches the history for it). Asks `load` for a range
 * when shown or changed.
 * @fires kc-open - detail: a thread id to read in the history
 * @fires kc-search - detail: a question to search the history for
 */
export class KcLedger extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: block; overflow: auto; padding: 20px 24px; }
      header { display: flex; align-items: center; gap: 12px; margin-bottom: 16px; }
      h2 { font-size: 18px; margin: 0; flex: 1; }
      h3 { font-size: 14px; margin: 0 0 8px; }
      .ranges button[aria-pressed='true'] { background: var(--kc-accent-soft); border-color: var(--kc-accent); color: var(--kc-accent); }
      .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin-bottom: 20px; }
      .tile { background: var(--kc-surface); border: 1px solid var(--kc-border); border-radius: var(--kc-radius); padding: 12px 14px; }
      .tile .value { font-size: 22px; font-weight: 600; }
      .tile .label { color: var(--kc-muted); font-size: 12.5px; }
      section { background: var(--kc-surface); border: 1px solid var(--kc-border); border-radius: var(--kc-radius); padding: 14px; margin-bottom: 16px; }
      table { width: 100%; border-collapse: collapse; font-size: 13px; }
      th, td { text-align: right; padding: 6px 8px; border-bottom: 1px solid var(--kc-border); white-space: nowrap; }
      th:first-child, td:first-child, th:nth-child(2), td:nth-child(2) { text-align: left; }
      th { color: var(--kc-muted); font-weight: 500; }
      .reasons, .outcome-ratings { display: flex; flex-wrap: wrap; gap: 8px; }
      ol { margin: 0; padding-left: 20px; }
      li { padding: 4px 0; }
      li button { margin-left: 8px; padding: 1px 8px; font-size: 12px; }
      .muted { color: var(--kc-muted); font-size: 12.5px; }
      .error { color: var(--kc-red); }
    `,
  ];
  static override properties = {
    strings: { attribute: false },
    ledgerStrings: { attribute: false },
    load: { attribute: false },
    range: { state: true },
    report: { state: true },
    error: { state: true },
  };
  declare strings: ConsoleStrings;
  declare ledgerStrings: LedgerStrings;
  /** Reads the ledger of the last `days` days. */
  declare load: (days: number) => Promise<LedgerReport>;
  declare range: number;
  declare report: LedgerReport | undefined;
  declare error: string | undefined;

  constructor() {
    super();
    this.range = RANGES[0];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#refresh();
  }

  async #refresh(): Promise<void> {
    this.error = undefined;
    this.report = undefined;
    try {
      this.report = await this.load(this.range);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  #choose(range: number): void {
    this.range = range;
    void this.#refresh();
  }

  override render() {
    const s = this.ledgerStrings;
    return html`
      <header>
        <h2>${s.title}</h2>
        <div class="ranges" role="group">
          ${RANGES.map((range) => html`<button aria-pressed=${range === this.range ? 'true' : 'false'} @click=${() => this.#choose(range)}>${s.lastDays(range)}</button>`)}
        </div>
      </header>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : this.report ? this.#body(this.report) : html`<p class="muted">${s.loading}</p>`}
    `;
  }

  #body(report: LedgerReport) {
    const s = this.ledgerStrings;
    const days = report.days;
    if (days.length === 0) return html`<p class="muted">${s.empty}</p><p class="muted">${s.definitions(report.idleMinutes)}</p>`;
    const total = (pick: (day: LedgerDayReport) => number) => days.reduce((sum, day) => sum + pick(day), 0);
    const conversations = total((day) => day.conversations);
    const rating = meanRating(days);
    const byOutcome = ratingsByOutcome(days);
    const reasons = new Map<HandoffReason, number>();
    for (const day of days)
      for (const [reason, count] of Object.entries(day.handoffReasons) as Array<[HandoffReason, number]>)
        reasons.set(reason, (reasons.get(reason) ?? 0) + count);
    const unanswered = days
      .flatMap((day) => day.unanswered)
      .sort((a, b) => b.count - a.count)
      .slice(0, 10);
    return html`
      <div class="tiles">
        ${this.#tile(String(conversations), s.conversations)}
        ${this.#tile(
          `${total((day) => day.outcomes.assistant)}${share(
            total((day) => day.outcomes.assistant),
            conversations,
          )}`,
          s.byAssistant,
        )}
        ${this.#tile(
          `${total((day) => day.outcomes.human)}${share(
            total((day) => day.outcomes.human),
            conversations,
          )}`,
          s.byHuman,
        )}
        ${this.#tile(
          `${total((day) => day.outcomes.abandoned)}${share(
            total((day) => day.outcomes.abandoned),
            conversations,
          )}`,
          s.abandoned,
        )}
        ${this.#tile(rating === undefined ? s.none : `${rating} / 5`, s.rating)}
      </div>
      <section>
        <table>
          <thead>
            <tr><th>${s.date}</th><th>${s.site}</th><th>${s.conversations}</th><th>${s.byAssistant}</th><th>${s.byHuman}</th><th>${s.abandoned}</th><th>${s.open}</th><th>${s.firstReply}</th><th>${s.resolution}</th><th>${s.rating}</th></tr>
          </thead>
          <tbody>
            ${days.map(
              (day) => html`<tr>
                <td>${day.date}</td><td>${day.siteId}</td><td>${day.conversations}</td><td>${day.outcomes.assistant}</td><td>${day.outcomes.human}</td><td>${day.outcomes.abandoned}</td><td>${day.outcomes.open}</td>
                <td>${duration(day.medianFirstReplyMs, s.none)}</td><td>${duration(day.medianResolutionMs, s.none)}</td><td>${meanRating([day]) ?? s.none}</td>
              </tr>`,
            )}
          </tbody>
        </table>
        ${report.truncated ? html`<p class="muted">${s.truncated}</p>` : nothing}
      </section>
      <section class="ratings">
        <h3>${s.ratingsByOutcome}</h3>
        ${
          byOutcome.length === 0
            ? html`<p class="muted">${s.none}</p>`
            : html`<div class="outcome-ratings">${byOutcome.map(
                ([outcome, { count, average }]) =>
                  html`<span class="chip" data-outcome=${outcome}>${OUTCOME_LABELS[outcome](s)} · ${average} / 5 · ${s.ratingCount(count)}</span>`,
              )}</div>`
        }
      </section>
      <section>
        <h3>${s.handoffReasons}</h3>
        <div class="reasons">${[...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => html`<span class="chip ${reason}">${this.strings.reasons[reason]} · ${count}</span>`)}</div>
      </section>
      <section class="unanswered">
        <h3>${s.unanswered}</h3>
        ${
          report.topUnanswered
            ? this.#topUnanswered(report.topUnanswered)
            : unanswered.length === 0
              ? html`<p class="muted">${s.noUnanswered}</p>`
              : html`<ol>
              ${unanswered.map(
                (row) => html`<li>
                  “${row.text}” <span class="muted">${s.times(row.count)} · ${this.strings.reasons[row.reason]}</span>
                  ${row.threadIds[0] ? html`<button @click=${() => this.dispatchEvent(new CustomEvent('kc-open', { detail: row.threadIds[0], bubbles: true, composed: true }))}>${s.openThread}</button>` : nothing}
                </li>`,
              )}
            </ol>`
        }
      </section>
      <p class="muted">${s.definitions(report.idleMinutes)}</p>
    `;
  }

  /** The joined list: each question with how often it was handed off and missed, its conversation, and a search for the rest. */
  #topUnanswered(rows: NonNullable<LedgerReport['topUnanswered']>) {
    const s = this.ledgerStrings;
    if (rows.length === 0) return html`<p class="muted">${s.noUnanswered}</p>`;
    const fire = (name: string, detail: string) => this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    return html`<ol>
      ${rows.map(
        (row) => html`<li data-question=${row.question}>
          “${row.question}”
          <span class="muted">${[row.handedOff ? s.handedOff(row.handedOff) : '', row.knowledgeMisses ? s.misses(row.knowledgeMisses) : ''].filter(Boolean).join(' · ')}</span>
          ${row.reasons.map((reason) => html`<span class="chip ${reason}">${this.strings.reasons[reason]}</span>`)}
          ${row.threadIds[0] ? html`<button data-action="open" @click=${() => fire('kc-open', row.threadIds[0]!)}>${s.openThread}</button>` : nothing}
          <button data-action="find" @click=${() => fire('kc-search', row.question)}>${s.findThreads}</button>
        </li>`,
      )}
    </ol>`;
  }

  #tile(value: string, label: string) {
    return html`<div class="tile"><div class="value">${value}</div><div class="label">${label}</div></div>`;
  }
}

if (!customElements.get('kc-ledger')) customElements.define('kc-ledger', KcLedger);

declare global {
  interface HTMLElementTagNameMap {
    'kc-ledger': KcLedger;
  }
}
