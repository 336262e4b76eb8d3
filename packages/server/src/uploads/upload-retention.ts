import type { Logger } from '../logger.js';
import type { Clock } from '../ports/clock.js';
import type { Scheduler } from '../timers/scheduler.js';
import type { UploadStore } from './upload-store.js';

const DAY_MS = 86_400_000;
/** How often the periodic sweep walks the store. */
export const UPLOAD_SWEEP_EVERY_MS = 3_600_000;

/** What the upload retention sweep needs. */
export interface UploadRetentionOptions {
  store: UploadStore;
  clock: Clock;
  /** Uploads stored longer ago than this many days are deleted (KEFU_UPLOAD_RETENTION_DAYS); 0 keeps them by age. */
  retentionDays: number;
  /**
   * How long a conversation outlives its last activity (KEFU_THREAD_RETENTION_DAYS; 0 forever): an upload at least
   * that old may belong to a conversation that is gone, so its thread is looked up, and the upload goes with it.
   */
  threadRetentionDays: number;
  /** Whether the conversation still exists (the thread log knows its owner). */
  threadExists(threadId: string): Promise<boolean>;
  logger?: Logger;
}

/** What one sweep did. */
export interface UploadSweepResult {
  deleted: number;
  kept: number;
}

/**
 * Deletes the uploads past their retention from the store (disk or bucket): those stored more than `retentionDays`
 * ago, and those whose conversation is gone (expired with KEFU_THREAD_RETENTION_DAYS). One upload failing to delete is logged and retried by the next sweep, never stops the rest.
 */
export async function sweepUploads(options: UploadRetentionOptions): Promise<UploadSweepResult> {
  const now = options.clock.now();
  const result: UploadSweepResult = { deleted: 0, kept: 0 };
  for await (const { uploadId, storedAt } of options.store.list()) {
    const age = now - storedAt;
    let expired = options.retentionDays > 0 && age > options.retentionDays * DAY_MS;
    // Only a thread idle for its whole retention can be gone, so younger uploads (and every upload, when threads are
    // kept forever) cost no lookup. Bytes without a record that old are a write cut off by a crash: they go too.
    if (!expired && options.threadRetentionDays > 0 && age > options.threadRetentionDays * DAY_MS) {
      const record = await options.store.head(uploadId).catch(() => null);
      expired = record === undefined || (record !== null && !(await options.threadExists(record.threadId)));
    }
    if (!expired) {
      result.kept += 1;
      continue;
    }
    try {
      await options.store.delete(uploadId);
      result.deleted += 1;
    } catch (error) {
      options.logger?.warn({ err: error, uploadId }, 'an expired upload could not be deleted; the next sweep tries again');
      result.kept += 1;
    }
  }
  return result;
}

/** Runs {@link sweepUploads} at start and every `everyMs` until stopped; a failed sweep is logged, the next one runs. */
export function scheduleUploadSweeps(options: UploadRetentionOptions & { scheduler: Scheduler; everyMs?: number }): { stop(): void } {
  let cancel: (() => void) | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const { deleted, kept } = await sweepUploads(options);
      if (deleted > 0) options.logger?.info({ deleted, kept }, 'uploads past their retention deleted');
    } catch (error) {
      options.logger?.error({ err: error }, 'the upload retention sweep failed');
    }
    if (!stopped) cancel = options.scheduler.after(options.everyMs ?? UPLOAD_SWEEP_EVERY_MS, () => void run());
  };
  void run();
  return {
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}
