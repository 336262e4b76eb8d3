const NAMESPACES = ':namespaces';

/**
 * Redis key names of the checkpoint saver. Every key is a thread's and carries its hash tag, so each
 * MULTI touches one Cluster slot and everything a thread has expires with it; there is no global key.
 */
export class CheckpointKeys {
  constructor(private readonly prefix: string) {}

  /** The namespaces a thread has checkpoints in. Every thread with checkpoints has this key. */
  namespaces(threadId: string): string {
    return `${this.#thread(threadId)}${NAMESPACES}`;
  }

  /** A SCAN pattern matching every thread's {@link CheckpointKeys.namespaces} key. */
  namespacesPattern(): string {
    return `${globEscape(this.prefix)}{*}${NAMESPACES}`;
  }

  /** The thread id of a key matched by {@link CheckpointKeys.namespacesPattern}. */
  threadOfNamespaces(key: string): string {
    return key.slice(this.prefix.length + 1, -`}${NAMESPACES}`.length);
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
    return `${this.writesPrefix(threadId, namespace)}${encodeURIComponent(checkpointId)}`;
  }

  /** {@link CheckpointKeys.writes} without the checkpoint id, for a script that learns the id itself. */
  writesPrefix(threadId: string, namespace: string): string {
    return `${this.#namespace(threadId, namespace)}:writes:`;
  }

  #thread(threadId: string): string {
    return `${this.prefix}{${threadId}}`;
  }

  #namespace(threadId: string, namespace: string): string {
    // Encoded so no namespace can spell another's key.
    return `${this.#thread(threadId)}:ns:${encodeURIComponent(namespace)}`;
  }
}

// SCAN patterns are globs; a prefix must match itself only.
function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
