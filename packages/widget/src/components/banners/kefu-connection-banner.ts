import { html } from 'lit';
import type { Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { translate } from '../../i18n/index.js';
import type { ConnectionState } from '../../controllers/chat-state.js';
import { alertIcon } from '../icons/icons.js';
import { bannerStyles } from './banner-styles.js';

/**
 * Says the shopper is offline or the connection is being restored; hidden while online.
 *
 * @csspart banner - The banner.
 */
export class KefuConnectionBanner extends KefuElement {
  static override styles = [baseStyles, bannerStyles];
  static override properties = {
    locale: {},
    connection: {},
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** The socket's state. */
  connection: ConnectionState = 'idle';

  override render() {
    if (this.connection !== 'offline' && this.connection !== 'reconnecting') return '';
    return html`<div class="banner warn" part="banner" role="status">${alertIcon(16)} ${translate(this.locale, this.connection)}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-connection-banner': KefuConnectionBanner;
  }
}
