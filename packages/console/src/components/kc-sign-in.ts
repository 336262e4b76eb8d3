import { LitElement, css, html } from 'lit';
import { tokens } from '../styles.js';
import type { ConsoleStrings } from '../i18n.js';

/**
 * The token form.
 * @fires kc-sign-in - detail: the token
 */
export class KcSignIn extends LitElement {
  static override styles = [
    tokens,
    css`
      :host { display: grid; place-items: center; min-height: 100%; background: var(--kc-bg); }
      form { width: min(400px, 92vw); background: var(--kc-surface); border: 1px solid var(--kc-border); border-radius: 12px; padding: 32px; box-shadow: 0 8px 24px rgba(31, 35, 40, 0.06); }
      .brand { display: flex; align-items: center; gap: 10px; margin-bottom: 20px; font-weight: 600; }
      .mark { width: 32px; height: 32px; border-radius: 8px; background: var(--kc-accent); color: #fff; display: grid; place-items: center; font-weight: 700; }
      h1 { font-size: 20px; margin: 0 0 6px; }
      p { margin: 0 0 20px; color: var(--kc-muted); }
      label { display: block; font-weight: 600; margin-bottom: 6px; }
      input { width: 100%; font: inherit; padding: 9px 12px; border: 1px solid var(--kc-border); border-radius: 6px; }
      .error { color: var(--kc-red); margin-top: 10px; font-size: 13px; }
      button { width: 100%; margin-top: 18px; padding: 9px; }
    `,
  ];
  static override properties = { strings: { attribute: false }, error: {}, busy: { type: Boolean } };
  declare strings: ConsoleStrings;
  declare error: string | undefined;
  declare busy: boolean;

  override render() {
    const t = this.strings;
    return html`<form @submit=${this.#submit}>
      <div class="brand"><span class="mark" aria-hidden="true">客</span> Kefu · ${t.title}</div>
      <h1>${t.signInTitle}</h1>
      <p>${t.signInHint}</p>
      <label for="token">${t.token}</label>
      <input id="token" name="token" type="password" autocomplete="current-password" required minlength="16" />
      ${this.error ? html`<div class="error" role="alert">${this.error}</div>` : ''}
      <button class="primary" type="submit" ?disabled=${this.busy}>${this.busy ? t.signingIn : t.signIn}</button>
    </form>`;
  }

  #submit(event: SubmitEvent) {
    event.preventDefault();
    const input = this.renderRoot.querySelector('input');
    const token = input?.value.trim();
    if (token) this.dispatchEvent(new CustomEvent('kc-sign-in', { detail: token, bubbles: true, composed: true }));
  }
}

if (!customElements.get('kc-sign-in')) customElements.define('kc-sign-in', KcSignIn);

declare global {
  interface HTMLElementTagNameMap {
    'kc-sign-in': KcSignIn;
  }
}
