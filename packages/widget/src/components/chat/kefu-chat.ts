import { html, type PropertyValues } from 'lit';
import type { Locale, MessageContext, ThreadEvent } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { EXPORTED_PARTS } from '../../base/exported-parts.js';
import { baseStyles } from '../../styles/base.js';
import { themeStyles } from '../../styles/theme.js';
import { resolveLocale, translate } from '../../i18n/index.js';
import { SocketController } from '../../controllers/socket-controller.js';
import type { StorageKind } from '../../controllers/thread-storage.js';
import type { KefuComposer } from '../composer/kefu-composer.js';
import type { KefuLauncher } from '../launcher/kefu-launcher.js';
import type { KefuMessageList } from '../message-list/kefu-message-list.js';
import { validContext } from '../../wire/valid-context.js';
import { ensureElements } from '../../base/lazy-elements.js';
import type { ChatState } from '../../controllers/chat-state.js';
import { chatStyles } from './chat-styles.js';
import type { KefuAskEvent } from '../../events/kefu-ask.js';

const loadMenu = () => import('../../extras/transcript/transcript-elements.js');

const loadHandoffBanner = () => import('../banners/handoff-banner-elements.js');
const loadOfflineForm = () => import('../../extras/offline/offline-elements.js');
const loadRating = () => import('../../extras/rating/rating-elements.js');
/** While the panel is open, whether people answer is asked again this often (office hours end, agents leave). */
const AVAILABILITY_REFRESH_MS = 60_000;
/** A last message this short is the request for a person itself ("转人工"), not the question to leave. */
const HANDOFF_REQUEST_MAX_LENGTH = 30;

/**
 * The chat: a launcher and a panel talking to a Kefu server. Only this element's socket controller
 * touches the network; the children render properties and emit events.
 *
 * @fires kefu-open - The panel opened.
 * @fires kefu-close - The panel closed.
 * @fires kefu-message - A stored message arrived.
 * @fires kefu-interrupt - A workflow opened a prompt.
 * @fires kefu-handoff - The conversation moved to or from a human.
 * @fires kefu-unread - The unread count changed.
 * @fires kefu-identity-expired - The identity token expired; what the shopper sends waits for `identify()` with a fresh one.
 * @csspart launcher - The launcher element.
 * @csspart panel - The chat panel.
 * @csspart header - The title bar. Also `banner`, `strip`, `log`, `bubble`, `card`, `prompt`, `indicator`,
 *   `composer`, `input`, `send` and `badge` from the children (see EXPORTED_PARTS).
 */
export class KefuChat extends KefuElement {
  static override styles = [themeStyles, baseStyles, chatStyles];
  static override properties = {
    server: {},
    siteKey: { attribute: 'site-key' },
    locale: {},
    position: { reflect: true },
    theme: { reflect: true },
    open: { type: Boolean, reflect: true },
    connect: {},
    storage: {},
    context: { attribute: false },
    unread: { state: true },
    menu: { state: true },
  };

  /** The Kefu server's origin. */
  server = '';
  /** The site key the server knows this shop by. */
  siteKey = '';
  /** `zh-CN` or `en`; the browser's language when unset. */
  locale?: string;
  /** `right`, `left`, or `inline`: always open, no launcher or close button, filling its container. @default 'right' */
  position: 'right' | 'left' | 'inline' = 'right';
  /** `light`, `dark`, or `auto` (follows the system). @default 'light' */
  theme: 'light' | 'dark' | 'auto' = 'light';
  /** Whether the panel is open. */
  open = false;
  /** `lazy` connects on first open, `eager` on load (nothing is stored until the first open). @default 'lazy' */
  connect: 'lazy' | 'eager' = 'lazy';
  /** Where the thread survives reloads: `local`, `session` or `none`. @default 'local' */
  storage: StorageKind = 'local';
  /** What the shopper is looking at, attached to the next messages (e.g. `{ productId }`). */
  context?: MessageContext;

