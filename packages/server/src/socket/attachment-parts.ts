import { kefuError, type FilePart, type KefuError } from '@kefu/protocol';
import { uploadsOfThread } from '../uploads/thread-uploads.js';
import type { GatewayContext, Session } from './gateway-context.js';

/** The file parts of the uploads an event names, each checked to be this session's thread's; none when it names none. */
export async function attachmentParts(
  context: GatewayContext,
  session: Session,
  uploadIds: readonly string[] | undefined,
  path: string,
): Promise<{ ok: true; parts: FilePart[] } | { ok: false; error: KefuError }> {
  if (!uploadIds?.length) return { ok: true, parts: [] };
  if (!context.uploads) return { ok: false, error: { ...kefuError('NOT_FOUND', 'this server takes no uploads'), path } };
  return uploadsOfThread(context.uploads, session.threadId, uploadIds, path);
}
