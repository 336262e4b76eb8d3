import type { HandoffState, Interrupt } from '@kefu/protocol';
import type { AppendOptions, AppendResult, ReplayPage, ThreadLog, ThreadOwner, TurnCursors, UnsequencedEvent } from '../../ports/thread-log.js';
import type { CustomerBinding } from '../../stores/customer-binding.js';
import { sequence } from '../../stores/sequence-event.js';
import type { KefuRedisClient } from './connect-redis.js';
import { redisScript } from './run-script.js';
import { threadKey, type ThreadKeyPart } from './thread-key.js';

// One thread = a hash (owner, open prompt, turn cursors), a list of events (position + 1 = seq, so seq is
// assigned by RPUSH inside the script, atomically for every process) and a hash of clientMsgId → seq.
const CREATE = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'siteId', ARGV[1], 'createdAt', ARGV[2], 'cursor', 0, 'answered', 0)
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'customerId', ARGV[3]) end
if ARGV[5] ~= '' then redis.call('HSET', KEYS[1], 'resumeKey', ARGV[5]) end
if ARGV[4] ~= '0' then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
return 1`);

// HSETNX: the first customer to sign in on a guest thread gets it, even with two processes racing.
const BIND_CUSTOMER = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
redis.call('HSETNX', KEYS[1], 'customerId', ARGV[1])
return redis.call('HMGET', KEYS[1], 'siteId', 'customerId')`);

// KEYS[4], the thread's ratings, expires with the thread (PEXPIRE leaves a missing key alone).
const APPEND = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return {'no_thread', 0} end
if ARGV[2] ~= '' then
  local seq = redis.call('HGET', KEYS[3], ARGV[2])
  if seq then return {'duplicate', tonumber(seq)} end
end
if ARGV[3] ~= '' and redis.call('HGET', KEYS[1], 'openId') ~= ARGV[3] then return {'interrupt_not_open', 0} end
local seq = redis.call('RPUSH', KEYS[2], ARGV[1])
if ARGV[2] ~= '' then redis.call('HSET', KEYS[3], ARGV[2], seq) end
if ARGV[4] == 'open' then
  redis.call('HSET', KEYS[1], 'openId', ARGV[5], 'openJson', ARGV[6])
elseif ARGV[4] == 'close' and redis.call('HGET', KEYS[1], 'openId') == ARGV[5] then
  redis.call('HDEL', KEYS[1], 'openId', 'openJson')
elseif ARGV[4] == 'handoff' then
  redis.call('HSET', KEYS[1], 'handoff', ARGV[5])
end
if ARGV[7] ~= '0' then
  for i = 1, 4 do redis.call('PEXPIRE', KEYS[i], ARGV[7]) end
end
return {'stored', seq}`);

// Total and page in one round trip; when more than `limit` were missed, the newest `limit`.
const READ = redisScript(`
local total = redis.call('LLEN', KEYS[1])
local from = math.max(tonumber(ARGV[1]), total - tonumber(ARGV[2]), 0)
if from >= total then return {total, from} end
local page = redis.call('LRANGE', KEYS[1], from, from + tonumber(ARGV[2]) - 1)
return {total, from, unpack(page)}`);

const ADVANCE_CURSOR = redisScript(`
if tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0') < tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return 1`);

// 'cursor' is the field name the taken cursor has always had in stored threads.
const CURSOR_FIELD = { taken: 'cursor', answered: 'answered' } as const;

/**
 * The production thread log on plain Redis (lists, hashes and Lua; no modules). With `retentionMs`, a
 * thread's keys expire that long after its last stored event (0 keeps threads for good).
 */
