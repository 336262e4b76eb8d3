/** The ways the Redis checkpointer can write a JSON value; every version that knows `text` reads both. */
export const checkpointFormats = ['text', 'base64'] as const;

/**
 * How the Redis checkpointer writes values (KEFU_CHECKPOINT_FORMAT). `text` stores JSON as itself (smaller, no
 * base64 pass); `base64` is the form every earlier release wrote and the only one it reads, kept for the first step
 * of a rolling deploy while older processes still run.
 */
export type CheckpointFormat = (typeof checkpointFormats)[number];
