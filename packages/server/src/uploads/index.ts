export type { StoredUpload, UploadRecord, UploadStore } from './upload-store.js';
export { DiskUploadStore } from './disk-upload-store.js';
export { S3UploadStore, type S3UploadStoreOptions } from './s3-upload-store.js';
export { createUploadStore } from './create-upload-store.js';
export { addUploadRoutes, UPLOAD_PATH, UPLOAD_SIGN_PATH, type UploadRoutesOptions } from './upload-routes.js';
export { uploadEnvShape, uploadSettings, type UploadSettings } from './upload-settings.js';
export { uploadsOfThread } from './thread-uploads.js';
export { scheduleUploadSweeps, sweepUploads, UPLOAD_SWEEP_EVERY_MS, type UploadRetentionOptions, type UploadSweepResult } from './upload-retention.js';
