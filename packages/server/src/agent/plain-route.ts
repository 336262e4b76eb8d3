import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { Runnable, type RunnableConfig } from '@langchain/core/runnables';

/**
 * A conditional edge's routing function as a runnable that only calls it. LangGraph wraps a plain function in a
 * traced RunnableLambda: a callback manager, a run tree and an async-context switch per edge taken, for a function
 * that reads the state and returns a name. Five edges a turn made that a tenth of a rules-path turn (issue 17's
 * benchmark); the routes are pure, so there is nothing to trace.
 */
class PlainRoute<Input, Output> extends Runnable<Input, Output> {
  lc_namespace = ['kefu', 'agent'];

  constructor(private readonly route: (input: Input, config: LangGraphRunnableConfig) => Output) {
    super();
  }

  async invoke(input: Input, config?: RunnableConfig): Promise<Output> {
    return this.route(input, (config ?? {}) as LangGraphRunnableConfig);
  }
}

/** Wraps a routing function for `addConditionalEdges` so that taking the edge is a plain call (see {@link PlainRoute}). */
export function plainRoute<Input, Output>(route: (input: Input, config: LangGraphRunnableConfig) => Output): Runnable<Input, Output> {
  return new PlainRoute(route);
}
