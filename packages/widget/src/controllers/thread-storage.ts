import type { KefuError, ThreadEvent } from '@kefu/protocol';
import { RETRYABLE } from 'virtual:kefu-wire';
import type { OutboxItem } from './chat-state.js';
import { isThreadEvent, wireError } from '../wire/parse-wire.js';

/** Where the widget keeps its thread between page loads. */
export type StorageKind = 'local' | 'session' | 'none';

/** What survives a reload: the thread, how far it was read, its recent events and unsent messages. */
export interface StoredThread {
  threadId?: string;
  /** The thread's resume token (only its creator holds it). */
  resumeToken?: string;
  /** The signed-in customer the thread belongs to, if any. */
  customerId?: string;
  lastSeq: number;
  events: ThreadEvent[];
  outbox: OutboxItem[];
}

/** Reads and writes the stored thread of one site. */
export interface ThreadStorage {
  load(): StoredThread | undefined;
  save(thread: StoredThread): void;
  clear(): void;
}

/** How many recent events are cached so a reload shows the conversation without replaying it all. */
export const CACHED_EVENTS = 120;
const VERSION = 1;

/** A storage for `siteKey` in local or session storage, or nowhere; never throws (private modes, quotas). */
export function createThreadStorage(kind: StorageKind, siteKey: string): ThreadStorage {
  const key = `kefu:v${VERSION}:${siteKey}`;
  const area = (): Storage | undefined => {
    try {
      return kind === 'local' ? globalThis.localStorage : kind === 'session' ? globalThis.sessionStorage : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    load() {
      try {
        const raw = area()?.getItem(key);
        return raw ? revive(JSON.parse(raw)) : undefined;
      } catch {
        return undefined;
      }
    },
    save(thread) {
      try {
        area()?.setItem(key, JSON.stringify({ ...thread, events: thread.events.slice(-CACHED_EVENTS) }));
      } catch {
        // A full or disabled storage only costs the resume after a reload.
      }
    },
    clear() {
      try {
        area()?.removeItem(key);
        // The rating chunk's note of what this thread rated (extras/rating/handled-endings.ts) goes with it.
        area()?.removeItem(`${key}:rated`);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

// Storage is writable by any script on the page: validate it like wire data.
function revive(value: unknown): StoredThread | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Partial<StoredThread>;
  const id = (value: unknown) => (typeof value === 'string' && /^[\w.:-]{1,128}$/.test(value) ? value : undefined);
  const threadId = id(record.threadId);
  const customerId = id(record.customerId);
  const resumeToken = typeof record.resumeToken === 'string' && /^[\w-]{16,128}$/.test(record.resumeToken) ? record.resumeToken : undefined;
  const lastSeq = Number.isSafeInteger(record.lastSeq) && (record.lastSeq ?? -1) >= 0 ? (record.lastSeq as number) : 0;
  const events = (Array.isArray(record.events) ? record.events : []).filter(isThreadEvent);
  const outbox = (Array.isArray(record.outbox) ? record.outbox : [])
    .filter((item): item is OutboxItem => !!item && typeof item.clientMsgId === 'string' && typeof item.text === 'string' && typeof item.createdAt === 'number')
    .map(({ error, ...item }) =>
      item.state === 'failed' ? { ...item, state: 'failed' as const, ...revivedError(error) } : { ...item, state: 'queued' as const },
    );
  return {
    ...(threadId ? { threadId } : {}),
    ...(threadId && resumeToken ? { resumeToken } : {}),
    ...(threadId && customerId ? { customerId } : {}),
    lastSeq: threadId ? lastSeq : 0,
    events: threadId ? events : [],
    outbox,
  };
}

// Only the code of a refused message's error is shown (as a translated reason); keep nothing else from storage.
function revivedError(error: unknown): { error?: KefuError } {
  const code = (error as Partial<KefuError> | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(RETRYABLE, code) ? { error: wireError(code as KefuError['code'], 'refused before a reload') } : {};
}
