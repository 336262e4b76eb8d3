import { splitSentences } from '../text/sentences.js';
import { moneySupportedBy } from './money-amounts.js';
import { statesPriceOrStock } from './price-guard.js';

const ENDS_SENTENCE = /[。！？；\n]$/;

/**
 * Streams model text to the shopper a sentence at a time, dropping any sentence that states a price
 * or stock level, or a sum of money the cited articles (`source`) do not state, before it is sent: a streamed
 * token cannot be taken back (seed 003: prices only from tools). What is emitted, joined, is exactly
 * {@link GuardedSentenceStream.end}'s result.
 */
export class GuardedSentenceStream {
  readonly #emit: (text: string) => void;
  #buffer = '';
  #text = '';
  #space = '';
  #dropped = false;
  readonly #source: string;

  constructor(emit: (text: string) => void = () => {}, source = '') {
    this.#emit = emit;
    this.#source = source;
  }

  /** Takes the next piece of model text; emits every sentence it completes. */
  push(piece: string): void {
    this.#buffer += piece;
    // Whitespace between sentences (a line break arriving on its own) is kept for the next sentence.
    const lead = /^\s*/.exec(this.#buffer)![0];
    this.#space += lead;
    this.#buffer = this.#buffer.slice(lead.length);
    const sentences = splitSentences(this.#buffer);
    const last = sentences.at(-1);
    // An ASCII full stop may still turn out to be "3.5"; a Chinese one or a line break cannot.
    const lastDone = last !== undefined && (last.space !== '' || ENDS_SENTENCE.test(this.#buffer));
    const done = lastDone ? sentences : sentences.slice(0, -1);
    for (const sentence of done) this.#pass(sentence.text, sentence.space);
    // The unfinished sentence stays, with the whitespace the splitter trimmed from its end.
    this.#buffer = lastDone || !last ? '' : this.#buffer.slice(this.#buffer.lastIndexOf(last.text));
  }

  /** Flushes the last sentence; adds the notice if anything was dropped. Returns the whole guarded text. */
  end(notice: string): string {
    if (this.#buffer.trim()) this.#pass(this.#buffer.trimEnd(), '');
    this.#buffer = '';
    if (this.#dropped) this.#send(`${this.#text ? '\n\n' : ''}${notice}`);
    return this.#text;
  }

  /** Whether a sentence was dropped. */
  get dropped(): boolean {
    return this.#dropped;
  }

  #pass(sentence: string, space: string): void {
    if (statesPriceOrStock(sentence) || !moneySupportedBy(sentence, this.#source)) {
      this.#dropped = true;
      if (space.length > this.#space.length) this.#space = space;
      return;
    }
    this.#send(this.#text ? this.#space + sentence : sentence.trimStart());
    this.#space = space;
  }

  #send(piece: string): void {
    if (!piece) return;
    this.#text += piece;
    this.#emit(piece);
  }
}
