import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseUploadRecord, UPLOAD_ID, type StoredUpload, type UploadRecord, type UploadStore } from './upload-store.js';

/**
 * Uploads as files in one directory: `<uploadId>.bin` and its record `<uploadId>.json`. Each is written to a
 * temporary name and renamed, so a reader never sees half a file; the record goes last, so an upload exists only
 * once its bytes do.
 */
export class DiskUploadStore implements UploadStore {
  #ready: Promise<unknown> | undefined;

  constructor(readonly directory: string) {}

  async put(record: UploadRecord, bytes: Uint8Array): Promise<void> {
    if (!UPLOAD_ID.test(record.uploadId)) throw new Error(`not an upload id: ${record.uploadId}`);
    // Made on the first upload, not at start: a server that never takes one (or runs on a read-only disk) leaves no trace.
    this.#ready ??= mkdir(this.directory, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      this.#ready = undefined; // a directory that could not be made is tried again on the next upload
      throw error;
    });
    await this.#ready;
    await this.#write(`${record.uploadId}.bin`, bytes);
    await this.#write(`${record.uploadId}.json`, JSON.stringify(record));
  }

  async head(uploadId: string): Promise<UploadRecord | undefined> {
    if (!UPLOAD_ID.test(uploadId)) return undefined;
    const text = await readFile(join(this.directory, `${uploadId}.json`), 'utf8').catch(() => undefined);
    return text === undefined ? undefined : parseUploadRecord(text);
  }

  async read(uploadId: string): Promise<{ record: UploadRecord; bytes: Uint8Array } | undefined> {
    const record = await this.head(uploadId);
    if (!record) return undefined;
    const bytes = await readFile(join(this.directory, `${uploadId}.bin`)).catch(() => undefined);
    return bytes ? { record, bytes } : undefined;
  }

  async *list(): AsyncIterable<StoredUpload> {
    // No directory yet: nothing was ever uploaded.
    const names = await readdir(this.directory).catch(() => [] as string[]);
    for (const name of names) {
      const uploadId = name.endsWith('.bin') ? name.slice(0, -4) : '';
      if (!UPLOAD_ID.test(uploadId)) continue;
      // By the bytes, not the record: bytes whose record was never written (a crash between the two) are swept too.
      const info = await stat(join(this.directory, name)).catch(() => undefined);
      if (info) yield { uploadId, storedAt: info.mtimeMs };
    }
  }

  async delete(uploadId: string): Promise<void> {
    if (!UPLOAD_ID.test(uploadId)) return;
    // The record first: once it is gone the upload no longer exists for readers, whatever happens to the bytes.
    await rm(join(this.directory, `${uploadId}.json`), { force: true });
    await rm(join(this.directory, `${uploadId}.bin`), { force: true });
  }

  async #write(name: string, data: Uint8Array | string): Promise<void> {
    const temporary = join(this.directory, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, join(this.directory, name));
  }
}
