import { css, html } from 'lit';
import { LIMITS, type FilePart, type Locale } from '@kefu/protocol';
import { KefuElement } from '../../base/kefu-element.js';
import { baseStyles } from '../../styles/base.js';
import { attachText } from './attach-strings.js';
import { requestUploadAuth } from './request-upload-auth.js';
import { shrinkImage } from './shrink-image.js';
import { sniffFile } from './sniff-file.js';
import { rememberLink, uploadFile } from './upload-client.js';

/** What the server takes by default (KEFU_UPLOAD_MAX_BYTES); a larger limit there is still refused here first. */
const MAX_BYTES = 10 * 1024 * 1024;

interface Item {
  key: number;
  name: string;
  /** The stored photo's signed link, once uploaded (a page's CSP allows the Kefu server's images more often than blob:). */
  preview?: string;
  state: 'uploading' | 'done' | 'failed';
  part?: FilePart;
  error?: string;
}

/**
 * Picks photos and files and uploads them to the conversation: camera or gallery on phones, a file dialog or a drop
 * on desktop. Each file is checked by its first bytes, photos are shrunk in the browser (longest side 1600 px, JPEG)
 * and uploaded at once; the tray shows each (read back from the server) with its progress, its error, and a remove button.
 *
 * @fires kefu-attach-change - The uploaded files (and whether some are still uploading) changed.
 * @csspart attach-tray - The list of attached files.
 */
