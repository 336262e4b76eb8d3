import type { QueueEntry } from '@kefu/protocol';

/**
 * A queue entry as the server sends it. `shopperOffline`: no tab of the shopper is connected, on any
 * server process. TODO(protocol): drop this once `queueEntrySchema` carries `shopperOffline`.
 */
export type ConsoleQueueEntry = QueueEntry & { shopperOffline?: boolean };
