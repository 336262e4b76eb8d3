import { css, html, type PropertyValues } from 'lit';
import type { FilePart, Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { attachText } from './attach-strings.js';
import { requestUploadAuth } from './request-upload-auth.js';
import { linkFor, type UploadLink } from './upload-client.js';

/**
 * An attached photo as a thumbnail (a PDF as a named chip) in the transcript, read through a signed link that the
 * server gives only to this conversation; a link that expired while the page was open is asked for again once.
 *
 * @csspart file - The thumbnail or chip link.
 */
export class KefuFileThumb extends KefuElement {
  static override styles = css`
    :host {
      display: inline-block;
      max-width: 100%;
    }
    a {
      display: block;
      border-radius: 10px;
      overflow: hidden;
      color: inherit;
    }
    img {
      display: block;
      width: auto;
      height: auto;
      max-width: 200px;
      max-height: 200px;
      min-width: 44px;
      min-height: 44px;
      object-fit: cover;
      background: var(--kefu-surface, #f2f3f5);
    }
    .chip,
    .missing {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      min-height: 44px;
      padding: 8px 12px;
      border: 1px solid var(--kefu-border, #e5e6eb);
      border-radius: 10px;
      background: var(--kefu-bg, #fff);
      font-size: 14px;
      overflow-wrap: anywhere;
    }
    .missing {
      color: var(--kefu-muted, #6b7280);
    }
  `;
  static override properties = { file: { attribute: false }, locale: {}, link: { state: true }, failed: { state: true } };

  /** The file part to show. */
  file?: FilePart;
  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  private link?: UploadLink;
  private failed = false;
  #retried = false;

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('file')) void this.#load();
  }

  override render() {
    const part = this.file;
    if (!part) return '';
    const name = part.name || (part.mediaType === 'application/pdf' ? 'PDF' : attachText(this.locale, 'photo'));
    if (this.failed) return html`<span class="missing" role="img" aria-label=${name}>${attachText(this.locale, 'unavailable')}</span>`;
    if (!this.link) return html`<span class="missing" aria-busy="true">…</span>`;
    const label = attachText(this.locale, 'opens', { name });
    if (part.mediaType === 'application/pdf')
      return html`<a class="chip" part="file" href=${this.link.url} target="_blank" rel="noopener noreferrer" aria-label=${label}>📄 ${name}</a>`;
    return html`<a part="file" href=${this.link.url} target="_blank" rel="noopener noreferrer" aria-label=${label}>
      <img src=${this.link.url} alt=${name} loading="lazy" @error=${this.#retry} />
    </a>`;
  }

  async #load(): Promise<void> {
    const part = this.file;
    if (!part) return;
    await this.updateComplete;
    const auth = requestUploadAuth(this);
    const link = auth ? await linkFor(auth, part.uploadId) : undefined;
    if (part !== this.file) return;
    this.link = link;
    this.failed = !link;
  }

  // A link that expired while the page stayed open: ask once for a fresh one.
  #retry(): void {
    if (this.#retried) {
      this.failed = true;
      return;
    }
    this.#retried = true;
    this.link = undefined;
    const auth = requestUploadAuth(this);
    if (!auth || !this.file) return void (this.failed = true);
    const { uploadId } = this.file;
    void linkFor(auth, uploadId).then((link) => {
      this.link = link && link.url !== this.link?.url ? link : undefined;
      this.failed = !this.link;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-file-thumb': KefuFileThumb;
  }
}
