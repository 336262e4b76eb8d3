import { compareWritesSortKeys, writesSortKey, type CheckpointPendingWrite, type SerializerProtocol } from '@langchain/langgraph-checkpoint';

/** A serialized value: the serializer's type tag and its bytes as base64. */
export type StoredValue = [type: string, base64: string];

/** A checkpoint as stored: checkpoint, metadata and the parent's id. */
export interface StoredCheckpoint {
  checkpoint: StoredValue;
  metadata: StoredValue;
  parentId?: string;
  /** The blob fields of the checkpoint's channel versions, so one script reads the values with the record. */
  blobFields?: string[];
}

/** A pending write as stored under `taskId,idx`. */
export interface StoredWrite {
  taskId: string;
  channel: string;
  value: StoredValue;
  taskPath: string;
}

/** Serializes a value for Redis. */
export async function dump(serde: SerializerProtocol, value: unknown): Promise<StoredValue> {
  const [type, bytes] = await serde.dumpsTyped(value);
  return [type, Buffer.from(bytes).toString('base64')];
}

/** Reads a value stored by {@link dump}. */
export function load<T>(serde: SerializerProtocol, [type, base64]: StoredValue): Promise<T> {
  return serde.loadsTyped(type, new Uint8Array(Buffer.from(base64, 'base64'))) as Promise<T>;
}

/** A checkpoint's pending writes, deserialized, in `writesSortKey` order (the order live execution applies them). */
export async function orderedWrites(serde: SerializerProtocol, stored: Record<string, string>): Promise<CheckpointPendingWrite[]> {
  const entries = Object.entries(stored).map(([field, json]) => {
    const write = JSON.parse(json) as StoredWrite;
    const idx = Number(field.slice(field.lastIndexOf(',') + 1));
    return { key: writesSortKey(write.taskPath, write.taskId, idx), write };
  });
  entries.sort((a, b) => compareWritesSortKeys(a.key, b.key));
  return Promise.all(entries.map(async ({ write }) => [write.taskId, write.channel, await load(serde, write.value)] as CheckpointPendingWrite));
}
