import type { ErrorCode } from '@kefu/protocol';

/** A knowledge-base failure with a protocol error code: a bad document, a missing file, an index down. */
export class KnowledgeError extends Error {
  override name = 'KnowledgeError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The file or document the problem is in, when known. */
    readonly source?: string,
    options?: ErrorOptions,
  ) {
    super(source ? `${source}: ${message}` : message, options);
  }
}
