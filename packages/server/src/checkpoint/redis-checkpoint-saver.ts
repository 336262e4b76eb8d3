import type { RunnableConfig } from '@langchain/core/runnables';
import {
  BaseCheckpointSaver,
  TASKS,
  WRITES_IDX_MAP,
  maxChannelVersion,
  copyCheckpoint,
  getCheckpointId,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  type PendingWrite,
  type SerializerProtocol,
} from '@langchain/langgraph-checkpoint';
import { MultiErrorReply } from 'redis';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { CheckpointKeys } from './checkpoint-keys.js';
import type { CheckpointFormat } from './checkpoint-format.js';
import { readCheckpointScript } from './read-checkpoint-script.js';
import { pruneCheckpointsCall, pruneCheckpointsScript, type CheckpointRetention } from './redis-checkpoint-pruner.js';
import { dump, load, orderedWrites, type StoredCheckpoint, type StoredValue, type StoredWrite } from './stored-records.js';

// Marks a channel that has a new version but no value (it was cleared).
const EMPTY: StoredValue = ['empty', ''];

/** Options of {@link RedisCheckpointSaver}. */
export interface RedisCheckpointSaverOptions {
  /** @default 'kefu:checkpoint:' */
  prefix?: string;
  /** Expire a thread's checkpoints this long after its last write; undefined keeps them until `deleteThread`. */
  ttlMs?: number;
  serde?: SerializerProtocol;
  /**
   * How values are written (KEFU_CHECKPOINT_FORMAT); both are always read. `base64` writes what releases before the
   * text form read, for the first step of a rolling deploy. @default 'text'
   */
  format?: CheckpointFormat;
  /**
   * Keep only a thread's newest checkpoints (root namespace), pruned in the same transaction as each write, so it costs
   * no round trip of its own. @default every checkpoint (what LangGraph's time travel and the validation suite expect)
   */
  retention?: CheckpointRetention;
}

/**
 * A LangGraph checkpointer on plain Redis ≥ 6 (hashes, sets, sorted sets; no RedisJSON or RediSearch),
 * so it runs on Debian's Redis, Valkey and hosted Redis without modules. All keys of a thread share its
 * hash tag, so every MULTI stays in one Cluster slot, and with `ttlMs` a thread leaves nothing behind.
 */
export class RedisCheckpointSaver extends BaseCheckpointSaver {
  readonly #client: KefuRedisClient;
  readonly #keys: CheckpointKeys;
  readonly #ttlMs: number | undefined;
  readonly #format: CheckpointFormat;
  readonly #retention: CheckpointRetention | undefined;

  constructor(client: KefuRedisClient, options: RedisCheckpointSaverOptions = {}) {
    super(options.serde);
    this.#client = client;
    this.#keys = new CheckpointKeys(options.prefix ?? 'kefu:checkpoint:');
    this.#ttlMs = options.ttlMs;
    this.#format = options.format ?? 'text';
    this.#retention = options.retention;
  }

