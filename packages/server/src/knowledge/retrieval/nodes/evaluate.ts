import type { RetrievalStateValue } from '../state.js';
import { RETRIEVAL } from '../thresholds.js';

/** Seed 001's evaluate: enough when the best passage covers most of the question's topic words. */
export async function evaluateNode(state: RetrievalStateValue): Promise<Partial<RetrievalStateValue>> {
  const best = state.passages[0]?.coverage ?? 0;
  return { sufficient: best >= RETRIEVAL.sufficientCoverage, loops: state.loops + 1 };
}

/** After evaluate: stop when enough was found or the loops are used up, else rewrite. */
export function routeAfterEvaluate(state: RetrievalStateValue): 'rewrite' | 'done' {
  return state.sufficient || state.loops >= RETRIEVAL.maxLoops ? 'done' : 'rewrite';
}
