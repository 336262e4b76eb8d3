import type { KefuStateType, KefuUpdate } from './state.js';

// Channels whose reducer adds to what is there: writing one is never a no-op, so it is always kept.
const ACCUMULATING = new Set<string>(['answers', 'history']);

// Equal as a last-value channel holds it: the same value, or a plain object whose fields are the same values.
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) return false;
  const left = Object.keys(a);
  if (left.length !== Object.keys(b).length) return false;
  return left.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/**
 * A node's update without the fields the state already holds: LangGraph applies, versions and checkpoints every
 * channel a node writes, so a node that re-writes unchanged fields on every turn (issue 17's benchmark: three to six a
 * turn) pays for writes that change nothing.
 */
export function changedOnly(state: KefuStateType, update: KefuUpdate): KefuUpdate {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) if (ACCUMULATING.has(key) || !same(value, (state as Record<string, unknown>)[key])) changed[key] = value;
  return changed as KefuUpdate;
}
