/** Redis key names of the checkpoint saver. Every key of a thread shares its hash tag (one Cluster slot). */
export class CheckpointKeys {
  constructor(private readonly prefix: string) {}

  /** Every thread id with checkpoints (for `list` without a thread). */
  threads(): string {
    return `${this.prefix}threads`;
  }

  /** The namespaces a thread has checkpoints in. */
  namespaces(threadId: string): string {
    return `${this.#thread(threadId)}:namespaces`;
  }

  /** Every writes key of a thread, for deletion and TTL refresh. */
  writeKeys(threadId: string): string {
    return `${this.#thread(threadId)}:write-keys`;
  }

  /** Hash of checkpoint id → stored checkpoint. */
  checkpoints(threadId: string, namespace: string): string {
    return `${this.#namespace(threadId, namespace)}:checkpoints`;
  }

  /** Sorted set of checkpoint ids (uuid6, so lexical order is time order). */
  ids(threadId: string, namespace: string): string {
    return `${this.#namespace(threadId, namespace)}:ids`;
  }

  /** Hash of `channel|version` → a channel value, stored once per version (a checkpoint keeps only versions). */
  blobs(threadId: string, namespace: string): string {
    return `${this.#namespace(threadId, namespace)}:blobs`;
  }

  /** The field of a channel's value at a version in {@link CheckpointKeys.blobs}. */
  blobField(channel: string, version: string | number): string {
    return `${encodeURIComponent(channel)}|${String(version)}`;
  }

  /** Hash of `taskId,idx` → stored pending write, for one checkpoint. */
  writes(threadId: string, namespace: string, checkpointId: string): string {
    return `${this.#namespace(threadId, namespace)}:writes:${encodeURIComponent(checkpointId)}`;
  }

  #thread(threadId: string): string {
    return `${this.prefix}{${threadId}}`;
  }

  #namespace(threadId: string, namespace: string): string {
    // Encoded so no namespace can spell another's key.
    return `${this.#thread(threadId)}:ns:${encodeURIComponent(namespace)}`;
  }
}
