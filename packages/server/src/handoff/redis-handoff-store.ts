import type { HandoffReason } from '@kefu/protocol';
import type { AgentPresence, ClaimResult, HandoffFlag, HandoffRecord, HandoffStore, NewHandoff, ReleaseResult } from '../ports/handoff-store.js';
import { scopeKey, scopeOf, serves } from './agent-scope.js';
import type { KefuRedisClient } from '../adapters/redis/connect-redis.js';
import { redisScript } from '../adapters/redis/run-script.js';
import { byQueueOrder } from './queue-order.js';

// A record is a hash: `base` (JSON of what never changes) plus one field per thing that does, so the
// scripts below change a mode without parsing JSON in Lua.
const ENQUEUE = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'base', ARGV[1], 'mode', 'queued', 'since', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
return 1`);

// Check-and-set in one script: two agents on two processes cannot both see 'queued'.
const CLAIM = redisScript(`
local mode = redis.call('HGET', KEYS[1], 'mode')
if not mode then return {'not_queued'} end
if mode == 'human' and redis.call('HGET', KEYS[1], 'agentId') ~= ARGV[1] then
  return {'taken', redis.call('HGET', KEYS[1], 'agentName') or ''}
end
local status = 'reclaimed'
if mode ~= 'human' then
  redis.call('HSET', KEYS[1], 'mode', 'human', 'agentId', ARGV[1], 'agentName', ARGV[2], 'since', ARGV[3])
  status = 'claimed'
end
local result = redis.call('HGETALL', KEYS[1])
table.insert(result, 1, status)
return result`);

const RELEASE = redisScript(`
local mode = redis.call('HGET', KEYS[1], 'mode')
if not mode then return {'not_found'} end
if mode == 'human' and redis.call('HGET', KEYS[1], 'agentId') ~= ARGV[1] then
  return {'not_holder', redis.call('HGET', KEYS[1], 'agentName') or ''}
end
local result = redis.call('HGETALL', KEYS[1])
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
table.insert(result, 1, 'released')
return result`);

const MARK = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
for i = 1, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1`);

// Only while the agent still holds it: a second process taking it back finds it queued or gone already.
const TAKE_BACK = redisScript(`
if redis.call('HGET', KEYS[1], 'mode') ~= 'human' or redis.call('HGET', KEYS[1], 'agentId') ~= ARGV[1] then return {} end
if ARGV[3] == 'assistant' then
  local record = redis.call('HGETALL', KEYS[1])
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[4])
  return record
end
redis.call('HSET', KEYS[1], 'mode', 'queued', 'since', ARGV[2])
redis.call('HDEL', KEYS[1], 'agentId', 'agentName', 'toldPosition')
return redis.call('HGETALL', KEYS[1])`);

const SET_REASON = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('HSET', KEYS[1], 'reason', ARGV[1])`);

// Flags live in the record's hash, so they go with it when the thread returns to the assistant.
const FLAG_ONCE = redisScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('HSETNX', KEYS[1], 'flag:' .. ARGV[1], '1')`);

// ZADD GT needs Redis 6.2; plain Redis 6 is supported, so compare in Lua.
const EXTEND_LEASE = redisScript(`
local current = redis.call('ZSCORE', KEYS[1], ARGV[2])
if current and tonumber(current) >= tonumber(ARGV[1]) then return 0 end
return redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])`);

/** Thread modes and the queue in Redis, shared by every server process (`REDIS_URL`). */
export class RedisHandoffStore implements HandoffStore {
  readonly #open: string;
  readonly #agents: string;
  readonly #agentScopes: string;
  readonly #leases: string;

  constructor(
    private readonly client: KefuRedisClient,
    private readonly prefix = 'kefu:',
  ) {
    this.#open = `${prefix}handoff:open`;
    this.#agents = `${prefix}handoff:agents`;
    this.#agentScopes = `${prefix}handoff:agent-scopes`;
    this.#leases = `${prefix}handoff:agent-leases`;
  }

