import { kefuError, type FilePart, type KefuError } from '@kefu/protocol';
import type { UploadStore } from './upload-store.js';

/**
 * The file parts of uploads a message or an answer names, once each is known to belong to `threadId`; an id of
 * another conversation reads as unknown (NOT_FOUND, naming where it was), so ids cannot be probed across threads.
 */
export async function uploadsOfThread(
  store: UploadStore,
  threadId: string,
  uploadIds: readonly string[],
  path: string,
): Promise<{ ok: true; parts: FilePart[] } | { ok: false; error: KefuError }> {
  const records = await Promise.all(uploadIds.map((uploadId) => store.head(uploadId)));
  const parts: FilePart[] = [];
  for (const [index, record] of records.entries()) {
    if (!record || record.threadId !== threadId)
      return { ok: false, error: { ...kefuError('NOT_FOUND', `no upload "${uploadIds[index]}" in this conversation`), path: `${path}.${index}` } };
    parts.push({ type: 'file', uploadId: record.uploadId, mediaType: record.mediaType, size: record.size, ...(record.name ? { name: record.name } : {}) });
  }
  return { ok: true, parts };
}