  private unread = 0;
  /** The transcript menu is open. */
  private menu = false;
  get #composer(): KefuComposer | undefined {
    return this.renderRoot?.querySelector<KefuComposer>('kefu-composer') ?? undefined;
  }
  get #launcher(): KefuLauncher | undefined {
    return this.renderRoot?.querySelector<KefuLauncher>('kefu-launcher') ?? undefined;
  }
  get #list(): KefuMessageList | undefined {
    return this.renderRoot?.querySelector<KefuMessageList>('kefu-message-list') ?? undefined;
  }
  private controller?: SocketController;
  #focused = false;
  /** Tab was pressed and focus has not landed yet: focus leaving now is the shopper's, not lost. */
  #tabbing = false;
  #identity?: string;
  #lastInterruptId?: string;
  #expiryTimer?: ReturnType<typeof setTimeout>;
  #availabilityTimer?: ReturnType<typeof setInterval>;
  /** The last answer when the shopper closed the panel: the rating chunk asks about it once per thread. */
  #closedAt = 0;

  /** The resolved locale. */
  get activeLocale(): Locale {
    return resolveLocale(this.locale);
  }

  /** Opens the panel (and connects, the first time). */
  show(): void {
    this.open = true;
  }

  /** Closes the panel. */
  hide(): void {
    this.open = false;
  }

  /** Opens or closes the panel. */
  toggle(): void {
    this.open = !this.open;
  }

  /** Sends a message as the shopper, opening the panel. */
  send(text: string): void {
    this.open = true;
    this.#ensureController()?.send(text, validContext(this.context).context);
  }

  /** Sets the identity token signed by the shop's backend (or clears it). */
  identify(token: string | undefined): void {
    this.#identity = token;
    this.controller?.identify(token);
  }

  /**
   * Sets the context attached to the next messages. Fields the server would refuse are left out (with a
   * console error naming them), so a bad field never stops the shopper's messages.
   */
  setContext(context: MessageContext | undefined): void {
    const checked = validContext(context);
    if (checked.dropped.length > 0)
      console.error(`[kefu] setContext: left out ${checked.dropped.join(', ')}; see MessageContext in @kefu/protocol for what each field accepts`);
    this.context = checked.context;
  }

  /** Disconnects and forgets the conversation on this device. */
  shutdown(): void {
    this.controller?.shutdown();
    this.open = false;
    this.unread = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('focusin', this.#handleFocusIn);
    this.addEventListener('focusout', this.#handleFocusOut);
    this.addEventListener('keydown', this.#handleKeydown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('focusin', this.#handleFocusIn);
    this.removeEventListener('focusout', this.#handleFocusOut);
    this.removeEventListener('keydown', this.#handleKeydown);
    clearTimeout(this.#expiryTimer);
    clearInterval(this.#availabilityTimer);
    globalThis.visualViewport?.removeEventListener('resize', this.#fitViewport);
    globalThis.visualViewport?.removeEventListener('scroll', this.#fitViewport);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    // Inline, the chat is part of the page: nothing closes it.
    if (this.position === 'inline') this.open = true;
    const controller = this.#ensureController();
    if (this.open) controller?.connect({ persist: true });
    else if (this.connect === 'eager') controller?.connect();
    if (changed.has('open') && this.open) this.#setUnread(0);
    // Closed (it was open): remember the last answer, from the assistant or an agent (the roles starting with "a").
    if (changed.get('open'))
      this.#closedAt = this.controller?.state.timeline.findLast((item) => item.type === 'message' && /^a/.test(item.message.role))?.seq ?? 0;
    if (this.menu) void ensureElements(loadMenu);
    if (this.controller?.state.handoff) void ensureElements(loadHandoffBanner);
  }

  override updated(changed: PropertyValues<this>): void {
    // (An inline chat asked to close was reopened by willUpdate: no change, no event.)
    if (changed.has('open') && changed.get('open') !== undefined && changed.get('open') !== this.open) {
      this.emit(this.open ? 'kefu-open' : 'kefu-close');
      clearInterval(this.#availabilityTimer);
      if (this.open) {
        this.controller?.refreshAvailability();
        this.#availabilityTimer = setInterval(() => this.controller?.refreshAvailability(), AVAILABILITY_REFRESH_MS);
        this.#watchViewport();
        void this.#focusInside();
      } else if (this.#focused || this.matches(':focus-within')) {
        this.#launcher?.focus();
      }
    }
    const state = this.controller?.state;
    const interruptId = state?.interrupt?.interruptId;
    if (interruptId !== this.#lastInterruptId) {
      this.#lastInterruptId = interruptId;
      if (this.open && this.#focused) void this.#focusInside();
      clearTimeout(this.#expiryTimer);
      // The composer unlocks when the prompt expires, even before the server says it closed.
      const remaining = state?.interrupt ? state.interrupt.expiresAt - (Date.now() + state.clockOffsetMs) : -1;
      // The prompt card and the strip switch to their expired state together with the composer.
      const expire = () => {
        this.requestUpdate();
        this.#list?.interruptCard?.requestUpdate?.();
      };
      if (remaining > 0) this.#expiryTimer = setTimeout(expire, Math.min(remaining + 50, 2 ** 31 - 1));
    }
    if (this.#focused) void this.#keepFocus();
  }

  override render() {
    const locale = this.activeLocale;
    const state = this.controller?.state;
    const interrupt = state?.interrupt;
    const expired = interrupt ? interrupt.expiresAt - (Date.now() + (state?.clockOffsetMs ?? 0)) <= 0 : true;
    const inline = this.position === 'inline';
    // The composer stays open during prompts: the shopper may ask something else or for a person, and the server
    // decides whether the text answers the prompt.
    return html`
      <section
        class="panel"
        part="panel"
        role="dialog"
        aria-label=${translate(locale, 'title')}
        ?hidden=${!this.open}
        @kefu-request-close=${() => (this.open = false)}
        @kefu-send=${this.#handleSend}
        @kefu-upload-auth=${(event: CustomEvent<{ auth?: object }>) => (event.detail.auth = this.controller?.uploadAuth())}
        @input=${() => this.controller?.typing()}
        @kefu-reply=${this.#handleReply}
        @kefu-edit-unsent=${this.#handleEditUnsent}
        @kefu-remove-unsent=${this.#handleRemoveUnsent}
        @kefu-leave-queue=${() => this.controller?.leaveQueue()}
        @kefu-leave-message=${(event: CustomEvent<{ email: string; message: string }>) => this.controller?.leaveMessage(event.detail.email, event.detail.message)}
        @kefu-ask=${this.#ask}
        @kefu-toggle-menu=${() => (this.menu = !this.menu)}
      >
        ${
          this.open && state
            ? html`
              <kefu-header
                exportparts=${EXPORTED_PARTS}
                .locale=${locale}
                .connection=${state.connection}
                .handoff=${state.handoff}
                .availability=${state.availability}
                .closable=${!inline}
                .menu=${this.menu}
              ></kefu-header>
              ${this.menu ? html`<kefu-transcript-menu .locale=${locale}></kefu-transcript-menu>` : ''}
              <kefu-connection-banner exportparts=${EXPORTED_PARTS} .locale=${locale} .connection=${state.connection}></kefu-connection-banner>
              <kefu-handoff-banner exportparts=${EXPORTED_PARTS} .locale=${locale} .handoff=${state.handoff}></kefu-handoff-banner>
              ${this.#offlineForm(state, locale)}
              <kefu-workflow-strip
                exportparts=${EXPORTED_PARTS}
                .locale=${locale}
                .interrupt=${interrupt}
                ?expired=${expired}
              ></kefu-workflow-strip>
              <kefu-message-list exportparts=${EXPORTED_PARTS} .locale=${locale} .state=${state}></kefu-message-list>
              <kefu-composer exportparts=${EXPORTED_PARTS} .locale=${locale}></kefu-composer>
              <div class="footer">${translate(locale, 'poweredBy')}</div>
            `
            : ''
        }
      </section>
      ${this.#closedAt && !this.open ? this.#rateOnClose(locale) : ''}
      ${
        inline
          ? ''
          : html`<kefu-launcher
            part="launcher"
            exportparts=${EXPORTED_PARTS}
            .locale=${locale}
            .open=${this.open}
            .unread=${this.unread}
            @click=${this.toggle}
          ></kefu-launcher>`
      }
    `;
  }

  #ask = (event: KefuAskEvent) => this.controller?.ask(event.detail.event, event.detail.payload).then(event.detail.done);

  /** Closed after an answer: the rating card by the launcher (its chunk decides whether this thread was asked already). */
  #rateOnClose(locale: Locale) {
    void ensureElements(loadRating);
    return html`<kefu-rating exportparts=${EXPORTED_PARTS} closing=${this.position} .locale=${locale} .threadId=${this.controller?.state.threadId} .seq=${this.#closedAt} @kefu-ask=${this.#ask}></kefu-rating>`;
  }

  /** Nobody can answer the handoff: the offline form (its own chunk), instead of a wait that would not end. */
  #offlineForm(state: ChatState, locale: Locale) {
    if (state.handoff?.state !== 'no_agents' || state.ticket?.state === 'sent') return '';
    void ensureElements(loadOfflineForm);
    return html`<kefu-offline-form exportparts=${EXPORTED_PARTS} .locale=${locale} .prefill=${lastQuestion(state)} .ticket=${state.ticket}></kefu-offline-form>`;
  }

  #ensureController(): SocketController | undefined {
    if (this.controller || !this.server || !this.siteKey) return this.controller;
    this.controller = new SocketController(this, {
      server: this.server,
      siteKey: this.siteKey,
      storage: this.storage,
      locale: () => this.activeLocale,
      onEvent: (event, source) => this.#handleThreadEvent(event, source),
      onIdentityExpired: () => this.emit('kefu-identity-expired'),
    });
    if (this.#identity) this.controller.identify(this.#identity);
    return this.controller;
  }

  #handleThreadEvent(event: ThreadEvent, source: 'live' | 'replay' | 'cache'): void {
    if (source === 'cache') return;
    if (event.event === 'message:done') {
      this.emit('kefu-message', { detail: { message: event.data.message } });
      if (!this.open && event.data.message.role !== 'user') this.#setUnread(this.unread + 1);
    } else if (event.event === 'interrupt:open') {
      this.emit('kefu-interrupt', { detail: { interrupt: event.data.interrupt } });
      if (!this.open) this.#setUnread(this.unread + 1);
    } else if (event.event === 'handoff') {
      this.emit('kefu-handoff', { detail: { handoff: event.data } });
      // Who can answer may have changed with it (an agent joined, or left).
      if (source === 'live') this.controller?.refreshAvailability();
    }
  }

  #setUnread(count: number): void {
    if (count === this.unread) return;
    this.unread = count;
    this.emit('kefu-unread', { detail: { count } });
  }

  #handleSend(event: CustomEvent<{ text: string; attachments?: import('@kefu/protocol').FilePart[] }>): void {
    event.stopPropagation();
    // The property can also be set directly, past setContext's check.
    this.controller?.send(event.detail.text, validContext(this.context).context, event.detail.attachments);
    this.#list?.scrollToEnd();
  }

  #handleReply(event: CustomEvent<{ reply: import('@kefu/protocol').InterruptReply }>): void {
    event.stopPropagation();
    this.controller?.reply(event.detail.reply);
  }

  #handleEditUnsent(event: CustomEvent<{ clientMsgId: string }>): void {
    event.stopPropagation();
    const text = this.controller?.discardFailed(event.detail.clientMsgId);
    if (text !== undefined) void this.#composer?.restore(text);
  }

  #handleRemoveUnsent(event: CustomEvent<{ clientMsgId: string }>): void {
    event.stopPropagation();
    this.controller?.discardFailed(event.detail.clientMsgId);
  }

  /** Focuses the open prompt's first control, or else the composer (with a keyboard and mouse only). */
  async #focusInside(): Promise<void> {
    // On a touch screen, focusing a text field pops the keyboard over half the chat: the shopper taps it when ready.
    if (matchMedia('(pointer: coarse)').matches) return;
    await this.updateComplete;
    const list = this.#list;
    if (list) await list.updateComplete;
    const card = list?.interruptCard;
    // The prompt card's class comes in its own chunk the first time a workflow asks something.
    if (card) await customElements.whenDefined('kefu-interrupt');
    if (card && !card.expired) {
      await card.updateComplete;
      card.focusFirst();
    } else {
      await this.#composer?.updateComplete;
      this.#composer?.focus();
    }
  }

  // An answered prompt or a composer that just got disabled takes focus with it; never leave it on <body>.
  async #keepFocus(): Promise<void> {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (!this.#focused) return;
    const active = deepActiveElement();
    const lost = !active || active === document.body || active === this || (active as HTMLButtonElement).disabled === true;
    if (!lost) return;
    if (this.open) await this.#focusInside();
    else this.#launcher?.focus();
  }

  #handleFocusIn = (): void => {
    this.#focused = true;
    this.#tabbing = false;
  };

  #handleFocusOut = (event: FocusEvent): void => {
    // Focus moving elsewhere on the page is the shopper's choice; focus vanishing (relatedTarget null) is not.
    const next = event.relatedTarget as Node | null;
    // Tab past the widget's last control leaves for the browser's own UI (relatedTarget null too): a
    // non-modal dialog must let it go.
    if (this.#tabbing || (next && !this.contains(next) && !this.shadowRoot?.contains(next))) this.#focused = false;
    else if (!next) void this.#keepFocus();
  };

  #handleKeydown = (event: KeyboardEvent): void => {
    this.#tabbing = event.key === 'Tab';
    if (event.key === 'Escape' && this.open && this.position !== 'inline') {
      event.stopPropagation();
      this.open = false;
    }
  };

  #watchViewport(): void {
    const viewport = globalThis.visualViewport;
    if (!viewport) return;
    viewport.addEventListener('resize', this.#fitViewport);
    viewport.addEventListener('scroll', this.#fitViewport);
    this.#fitViewport();
  }

  // The mobile keyboard shrinks the visual viewport, not the layout one: size the full-screen panel to
  // what is visible so the composer stays above the keyboard.
  #fitViewport = (): void => {
    const viewport = globalThis.visualViewport;
    if (!viewport) return;
    this.style.setProperty('--kefu-viewport-height', `${Math.round(viewport.height)}px`);
    this.style.setProperty('--kefu-viewport-top', `${Math.round(viewport.offsetTop)}px`);
  };
}

/** The shopper's last question before the handoff, to prefill the offline form: the request for a person itself is skipped when an earlier message says more. */
function lastQuestion(state: ChatState): string {
  const said = state.timeline.flatMap((item) => (item.type === 'message' && item.message.role === 'user' ? [item.message.text] : []));
  const last = said.at(-1) ?? '';
  const before = said.at(-2);
  return last.length <= HANDOFF_REQUEST_MAX_LENGTH && before ? before : last;
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-chat': KefuChat;
  }
}