  async get(threadId: string): Promise<HandoffRecord | undefined> {
    return recordOf(threadId, (await this.client.hGetAll(this.#key(threadId))) as Record<string, string>);
  }

  async enqueue(handoff: NewHandoff): Promise<boolean> {
    const { threadId, queuedAt, leftMessage, toldPosition, ...base } = handoff;
    const stored = await ENQUEUE.run(this.client, [this.#key(threadId), this.#open], [JSON.stringify({ ...base, queuedAt }), queuedAt, threadId]);
    if (stored !== 1) return false;
    if (leftMessage !== undefined || toldPosition !== undefined) await this.mark(threadId, { leftMessage, toldPosition });
    return true;
  }

  async claim(threadId: string, agent: { agentId: string; name: string }, now: number): Promise<ClaimResult> {
    const [status, ...rest] = (await CLAIM.run(this.client, [this.#key(threadId)], [agent.agentId, agent.name, now])) as string[];
    if (status === 'taken') return { status: 'taken', agentName: rest[0] ?? '' };
    const record = status === 'claimed' || status === 'reclaimed' ? recordOf(threadId, pairs(rest)) : undefined;
    return record ? { status: 'claimed', record, fresh: status === 'claimed' } : { status: 'not_queued' };
  }

  async release(threadId: string, agentId: string): Promise<ReleaseResult> {
    const [status, ...rest] = (await RELEASE.run(this.client, [this.#key(threadId), this.#open], [agentId, threadId])) as string[];
    if (status === 'not_holder') return { status: 'not_holder', agentName: rest[0] ?? '' };
    const record = status === 'released' ? recordOf(threadId, pairs(rest)) : undefined;
    return record ? { status: 'released', record } : { status: 'not_found' };
  }

  async takeBack(threadId: string, agentId: string, now: number, to: 'queue' | 'assistant'): Promise<HandoffRecord | undefined> {
    const flat = (await TAKE_BACK.run(this.client, [this.#key(threadId), this.#open], [agentId, now, to, threadId])) as string[];
    return flat.length === 0 ? undefined : recordOf(threadId, pairs(flat));
  }

  async setReason(threadId: string, reason: HandoffReason): Promise<void> {
    await SET_REASON.run(this.client, [this.#key(threadId)], [reason]);
  }

  async flagOnce(threadId: string, flag: HandoffFlag): Promise<boolean> {
    return (await FLAG_ONCE.run(this.client, [this.#key(threadId)], [flag])) === 1;
  }

  async agentSeen(agentId: string, until: number): Promise<void> {
    await EXTEND_LEASE.run(this.client, [this.#leases], [until, agentId]);
  }

  async agentLease(agentId: string): Promise<number | undefined> {
    const score = await this.client.zScore(this.#leases, agentId);
    return score ?? undefined;
  }

  async mark(threadId: string, flags: Pick<HandoffRecord, 'leftMessage' | 'toldPosition'>): Promise<void> {
    const args = Object.entries(flags).flatMap(([field, value]) => (value === undefined ? [] : [field, String(value)]));
    if (args.length > 0) await MARK.run(this.client, [this.#key(threadId)], args);
  }

  async list(): Promise<HandoffRecord[]> {
    const ids = await this.client.zRange(this.#open, 0, -1);
    if (ids.length === 0) return [];
    const multi = this.client.multi();
    for (const id of ids) multi.hGetAll(this.#key(id));
    const hashes = (await multi.exec()) as unknown as Array<Record<string, string>>;
    return ids.flatMap((id, index) => recordOf(id, hashes[index] ?? {}) ?? []).sort(byQueueOrder);
  }

  async agentOnline({ connectionId, sites }: AgentPresence, expiresAt: number): Promise<void> {
    await this.client.multi().zAdd(this.#agents, { score: expiresAt, value: connectionId }).hSet(this.#agentScopes, connectionId, scopeKey(sites)).exec();
  }

  async agentOffline(connectionId: string): Promise<void> {
    await this.client.multi().zRem(this.#agents, connectionId).hDel(this.#agentScopes, connectionId).exec();
  }

  async onlineAgents(now: number, siteId?: string): Promise<number> {
    // A crashed process never says goodbye: its connections simply stop being renewed and expire.
    const expired = await this.client.zRangeByScore(this.#agents, '-inf', now);
    if (expired.length > 0) await this.client.multi().zRem(this.#agents, expired).hDel(this.#agentScopes, expired).exec();
    if (siteId === undefined) return this.client.zCard(this.#agents);
    const online = await this.client.zRange(this.#agents, 0, -1);
    if (online.length === 0) return 0;
    const scopes = await this.client.hmGet(this.#agentScopes, online);
    return scopes.filter((key) => serves(scopeOf(key ?? '*'), siteId)).length;
  }

  #key(threadId: string): string {
    return `${this.prefix}handoff:t:${threadId}`;
  }
}

function pairs(flat: string[]): Record<string, string> {
  const hash: Record<string, string> = {};
  for (let index = 0; index + 1 < flat.length; index += 2) hash[flat[index]!] = flat[index + 1]!;
  return hash;
}

function recordOf(threadId: string, hash: Record<string, string>): HandoffRecord | undefined {
  if (!hash.base || (hash.mode !== 'queued' && hash.mode !== 'human')) return undefined;
  const base = JSON.parse(hash.base) as Omit<HandoffRecord, 'threadId' | 'mode' | 'since'>;
  return {
    ...base,
    threadId,
    ...(hash.reason ? { reason: hash.reason as HandoffRecord['reason'] } : {}),
    mode: hash.mode,
    since: Number(hash.since),
    ...(hash.agentId ? { agentId: hash.agentId } : {}),
    ...(hash.agentName ? { agentName: hash.agentName } : {}),
    ...(hash.leftMessage ? { leftMessage: hash.leftMessage === 'true' } : {}),
    ...(hash.toldPosition ? { toldPosition: Number(hash.toldPosition) } : {}),
  };
}
