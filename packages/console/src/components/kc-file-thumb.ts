import { LitElement, css, html, type PropertyValues } from 'lit';
import type { FilePart } from '@kefu/protocol';
import { uploadLink } from '../upload-links.js';

/**
 * A photo the shopper attached, as a thumbnail that opens full size (a PDF as a named link), read through a signed
 * link the server gives only to agents serving the conversation's site.
 */
export class KcFileThumb extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
    }
    a {
      display: block;
      border-radius: 8px;
      overflow: hidden;
      border: 1px solid #e5e6eb;
      color: inherit;
    }
    img {
      display: block;
      max-width: 160px;
      max-height: 160px;
      min-width: 40px;
      min-height: 40px;
      object-fit: cover;
      background: #f2f3f5;
    }
    .chip {
      display: inline-block;
      padding: 6px 10px;
      font-size: 13px;
    }
  `;
  static override properties = { file: { attribute: false }, link: { state: true }, failed: { state: true } };

  /** The file part to show. */
  file?: FilePart;
  private link?: string;
  private failed = false;

  override updated(changed: PropertyValues<this>): void {
    if (!changed.has('file') || !this.file) return;
    const file = this.file;
    void uploadLink(file.uploadId).then((link) => {
      if (file !== this.file) return;
      this.link = link;
      this.failed = !link;
    });
  }

  override render() {
    const file = this.file;
    if (!file) return '';
    const name = file.name ?? file.uploadId;
    if (this.failed) return html`<span class="chip">📎 ${name}</span>`;
    if (!this.link) return html`<span class="chip" aria-busy="true">📎 …</span>`;
    if (file.mediaType === 'application/pdf') return html`<a class="chip" href=${this.link} target="_blank" rel="noopener noreferrer">📄 ${name}</a>`;
    return html`<a href=${this.link} target="_blank" rel="noopener noreferrer" title=${name}><img src=${this.link} alt=${name} /></a>`;
  }
}

if (!customElements.get('kc-file-thumb')) customElements.define('kc-file-thumb', KcFileThumb);

declare global {
  interface HTMLElementTagNameMap {
    'kc-file-thumb': KcFileThumb;
  }
}