export class KefuAttachPicker extends KefuElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .pick {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        align-items: center;
        padding: 12px;
        border: 2px dashed var(--kefu-border);
        border-radius: 12px;
        background: var(--kefu-surface);
      }
      :host([dragging]) .pick {
        border-color: var(--kefu-accent);
      }
      .pick .btn {
        min-height: 44px;
      }
      .hint {
        color: var(--kefu-muted);
        font-size: 13px;
      }
      input[type='file'] {
        position: absolute;
        width: 1px;
        height: 1px;
        opacity: 0;
        pointer-events: none;
      }
      ul {
        list-style: none;
        margin: 8px 0 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      }
      :host([compact]) ul {
        margin: 0;
        padding: 8px 12px 0;
      }
      li {
        position: relative;
        width: 72px;
      }
      .thumb {
        width: 72px;
        height: 72px;
        border-radius: 10px;
        object-fit: cover;
        display: grid;
        place-items: center;
        background: var(--kefu-surface-strong);
        font-size: 12px;
        overflow: hidden;
        overflow-wrap: anywhere;
        text-align: center;
      }
      li[data-state='uploading'] .thumb {
        opacity: 0.55;
      }
      .state {
        font-size: 11px;
        color: var(--kefu-muted);
        overflow-wrap: anywhere;
      }
      li[data-state='failed'] .thumb {
        outline: 2px solid var(--kefu-danger, #c0392b);
      }
      .remove {
        position: absolute;
        top: -10px;
        right: -10px;
        width: 44px;
        height: 44px;
        display: grid;
        place-items: center;
        background: none;
        border: 0;
        padding: 0;
      }
      .remove span {
        width: 22px;
        height: 22px;
        border-radius: 50%;
        display: grid;
        place-items: center;
        background: var(--kefu-text);
        color: var(--kefu-bg);
        font-size: 14px;
        line-height: 1;
      }
      .notice {
        margin: 6px 0 0;
        color: var(--kefu-danger, #c0392b);
        font-size: 13px;
      }
      :host([compact]) .notice {
        padding: 0 12px;
      }
    `,
  ];
  static override properties = {
    locale: {},
    compact: { type: Boolean, reflect: true },
    disabled: { type: Boolean },
    items: { state: true },
    notice: { state: true },
  };

  /** @default 'zh-CN' */
  locale: Locale = 'zh-CN';
  /** Only the tray of attached files: the composer has its own button and drop target. */
  compact = false;
  disabled = false;
  private items: Item[] = [];
  private notice?: string;
  #next = 0;
  readonly #touch = globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;

  /** The uploaded files, in the order they were added. */
  get files(): FilePart[] {
    return this.items.flatMap((item) => (item.state === 'done' && item.part ? [item.part] : []));
  }

  /** Whether some file is still on its way. */
  get busy(): boolean {
    return this.items.some((item) => item.state === 'uploading');
  }

  /** Checks, shrinks and uploads files; at most {@link LIMITS.maxUploadFiles} stay attached. */
  async add(files: Iterable<File>): Promise<void> {
    const room = LIMITS.maxUploadFiles - this.items.filter((item) => item.state !== 'failed').length;
    const chosen = [...files];
    this.notice = chosen.length > room ? attachText(this.locale, 'tooMany', { n: LIMITS.maxUploadFiles }) : undefined;
    this.items = this.items.filter((item) => item.state !== 'failed');
    await Promise.all(chosen.slice(0, Math.max(0, room)).map((file) => this.#upload(file)));
  }

  /** Forgets every attached file (after they were sent). */
  clear(): void {
    this.items = [];
    this.notice = undefined;
    this.#changed();
  }

  override render() {
    const t = (key: Parameters<typeof attachText>[1], values?: Record<string, string | number>) => attachText(this.locale, key, values);
    return html`
      ${
        this.compact
          ? ''
          : html`<div class="pick" @dragover=${this.#dragOver} @dragleave=${() => this.removeAttribute('dragging')} @drop=${this.#drop}>
            ${
              this.#touch
                ? html`<label class="btn btn-primary">${t('camera')}<input type="file" accept="image/*" capture="environment" ?disabled=${this.disabled} @change=${this.#picked} /></label>
                  <label class="btn btn-ghost">${t('gallery')}<input type="file" accept="image/*,application/pdf" multiple ?disabled=${this.disabled} @change=${this.#picked} /></label>`
                : html`<label class="btn btn-primary">${t('choose')}<input type="file" accept="image/*,application/pdf" multiple ?disabled=${this.disabled} @change=${this.#picked} /></label>
                  <span class="hint">${t('drop')}</span>`
            }
          </div>`
      }
      ${
        this.items.length
          ? html`<ul part="attach-tray" aria-label=${t('attached', { n: this.files.length })}>
            ${this.items.map(
              (item) => html`<li data-state=${item.state}>
                ${item.preview ? html`<img class="thumb" src=${item.preview} alt=${item.name} />` : html`<span class="thumb">${item.name}</span>`}
                <span class="state" role="status">${item.state === 'uploading' ? t('uploading') : ''}</span>
                <button type="button" class="remove" aria-label=${t('remove', { name: item.name })} @click=${() => this.#remove(item)}><span aria-hidden="true">×</span></button>
              </li>`,
            )}
          </ul>`
          : ''
      }
      ${this.items.map((item) => (item.error ? html`<p class="notice" role="alert">${item.error}</p>` : ''))}
      ${this.notice ? html`<p class="notice" role="alert">${this.notice}</p>` : ''}
    `;
  }

  async #upload(file: File): Promise<void> {
    const name = file.name || 'photo.jpg';
    const item: Item = { key: this.#next++, name, state: 'uploading' };
    this.items = [...this.items, item];
    this.#changed();
    const fail = (error: string) => this.#patch(item, { state: 'failed', error });
    const type = await sniffFile(file);
    if (!type) return fail(attachText(this.locale, 'wrongType', { name }));
    let body: Blob = file;
    let sentName = name;
    if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp') {
      const shrunk = await shrinkImage(file);
      if (shrunk) {
        body = shrunk;
        sentName = name.replace(/\.\w{1,5}$/, '') + '.jpg';
      }
    }
    if (body.size > MAX_BYTES) return fail(attachText(this.locale, 'tooLarge', { name, mb: MAX_BYTES / 1024 / 1024 }));
    const auth = requestUploadAuth(this);
    if (!auth) return fail(attachText(this.locale, 'noConversation'));
    const result = await uploadFile(auth, body, sentName);
    if (!this.items.includes(this.#current(item))) return; // removed while uploading
    if (!result.ok) {
      const key = result.error.code === 'TOO_LARGE' ? 'tooLarge' : result.error.code === 'UNSUPPORTED_MEDIA_TYPE' ? 'wrongType' : 'failed';
      return fail(attachText(this.locale, key, { name, mb: MAX_BYTES / 1024 / 1024 }));
    }
    rememberLink(result.part.uploadId, result.link);
    this.#patch(item, { state: 'done', part: result.part, error: undefined, ...(type === 'application/pdf' ? {} : { preview: result.link.url }) });
  }

  #current(item: Item): Item {
    return this.items.find((candidate) => candidate.key === item.key) ?? item;
  }

  #patch(item: Item, patch: Partial<Item>): void {
    this.items = this.items.map((candidate) => (candidate.key === item.key ? { ...candidate, ...patch } : candidate));
    this.#changed();
  }

  #remove(item: Item): void {
    this.items = this.items.filter((candidate) => candidate.key !== item.key);
    this.#changed();
  }

  #changed(): void {
    const files = this.files;
    const caption = attachText(this.locale, files.every((file) => file.mediaType.startsWith('image/')) ? 'photo' : 'file');
    this.emit('kefu-attach-change', { detail: { files, busy: this.busy, caption } });
  }

  #picked(event: Event): void {
    const input = event.target as HTMLInputElement;
    if (input.files?.length) void this.add(input.files);
    input.value = '';
  }

  #dragOver(event: DragEvent): void {
    event.preventDefault();
    this.setAttribute('dragging', '');
  }

  #drop(event: DragEvent): void {
    event.preventDefault();
    this.removeAttribute('dragging');
    if (event.dataTransfer?.files.length) void this.add(event.dataTransfer.files);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'kefu-attach-picker': KefuAttachPicker;
  }
}
