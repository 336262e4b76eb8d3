import { numbersAreGrounded } from './grounded-numbers.js';

/** Streams a model's answer clause by clause, each only once its numbers are grounded. */
export interface GroundedStream {
  /** Adds a piece of the model's text; complete clauses that pass are emitted. */
  push(text: string): void;
  /** The model finished: the last, unterminated clause is checked and emitted too. */
  end(): void;
}

// A clause ends at ，。！？；、, a line break, or a comma or full stop before a space ("3,999", "6.59" are no ends).
const CLAUSE_END = /[，。！？；、!?;\n]+|[.,](?=\s)/g;

/**
 * Holds the model's tokens back until a whole clause has arrived and checks its numbers (with the text before it,
 * for cues like "价格是") against the tool results so far: no invented price reaches the widget as a
 * `message:delta`, not even briefly. Nothing is streamed before a tool has answered (a query answer without a tool
 * result is replaced anyway), and after the first ungrounded clause nothing more is: the final message then
 * carries the rule-written text.
 */
export function createGroundedStream(options: {
  results: readonly unknown[];
  shopperText: string;
  emit: (text: string) => void;
  currencyWords?: readonly string[];
}): GroundedStream {
  let emitted = '';
  let pending = '';
  let stopped = false;
  const release = (clause: string) => {
    if (stopped || !clause) return;
    if (!options.results.length || !numbersAreGrounded(emitted + clause, options.results, options.shopperText, options.currencyWords)) {
      stopped = true;
      return;
    }
    emitted += clause;
    options.emit(clause);
  };
  return {
    push(text) {
      pending += text;
      let cut = 0;
      for (const match of pending.matchAll(CLAUSE_END)) {
        const end = match.index + match[0].length;
        release(pending.slice(cut, end));
        cut = end;
      }
      pending = pending.slice(cut);
    },
    end() {
      release(pending);
      pending = '';
    },
  };
}
