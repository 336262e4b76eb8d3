import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import type { Intent } from '../ports/intent.js';

/** One turn of the agent graph as its checkpoints remember it: the turn's text and the intents recognised in it. */
export interface RecognisedTurn {
  /** The shopper's messages of the turn, joined by newlines (as the graph's `text`). */
  text: string;
  intents: Intent[];
}

// A turn writes a handful of checkpoints; this covers a long conversation without reading a huge one whole.
const MOST_CHECKPOINTS = 400;

/**
 * The turns the agent graph recognised on a thread, oldest first, read from its checkpoints: what the
 * coordinator (rules, intent cache or LLM) actually decided. Empty for an agent that keeps no such state.
 */
export async function readRecognisedTurns(checkpointer: BaseCheckpointSaver | undefined, threadId: string): Promise<RecognisedTurn[]> {
  if (!checkpointer) return [];
  const turns: RecognisedTurn[] = [];
  let previous = '';
  try {
    for await (const { checkpoint } of checkpointer.list({ configurable: { thread_id: threadId, checkpoint_ns: '' } }, { limit: MOST_CHECKPOINTS })) {
      const turn = recognisedTurn(checkpoint.channel_values);
      // Each checkpoint of a turn repeats its recognition, and the next turn's input resets it to null.
      const key = turn ? JSON.stringify(turn) : '';
      if (turn && key !== previous) turns.push(turn);
      previous = key;
    }
  } catch {
    return [];
  }
  return turns.reverse();
}

function recognisedTurn(values: Record<string, unknown>): RecognisedTurn | undefined {
  const { text, recognition } = values as { text?: unknown; recognition?: { intents?: unknown } | null };
  if (typeof text !== 'string' || !recognition || !Array.isArray(recognition.intents)) return undefined;
  const intents = (recognition.intents as Intent[]).filter((intent) => typeof intent?.type === 'string' && typeof intent.text === 'string');
  return { text, intents };
}
