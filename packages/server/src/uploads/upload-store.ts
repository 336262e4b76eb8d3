import type { UploadMediaType } from '@kefu/protocol';

/** What is known about an uploaded file besides its bytes: whose it is and what it is. */
export interface UploadRecord {
  uploadId: string;
  /** The conversation it was uploaded to: only that thread's shopper and the agents serving its site may read it. */
  threadId: string;
  siteId: string;
  /** Judged from the bytes (magic numbers), never from the name or the client's claim. */
  mediaType: UploadMediaType;
  /** Size in bytes. */
  size: number;
  /** The file name the shopper's device gave, for display only. */
  name?: string;
  createdAt: number;
}

/** Where uploaded files live: the local disk by default, an S3-compatible bucket in production. */
export interface UploadStore {
  /** Stores a file and its record under `record.uploadId`. */
  put(record: UploadRecord, bytes: Uint8Array): Promise<void>;
  /** The record of an upload, or undefined when there is none. */
  head(uploadId: string): Promise<UploadRecord | undefined>;
  /** The record and bytes of an upload, or undefined when there is none. */
  read(uploadId: string): Promise<{ record: UploadRecord; bytes: Uint8Array } | undefined>;
  /** Every stored upload with when it was stored, in no particular order (the retention sweep's walk). */
  list(): AsyncIterable<StoredUpload>;
  /** Deletes an upload's bytes and record; deleting one that is not there is not an error. */
  delete(uploadId: string): Promise<void>;
}

/** An upload as a listing names it: its id and when it was stored (ms since the epoch). */
export interface StoredUpload {
  uploadId: string;
  storedAt: number;
}

/** Upload ids are `up_<uuid>`: checked before one becomes part of a path or an object key. */
export const UPLOAD_ID = /^up_[0-9a-f-]{36}$/;

/** Parses a stored record, or undefined when it is not one (a foreign or damaged object). */
export function parseUploadRecord(text: string): UploadRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<UploadRecord>;
    if (typeof value.uploadId !== 'string' || typeof value.threadId !== 'string' || typeof value.siteId !== 'string') return undefined;
    if (typeof value.mediaType !== 'string' || typeof value.size !== 'number' || typeof value.createdAt !== 'number') return undefined;
    return value as UploadRecord;
  } catch {
    return undefined;
  }
}
