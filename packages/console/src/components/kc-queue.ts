import { LitElement, css, html } from 'lit';
import { tokens } from '../styles.js';
import { formatWaiting, type ConsoleStrings } from '../i18n.js';
import type { QueueEntry } from '@kefu/protocol';
import type { LiveConversation } from '../live-client.js';

/**
 * The queue: waiting threads by waiting time (ticking), then threads in progress.
 * @fires kc-open - detail: the thread id
 */
export class KcQueue extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: flex; flex-direction: column; min-height: 0; background: var(--kc-surface); border-right: 1px solid var(--kc-border); }
      h2 { display: flex; align-items: center; justify-content: space-between; font-size: 12px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: var(--kc-muted); margin: 0; padding: 14px 16px 8px; }
      .count { background: #eef0f2; border-radius: 999px; padding: 0 8px; font-size: 12px; color: var(--kc-text); }
      .list { overflow-y: auto; flex: 1; }
      ul { list-style: none; margin: 0; padding: 0 8px 8px; }
      li button { all: unset; box-sizing: border-box; display: block; width: 100%; padding: 10px 12px; border-radius: 8px; cursor: pointer; border: 1px solid transparent; }
      li button:hover { background: #f6f8fa; }
      li button:focus-visible { outline: 2px solid var(--kc-accent); }
      li button[aria-current='true'] { background: var(--kc-accent-soft); border-color: #c8dafc; }
      .row { display: flex; align-items: center; gap: 8px; }
      .name { font-weight: 600; flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .wait { font-variant-numeric: tabular-nums; color: var(--kc-muted); font-size: 12px; }
      .wait.long { color: var(--kc-red); font-weight: 600; }
      .preview { color: var(--kc-muted); font-size: 13px; margin: 3px 0 6px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .chips { display: flex; gap: 6px; flex-wrap: wrap; }
      .chip.offline .dot { width: 6px; height: 6px; border-radius: 50%; background: var(--kc-faint); }
      .avatar { width: 28px; height: 28px; border-radius: 50%; display: grid; place-items: center; font-size: 12px; font-weight: 600; color: #fff; flex: none; }
      .empty { padding: 36px 24px; text-align: center; color: var(--kc-muted); }
      .empty strong { display: block; color: var(--kc-text); margin-bottom: 4px; }
    `,
  ];
  static override properties = {
    strings: { attribute: false },
    queue: { attribute: false },
    live: { attribute: false },
    selected: {},
    agentId: {},
    now: { type: Number },
  };
  declare strings: ConsoleStrings;
  declare queue: QueueEntry[];
  /** Conversations the assistant is handling, which the agent may open and take over. */
  declare live: readonly LiveConversation[];
  declare selected: string | undefined;
  declare agentId: string | undefined;
  /** The server's "now", advanced every second by the root so waiting times tick. */
  declare now: number;

  override render() {
    const t = this.strings;
    const waiting = this.queue.filter((entry) => entry.mode === 'queued');
    const held = this.queue.filter((entry) => entry.mode === 'human');
    return html`<div class="list">
      <h2 id="waiting">${t.waiting} <span class="count">${waiting.length}</span></h2>
      ${waiting.length === 0 ? html`<div class="empty"><strong>${t.emptyQueue}</strong>${t.emptyQueueHint}</div>` : html`<ul aria-labelledby="waiting">${waiting.map((entry) => this.#item(entry))}</ul>`}
      <h2 id="progress">${t.inProgress} <span class="count">${held.length}</span></h2>
      <ul aria-labelledby="progress">${held.map((entry) => this.#item(entry))}</ul>
      <h2 id="live">${t.withAssistantList} <span class="count">${this.live?.length ?? 0}</span></h2>
      <ul aria-labelledby="live">${(this.live ?? []).map((conversation) => this.#liveItem(conversation))}</ul>
    </div>`;
  }

  #item(entry: QueueEntry) {
    const t = this.strings;
    const waited = this.now - entry.queuedAt;
    const name = entry.customer?.name ?? entry.customer?.customerId ?? `${t.visitor} ${entry.threadId.slice(-4).toUpperCase()}`;
    const mine = entry.mode === 'human' && entry.agentId === this.agentId;
    return html`<li>
      <button aria-current=${String(this.selected === entry.threadId)} data-thread=${entry.threadId} @click=${() => this.#open(entry.threadId)}>
        <div class="row">
          <span class="avatar" style="background:${avatarColor(entry.threadId)}" aria-hidden="true">${name.slice(0, 1).toUpperCase()}</span>
          <span class="name">${name}</span>
          ${entry.mode === 'queued' ? html`<span class="wait ${waited > 3 * 60_000 ? 'long' : ''}" title=${t.waitingFor}>${formatWaiting(waited)}</span>` : ''}
        </div>
        <div class="preview">${entry.preview ?? '—'}</div>
        <div class="chips">
          <span class="chip ${entry.reason}">${t.reasons[entry.reason]}</span>
          ${entry.position ? html`<span class="chip">${t.position(entry.position)}</span>` : ''}
          ${entry.leftMessage ? html`<span class="chip low_confidence">${t.leftMessage}</span>` : ''}
          ${entry.shopperOffline ? html`<span class="chip offline" title=${t.shopperOfflineHint}><span class="dot" aria-hidden="true"></span>${t.shopperOffline}</span>` : ''}
          ${entry.mode === 'human' ? html`<span class="chip human">${mine ? t.mine : t.takenBy(entry.agentName ?? '')}</span>` : ''}
        </div>
      </button>
    </li>`;
  }

  #liveItem(conversation: LiveConversation) {
    const t = this.strings;
    const name = `${t.visitor} ${conversation.threadId.slice(-4).toUpperCase()}`;
    return html`<li>
      <button aria-current=${String(this.selected === conversation.threadId)} data-live=${conversation.threadId} @click=${() => this.#open(conversation.threadId)}>
        <div class="row">
          <span class="avatar" style="background:${avatarColor(conversation.threadId)}" aria-hidden="true">${name.slice(0, 1).toUpperCase()}</span>
          <span class="name">${name}</span>
          <span class="wait" title=${t.lastActive}>${formatWaiting(this.now - conversation.lastActivityAt)}</span>
        </div>
        <div class="preview">${conversation.preview ?? '—'}</div>
      </button>
    </li>`;
  }

  #open(threadId: string) {
    this.dispatchEvent(new CustomEvent('kc-open', { detail: threadId, bubbles: true, composed: true }));
  }
}

const PALETTE = ['#1f6feb', '#8250df', '#bf3989', '#1a7f37', '#9a6700', '#0969da', '#cf222e', '#6e7781'];
function avatarColor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

if (!customElements.get('kc-queue')) customElements.define('kc-queue', KcQueue);

declare global {
  interface HTMLElementTagNameMap {
    'kc-queue': KcQueue;
  }
}
