import { LitElement, css, html } from 'lit';
import { mailtoHref } from '../mailto-href.js';
import { tokens } from '../styles.js';
import type { TicketsStrings } from '../tickets-strings.js';
import type { Ticket } from '../tickets-client.js';

/**
 * The tickets page: messages shoppers left through the offline form while nobody could answer, newest first, each
 * with its e-mail address, a link to its conversation's transcript and, while open, "mark done". The address and any
 * personal data in the message come masked; "show" asks the server for them in clear (audited) for this agent.
 *
 * @fires kc-open - The transcript of a ticket's conversation was asked for (detail: threadId).
 */
export class KcTickets extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: block; overflow: auto; padding: 20px 24px; }
      header { display: flex; align-items: center; gap: 12px; margin-bottom: 16px; }
      h2 { font-size: 18px; margin: 0; flex: 1; }
      .filter button[aria-pressed='true'] { background: var(--kc-accent-soft); border-color: var(--kc-accent); color: var(--kc-accent); }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
      li { background: var(--kc-surface); border: 1px solid var(--kc-border); border-radius: var(--kc-radius); padding: 12px 14px; display: grid; gap: 6px; }
      .meta { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; font-size: 12.5px; color: var(--kc-muted); }
      .status { border-radius: 999px; padding: 1px 8px; font-size: 12px; background: var(--kc-accent-soft); color: var(--kc-accent); }
      .status.closed { background: #e7f6ec; color: #1a7f37; }
      .message { white-space: pre-wrap; overflow-wrap: anywhere; }
      .actions { display: flex; gap: 8px; }
      .muted { color: var(--kc-muted); font-size: 12.5px; }
      .error { color: var(--kc-red); }
      button.reveal { padding: 1px 8px; font-size: 12px; }
      .revealed { font-size: 12px; color: var(--kc-muted); }
    `,
  ];
  static override properties = {
    strings: { attribute: false },
    locale: {},
    load: { attribute: false },
    close: { attribute: false },
    reveal: { attribute: false },
    filter: { state: true },
    tickets: { state: true },
    error: { state: true },
  };
  declare strings: TicketsStrings;
  declare locale: string;
  /** Reads the tickets: open ones, or all. */
  declare load: (status: 'open' | 'all') => Promise<Ticket[]>;
  /** Marks one done. */
  declare close: (ticketId: string) => Promise<Ticket>;
  /** The ticket in clear (the server records who asked). */
  declare reveal: (ticketId: string) => Promise<Ticket>;
  declare filter: 'open' | 'all';
  declare tickets: Ticket[] | undefined;
  declare error: string | undefined;

  constructor() {
    super();
    this.filter = 'open';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.#refresh();
  }

  async #refresh(): Promise<void> {
    this.error = undefined;
    try {
      this.tickets = await this.load(this.filter);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  async #markDone(ticketId: string): Promise<void> {
    this.error = undefined;
    try {
      await this.close(ticketId);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
    await this.#refresh();
  }

  async #reveal(ticketId: string): Promise<void> {
    this.error = undefined;
    try {
      const clear = await this.reveal(ticketId);
      this.tickets = this.tickets?.map((ticket) => (ticket.ticketId === ticketId ? clear : ticket));
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  #choose(filter: 'open' | 'all'): void {
    this.filter = filter;
    void this.#refresh();
  }

  override render() {
    const s = this.strings;
    return html`
      <header>
        <h2>${s.title}</h2>
        <div class="filter" role="group">
          ${(['open', 'all'] as const).map(
            (filter) =>
              html`<button aria-pressed=${filter === this.filter ? 'true' : 'false'} @click=${() => this.#choose(filter)}>${filter === 'open' ? s.openOnly : s.all}</button>`,
          )}
        </div>
      </header>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      ${
        this.tickets === undefined
          ? html`<p class="muted">${s.loading}</p>`
          : this.tickets.length === 0
            ? html`<p class="muted">${s.empty}</p>`
            : html`<ul>
              ${this.tickets.map((ticket) => this.#ticket(ticket))}
            </ul>`
      }
    `;
  }

  #ticket(ticket: Ticket) {
    const s = this.strings;
    const when = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ticket.createdAt);
    return html`<li data-ticket=${ticket.ticketId}>
      <div class="meta">
        <span class="status ${ticket.status}">${ticket.status === 'open' ? s.open : s.closed}</span>
        <span>${when}</span>
        ${
          ticket.masked?.length
            ? html`<span>${s.replyTo}: <span class="email">${ticket.email}</span></span>
                <button class="reveal" data-action="reveal" title=${s.revealHint} @click=${() => this.#reveal(ticket.ticketId)}>${s.reveal}</button>`
            : html`<span>${s.replyTo}: <a class="email" href=${mailtoHref(ticket.email)}>${ticket.email}</a></span>`
        }
        <span>${ticket.siteId}</span>
        ${ticket.closedBy ? html`<span>${s.closedBy(ticket.closedBy)}</span>` : ''}
        ${ticket.masked ? '' : html`<span class="revealed" data-revealed>${s.revealed}</span>`}
      </div>
      <div class="message">${ticket.message}</div>
      <div class="actions">
        <button data-action="transcript" @click=${() => this.dispatchEvent(new CustomEvent('kc-open', { detail: ticket.threadId, bubbles: true, composed: true }))}>
          ${s.transcript}
        </button>
        ${ticket.status === 'open' ? html`<button data-action="done" @click=${() => this.#markDone(ticket.ticketId)}>${s.markDone}</button>` : ''}
      </div>
    </li>`;
  }
}

if (!customElements.get('kc-tickets')) customElements.define('kc-tickets', KcTickets);

declare global {
  interface HTMLElementTagNameMap {
    'kc-tickets': KcTickets;
  }
}
