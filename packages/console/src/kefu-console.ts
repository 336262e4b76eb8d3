import { LitElement, css, html } from 'lit';
import type { InterruptReply } from '@kefu/protocol';
import type { HistoryFilters } from './history-client.js';
import { tokens } from './styles.js';
import { CONSOLE_STRINGS, type ConsoleLocale } from './i18n.js';
import { ConsoleController } from './console-controller.js';
import './components/kc-sign-in.js';
import './components/kc-queue.js';
import './components/kc-conversation.js';
import './components/kc-card.js';
import './components/kc-ledger.js';
import './components/kc-history.js';
import { LEDGER_STRINGS } from './ledger-strings.js';
import './components/kc-tickets.js';
import { TICKETS_STRINGS } from './tickets-strings.js';
import { closeTicket, fetchTickets, revealTicket } from './tickets-client.js';
import { HISTORY_STRINGS } from './history-strings.js';

const LOCALE_KEY = 'kefu-console-locale';

/**
 * The agent console: sign in with a token, then the inbox — the queue on the left, the conversation
 * in the middle, the escalation card on the right.
 */
export class KefuConsole extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: flex; flex-direction: column; height: 100vh; background: var(--kc-bg); }
      .top { display: flex; align-items: center; gap: 14px; height: 52px; padding: 0 16px; background: #15191e; color: #e6e8eb; flex: none; }
      .brand { display: flex; align-items: center; gap: 10px; font-weight: 600; }
      .mark { width: 28px; height: 28px; border-radius: 7px; background: var(--kc-accent); color: #fff; display: grid; place-items: center; font-weight: 700; }
      .spacer { flex: 1; }
      .presence { display: flex; align-items: center; gap: 6px; font-size: 13px; color: #b7bdc4; }
      .dot { width: 8px; height: 8px; border-radius: 50%; background: #3fb950; }
      .dot.off { background: #d29922; }
      .me { display: flex; align-items: center; gap: 8px; font-size: 13px; }
      .me .avatar { width: 28px; height: 28px; border-radius: 50%; background: #2f81f7; color: #fff; display: grid; place-items: center; font-weight: 600; }
      .top button { background: transparent; color: #e6e8eb; border-color: #3a4048; padding: 4px 10px; font-size: 13px; }
      .top button:hover { background: #22272e; }
      .views { display: flex; gap: 4px; }
      .top .views button[aria-pressed='true'] { background: #2d333b; border-color: #57606a; }
      kc-ledger, kc-history, kc-tickets { flex: 1; min-height: 0; }
      .inbox { flex: 1; min-height: 0; display: grid; grid-template-columns: 320px minmax(0, 1fr) 340px; }
      .signin-lang { position: fixed; top: 12px; right: 16px; }
    `,
  ];
  static override properties = { locale: { state: true }, now: { state: true }, actionError: { state: true }, view: { state: true } };
  declare locale: ConsoleLocale;
  /** The inbox, the ledger page, past conversations, or the offline form's tickets. */
  declare view: 'desk' | 'ledger' | 'history' | 'tickets';
  /** Where the history view starts: search words, or a conversation to open (links from the ledger). */
  historyStart: { q?: string; threadId?: string } = {};
  declare now: number;
  declare actionError: string | undefined;
  readonly #console = new ConsoleController(this);
  #ticker: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    const saved = localStorage.getItem(LOCALE_KEY);
    this.locale = saved === 'en' || saved === 'zh-CN' ? saved : navigator.language.startsWith('zh') ? 'zh-CN' : 'en';
    this.now = Date.now();
    this.view = 'desk';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#ticker = setInterval(() => (this.now = this.#console.now()), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#ticker);
  }

  override render() {
    const t = CONSOLE_STRINGS[this.locale];
    const c = this.#console;
    document.documentElement.lang = this.locale;
    if (c.status === 'signed-out' || (c.status === 'connecting' && !c.agent)) {
      const error = c.signInError === undefined ? undefined : { 'bad-token': t.badToken, unreachable: t.unreachable }[c.signInError];
      return html`<kc-sign-in .strings=${t} .error=${error} ?busy=${c.status === 'connecting' && !c.signInError} @kc-sign-in=${(event: CustomEvent<string>) => c.signIn(event.detail)}></kc-sign-in>
        <div class="signin-lang">${this.#languageButton()}</div>`;
    }
    return html`
      <div class="top">
        <div class="brand"><span class="mark" aria-hidden="true">客</span>Kefu · ${t.title}</div>
        <div class="spacer"></div>
        <nav class="views">
          ${(['desk', 'history', 'ledger', 'tickets'] as const).map(
            (view) =>
              html`<button data-view=${view} aria-pressed=${this.view === view ? 'true' : 'false'} @click=${() => this.#show(view)}>${
                view === 'desk'
                  ? LEDGER_STRINGS[this.locale].desk
                  : view === 'ledger'
                    ? LEDGER_STRINGS[this.locale].tab
                    : view === 'tickets'
                      ? TICKETS_STRINGS[this.locale].tab
                      : HISTORY_STRINGS[this.locale].tab
              }</button>`,
          )}
        </nav>
        <div class="presence" role="status"><span class="dot ${c.status === 'ready' ? '' : 'off'}"></span>${c.status === 'ready' ? t.online(c.agentsOnline) : t.reconnecting}</div>
        ${this.#languageButton()}
        <div class="me"><span class="avatar" aria-hidden="true">${c.agent?.name.slice(0, 1) ?? '?'}</span>${c.agent?.name ?? ''}</div>
        <button @click=${() => c.signOut()}>${t.signOut}</button>
      </div>
      ${
        this.view === 'ledger'
          ? html`<kc-ledger
            .strings=${t}
            .ledgerStrings=${LEDGER_STRINGS[this.locale]}
            .load=${(days: number) => c.ledger(days)}
            @kc-open=${(event: CustomEvent<string>) => this.#show('history', { threadId: event.detail })}
            @kc-search=${(event: CustomEvent<string>) => this.#show('history', { q: event.detail })}
          ></kc-ledger>`
          : this.view === 'history'
            ? html`<kc-history
              .strings=${t}
              .historyStrings=${HISTORY_STRINGS[this.locale]}
              .locale=${this.locale}
              .query=${this.historyStart.q}
              .selected=${this.historyStart.threadId}
              .load=${(filters: HistoryFilters, cursor?: string) => c.history(filters, cursor)}
              .openTranscript=${(threadId: string) => c.transcript(threadId)}
            ></kc-history>`
            : this.view === 'tickets'
              ? html`<kc-tickets
              .strings=${TICKETS_STRINGS[this.locale]}
              .locale=${this.locale}
              .load=${(status: 'open' | 'all') => fetchTickets(location.origin, status)}
              .close=${(ticketId: string) => closeTicket(location.origin, ticketId)}
              .reveal=${(ticketId: string) => revealTicket(location.origin, ticketId)}
              @kc-open=${(event: CustomEvent<string>) => {
                this.view = 'desk';
                void this.#run(() => c.open(event.detail));
              }}
            ></kc-tickets>`
              : this.#inbox()
      }`;
  }

  #inbox() {
    const t = CONSOLE_STRINGS[this.locale];
    const c = this.#console;
    const card = c.card;
    const entry = c.openThreadId ? c.queue.find((candidate) => candidate.threadId === c.openThreadId) : undefined;
    const holding = entry?.mode === 'human' && entry.agentId === c.agent?.agentId;
    const takenBy = entry?.mode === 'human' && !holding ? entry.agentName : undefined;
    const now = c.now();
    return html`
      <div class="inbox">
        <kc-queue .strings=${t} .queue=${c.queue} .live=${c.live} .selected=${c.openThreadId} .agentId=${c.agent?.agentId} .now=${now} @kc-open=${(event: CustomEvent<string>) => this.#run(() => c.open(event.detail))}></kc-queue>
        <kc-conversation
          .strings=${t}
          .locale=${this.locale}
          .card=${card}
          .events=${c.events}
          .masked=${c.masked}
          .revealed=${c.revealed}
          ?holding=${holding}
          ?shopperTyping=${c.shopperTyping}
          .takenBy=${takenBy}
          .error=${this.actionError}
          .cannedReplies=${c.cannedReplies}
          .agentName=${c.agent?.name}
          .shopName=${c.shopName}
          .suggest=${c.suggestedReply ? () => c.suggest() : undefined}
          @kc-claim=${() => this.#run(() => c.claim())}
          @kc-release=${() => this.#run(() => c.release())}
          @kc-reply=${(event: CustomEvent<string>) => this.#run(() => c.reply(event.detail))}
          @kc-typing=${() => c.typing()}
          @kc-reveal=${(event: CustomEvent<number>) => this.#run(() => c.reveal(event.detail))}
        ></kc-conversation>
        <kc-card .strings=${t} .card=${card} ?holding=${holding} .now=${now} @kc-answer=${(event: CustomEvent<InterruptReply>) => this.#run(() => c.answer(event.detail))}></kc-card>
      </div>`;
  }

  #show(view: 'desk' | 'ledger' | 'history' | 'tickets', start: { q?: string; threadId?: string } = {}) {
    // Links come from the ledger, so the history view is created afresh with them.
    this.historyStart = start;
    this.view = view;
  }

  #languageButton() {
    const next: ConsoleLocale = this.locale === 'zh-CN' ? 'en' : 'zh-CN';
    return html`<button lang=${next} @click=${() => this.#setLocale(next)}>${next === 'en' ? 'English' : '中文'}</button>`;
  }

  #setLocale(locale: ConsoleLocale) {
    this.locale = locale;
    localStorage.setItem(LOCALE_KEY, locale);
  }

  async #run(action: () => Promise<unknown>) {
    this.actionError = undefined;
    await action();
    this.actionError = this.#console.lastError?.message;
  }
}

if (!customElements.get('kefu-console')) customElements.define('kefu-console', KefuConsole);

declare global {
  interface HTMLElementTagNameMap {
    'kefu-console': KefuConsole;
  }
}