export class RedisThreadLog implements ThreadLog, CustomerBinding {
  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:',
    private readonly retentionMs = 0,
  ) {}

  async create(threadId: string, owner: ThreadOwner, now: number): Promise<boolean> {
    return (
      (await CREATE.run(this.client, [this.#key(threadId, 'meta')], [owner.siteId, now, owner.customerId ?? '', this.retentionMs, owner.resumeKey ?? ''])) === 1
    );
  }

  async owner(threadId: string): Promise<ThreadOwner | undefined> {
    const [siteId, customerId, resumeKey] = await this.client.hmGet(this.#key(threadId, 'meta'), ['siteId', 'customerId', 'resumeKey']);
    if (!siteId) return undefined;
    return { siteId, ...(customerId ? { customerId } : {}), ...(resumeKey ? { resumeKey } : {}) };
  }

  async bindCustomer(threadId: string, customerId: string): Promise<ThreadOwner | undefined> {
    const owner = (await BIND_CUSTOMER.run(this.client, [this.#key(threadId, 'meta')], [customerId])) as [string, string | null] | null;
    if (!owner) return undefined;
    const [siteId, boundTo] = owner;
    return { siteId, ...(boundTo ? { customerId: boundTo } : {}) };
  }

  async append(threadId: string, event: UnsequencedEvent, options: AppendOptions = {}): Promise<AppendResult> {
    const kind = { 'interrupt:open': 'open', 'interrupt:closed': 'close', handoff: 'handoff', 'message:done': '' }[event.event];
    const subject =
      event.event === 'interrupt:open'
        ? event.data.interrupt.interruptId
        : event.event === 'interrupt:closed'
          ? event.data.interruptId
          : event.event === 'handoff'
            ? event.data.state
            : '';
    const interruptJson = event.event === 'interrupt:open' ? JSON.stringify(event.data.interrupt) : '';
    const [status, seq] = (await APPEND.run(
      this.client,
      [this.#key(threadId, 'meta'), this.#key(threadId, 'events'), this.#key(threadId, 'msgids'), this.#key(threadId, 'feedback')],
      [JSON.stringify(event), options.dedupeKey ?? '', options.ifInterruptOpen ?? '', kind, subject, interruptJson, this.retentionMs],
    )) as [string, number];
    if (status === 'duplicate') return { status, seq };
    if (status === 'interrupt_not_open' || status === 'no_thread') return { status };
    return { status: 'stored', event: sequence(event, seq) };
  }

  async read(threadId: string, afterSeq: number, limit: number): Promise<ReplayPage> {
    const [total, from, ...raw] = (await READ.run(this.client, [this.#key(threadId, 'events')], [afterSeq, limit])) as [number, number, ...string[]];
    const events = raw.map((json, index) => sequence(JSON.parse(json) as UnsequencedEvent, from + index + 1));
    return { events, truncated: from > afterSeq, lastSeq: Math.max(total, from + raw.length) };
  }

  async seqOf(threadId: string, dedupeKey: string): Promise<number | undefined> {
    const seq = await this.client.hGet(this.#key(threadId, 'msgids'), dedupeKey);
    return seq === null || seq === undefined ? undefined : Number(seq);
  }

  async openInterrupt(threadId: string): Promise<Interrupt | undefined> {
    const json = await this.client.hGet(this.#key(threadId, 'meta'), 'openJson');
    return json ? (JSON.parse(json) as Interrupt) : undefined;
  }

  async handoffState(threadId: string): Promise<HandoffState | undefined> {
    return ((await this.client.hGet(this.#key(threadId, 'meta'), 'handoff')) ?? undefined) as HandoffState | undefined;
  }

  async turnCursors(threadId: string): Promise<TurnCursors> {
    const [taken, answered] = await this.client.hmGet(this.#key(threadId, 'meta'), [CURSOR_FIELD.taken, CURSOR_FIELD.answered]);
    // Threads stored before the answered cursor existed count as answered up to what was taken.
    return { taken: Number(taken ?? 0), answered: Number(answered ?? taken ?? 0) };
  }

  async advanceTurnCursor(threadId: string, cursor: keyof TurnCursors, seq: number): Promise<void> {
    await ADVANCE_CURSOR.run(this.client, [this.#key(threadId, 'meta')], [CURSOR_FIELD[cursor], seq]);
  }

  #key(threadId: string, part: ThreadKeyPart): string {
    return threadKey(this.prefix, threadId, part);
  }
}