  /** One round trip: the id, record, pending writes and channel values come back from one script. */
  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    if (config.configurable?.thread_id === undefined) return undefined;
    const threadId = requireThreadId(config, 'read a checkpoint');
    const namespace = (config.configurable?.checkpoint_ns as string | undefined) ?? '';
    const wanted = getCheckpointId(config);
    const keys = [this.#keys.ids(threadId, namespace), this.#keys.checkpoints(threadId, namespace), this.#keys.blobs(threadId, namespace)];
    const found = (await readCheckpointScript.run(this.#client, keys, [wanted ?? '', this.#keys.writesPrefix(threadId, namespace)])) as ReadReply | null;
    if (!found) return undefined;
    const [checkpointId, json, writes, blobs] = found;
    const tupleConfig = wanted ? config : { configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: checkpointId } };
    const stored = JSON.parse(json) as StoredCheckpoint;
    return this.#tuple(threadId, namespace, checkpointId, stored, tupleConfig, {
      writes: writes ? pairs(writes) : undefined,
      blobs: stored.blobFields ? blobs : undefined,
    });
  }

  async *list(config: RunnableConfig, options: CheckpointListOptions = {}): AsyncGenerator<CheckpointTuple> {
    const { before, filter } = options;
    let remaining = options.limit;
    const onlyNamespace = config.configurable?.checkpoint_ns as string | undefined;
    const onlyId = config.configurable?.checkpoint_id as string | undefined;
    const beforeId = before?.configurable?.checkpoint_id as string | undefined;
    const threadIds = config.configurable?.thread_id ? [String(config.configurable.thread_id)] : await this.#allThreads();
    for (const threadId of threadIds) {
      const namespaces = (await this.#client.sMembers(this.#keys.namespaces(threadId))).sort();
      for (const namespace of namespaces) {
        if (onlyNamespace !== undefined && namespace !== onlyNamespace) continue;
        const ids = await this.#client.zRange(this.#keys.ids(threadId, namespace), beforeId ? `(${beforeId}` : '+', '-', { BY: 'LEX', REV: true });
        for (const checkpointId of ids) {
          if (onlyId && checkpointId !== onlyId) continue;
          if (remaining !== undefined && remaining <= 0) return;
          const json = await this.#client.hGet(this.#keys.checkpoints(threadId, namespace), checkpointId);
          if (!json) continue;
          const stored = JSON.parse(json) as StoredCheckpoint;
          if (filter) {
            const metadata = await load<Record<string, unknown>>(this.serde, stored.metadata);
            if (!Object.entries(filter).every(([key, value]) => metadata[key] === value)) continue;
          }
          if (remaining !== undefined) remaining -= 1;
          yield this.#tuple(threadId, namespace, checkpointId, stored, {
            configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: checkpointId },
          });
        }
      }
    }
  }

  /** Channel values are stored once per new version (`newVersions`); the checkpoint keeps the versions. */
  async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    const threadId = requireThreadId(config, 'put a checkpoint');
    const namespace = (config.configurable?.checkpoint_ns as string | undefined) ?? '';
    const parentId = config.configurable?.checkpoint_id as string | undefined;
    const { channel_values: values, ...rest } = copyCheckpoint(checkpoint);
    const blobs: Record<string, string> = {};
    for (const [channel, version] of Object.entries(newVersions)) {
      const value = Object.hasOwn(values, channel) ? await dump(this.serde, values[channel], this.#format) : EMPTY;
      blobs[this.#keys.blobField(channel, version)] = JSON.stringify(value);
    }
    const stored: StoredCheckpoint = {
      checkpoint: await dump(this.serde, { ...rest, channel_values: {} }, this.#format),
      metadata: await dump(this.serde, metadata, this.#format),
      ...(parentId ? { parentId } : {}),
      blobFields: Object.entries(rest.channel_versions).map(([channel, version]) => this.#keys.blobField(channel, version)),
    };
    const checkpoints = this.#keys.checkpoints(threadId, namespace);
    const ids = this.#keys.ids(threadId, namespace);
    const blobKey = this.#keys.blobs(threadId, namespace);
    const multi = this.#client.multi();
    if (Object.keys(blobs).length > 0) multi.hSet(blobKey, blobs);
    multi
      .hSet(checkpoints, checkpoint.id, JSON.stringify(stored))
      .zAdd(ids, { score: 0, value: checkpoint.id })
      .sAdd(this.#keys.namespaces(threadId), namespace);
    this.#expire(multi, [checkpoints, ids, blobKey, this.#keys.namespaces(threadId), this.#keys.writeKeys(threadId)]);
    // After the new checkpoint in the same MULTI: it counts among the kept ones, and no turn waits for a second trip.
    const prune = this.#retention && namespace === '' ? pruneCheckpointsCall(this.#keys, threadId, this.#retention) : undefined;
    if (prune) multi.evalSha(pruneCheckpointsScript.sha, prune);
    try {
      await multi.exec();
    } catch (error) {
      // The script is not loaded yet (first write since Redis started): everything else was written, prune on its own.
      if (!prune || !onlyMissingScripts(error)) throw error;
      await pruneCheckpointsScript.run(this.#client, prune.keys, prune.arguments);
    }
    return { configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: checkpoint.id } };
  }

  async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath?: string): Promise<void> {
    const threadId = requireThreadId(config, 'put writes');
    const namespace = (config.configurable?.checkpoint_ns as string | undefined) ?? '';
    const checkpointId = config.configurable?.checkpoint_id as string | undefined;
    if (!checkpointId) throw new Error('Failed to put writes: the config has no "checkpoint_id" in "configurable".');
    const key = this.#keys.writes(threadId, namespace, checkpointId);
    const multi = this.#client.multi().sAdd(this.#keys.writeKeys(threadId), key);
    for (const [index, [channel, value]] of writes.entries()) {
      const idx = WRITES_IDX_MAP[channel] ?? index;
      const record: StoredWrite = { taskId, channel, value: await dump(this.serde, value, this.#format), taskPath: taskPath ?? '' };
      // Regular writes are kept once per (task, idx); special ones (errors, interrupts) overwrite.
      if (idx >= 0) multi.hSetNX(key, `${taskId},${idx}`, JSON.stringify(record));
      else multi.hSet(key, `${taskId},${idx}`, JSON.stringify(record));
    }
    this.#expire(multi, [key, this.#keys.writeKeys(threadId)]);
    await multi.exec();
  }

  async deleteThread(threadId: string): Promise<void> {
    const [namespaces, writeKeys] = await Promise.all([
      this.#client.sMembers(this.#keys.namespaces(threadId)),
      this.#client.sMembers(this.#keys.writeKeys(threadId)),
    ]);
    const keys = [
      ...namespaces.flatMap((namespace) => [
        this.#keys.checkpoints(threadId, namespace),
        this.#keys.ids(threadId, namespace),
        this.#keys.blobs(threadId, namespace),
      ]),
      ...writeKeys,
      this.#keys.namespaces(threadId),
      this.#keys.writeKeys(threadId),
    ];
    await this.#client.del(keys);
  }

  // Listing across threads (rare: tools and tests; the graph always names its thread) scans for the key every
  // thread has, rather than keep a global index that could not expire with its threads.
  async #allThreads(): Promise<string[]> {
    const threadIds = new Set<string>();
    for await (const keys of this.#client.scanIterator({ MATCH: this.#keys.namespacesPattern(), COUNT: 1000 })) {
      for (const key of keys) threadIds.add(this.#keys.threadOfNamespaces(key));
    }
    return [...threadIds].sort();
  }

  async #tuple(
    threadId: string,
    namespace: string,
    checkpointId: string,
    stored: StoredCheckpoint,
    config: RunnableConfig,
    read: Prefetched = {},
  ): Promise<CheckpointTuple> {
    const writes = read.writes ?? (await this.#client.hGetAll(this.#keys.writes(threadId, namespace, checkpointId)));
    const [checkpoint, metadata, pendingWrites] = await Promise.all([
      load<Checkpoint>(this.serde, stored.checkpoint),
      load<CheckpointMetadata>(this.serde, stored.metadata),
      orderedWrites(this.serde, writes),
    ]);
    checkpoint.channel_values = read.blobs
      ? await this.#decodeValues(
          (stored.blobFields ?? []).map((field) => decodeURIComponent(field.slice(0, field.indexOf('|')))),
          read.blobs,
        )
      : await this.#channelValues(threadId, namespace, checkpoint.channel_versions);
    if (checkpoint.v < 4 && stored.parentId) await this.#migratePendingSends(checkpoint, threadId, namespace, stored.parentId);
    return {
      config,
      checkpoint,
      metadata,
      pendingWrites,
      ...(stored.parentId ? { parentConfig: { configurable: { thread_id: threadId, checkpoint_ns: namespace, checkpoint_id: stored.parentId } } } : {}),
    };
  }

  async #channelValues(threadId: string, namespace: string, versions: Checkpoint['channel_versions']): Promise<Record<string, unknown>> {
    const channels = Object.keys(versions);
    if (channels.length === 0) return {};
    const fields = channels.map((channel) => this.#keys.blobField(channel, versions[channel] ?? ''));
    return this.#decodeValues(channels, await this.#client.hmGet(this.#keys.blobs(threadId, namespace), fields));
  }

  async #decodeValues(channels: string[], found: Array<string | null>): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const [index, json] of found.entries()) {
      const value = json ? (JSON.parse(json) as StoredValue) : undefined;
      if (value && value[0] !== EMPTY[0]) values[channels[index] as string] = await load(this.serde, value);
    }
    return values;
  }

  // Checkpoints before format v4 kept pending sends as the parent's TASKS writes; LangGraph expects them as a channel.
  async #migratePendingSends(checkpoint: Checkpoint, threadId: string, namespace: string, parentId: string): Promise<void> {
    const parentWrites = await orderedWrites(this.serde, await this.#client.hGetAll(this.#keys.writes(threadId, namespace, parentId)));
    const sends = parentWrites.filter(([, channel]) => channel === TASKS).map(([, , value]) => value);
    checkpoint.channel_values[TASKS] = sends;
    const versions = Object.values(checkpoint.channel_versions);
    checkpoint.channel_versions[TASKS] = versions.length > 0 ? maxChannelVersion(...versions) : this.getNextVersion(undefined);
  }

  #expire(multi: { pExpire(key: string, ms: number): unknown }, keys: string[]): void {
    if (this.#ttlMs === undefined) return;
    for (const key of keys) multi.pExpire(key, this.#ttlMs);
  }
}

/** What {@link readCheckpointScript} returns for a checkpoint that exists. */
type ReadReply = [id: string, record: string, writes: string[] | null, blobs: Array<string | null>];

/** Parts of a checkpoint already read with its record. */
interface Prefetched {
  writes?: Record<string, string> | undefined;
  blobs?: Array<string | null> | undefined;
}

/** Whether a transaction failed only for `NOSCRIPT` replies (its other commands ran). */
function onlyMissingScripts(error: unknown): boolean {
  return error instanceof MultiErrorReply && [...error.errors()].every((reply) => reply.message.startsWith('NOSCRIPT'));
}

function pairs(flat: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let index = 0; index + 1 < flat.length; index += 2) record[flat[index] as string] = flat[index + 1] as string;
  return record;
}

function requireThreadId(config: RunnableConfig, action: string): string {
  const threadId = config.configurable?.thread_id as unknown;
  if (typeof threadId !== 'string' && typeof threadId !== 'number') {
    throw new Error(`Failed to ${action}: the config has no "thread_id" in "configurable".`);
  }
  return String(threadId);
}
