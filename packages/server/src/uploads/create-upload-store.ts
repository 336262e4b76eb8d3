import { DiskUploadStore } from './disk-upload-store.js';
import { S3UploadStore } from './s3-upload-store.js';
import type { UploadSettings } from './upload-settings.js';
import type { UploadStore } from './upload-store.js';

/** The store the settings name: an S3-compatible bucket when KEFU_UPLOAD_S3_URL is set, else the local disk. */
export function createUploadStore(storage: UploadSettings['storage']): UploadStore {
  return storage.kind === 's3' ? new S3UploadStore(storage) : new DiskUploadStore(storage.directory);
}
