/** The sites an agent serves; undefined means every site. */
export type AgentScope = readonly string[] | undefined;

/** Whether an agent with `scope` may see and work on a thread of `siteId`. */
export function serves(scope: AgentScope, siteId: string): boolean {
  return scope === undefined || scope.includes(siteId);
}

/** A stable name for a scope (`*` for every site), shared by agents with the same sites. */
export function scopeKey(scope: AgentScope): string {
  return scope === undefined ? '*' : [...new Set(scope)].sort().join(',');
}

/** The scope a {@link scopeKey} names. */
export function scopeOf(key: string): AgentScope {
  return key === '*' ? undefined : key.split(',');
}
