import { normalizeText } from './normalize.js';
import { hasCjk, words } from './tokenize.js';

/** One word or phrase of a group, in the forms it is matched by. */
interface GroupEntry {
  /** Chinese: matched as a substring of the normalised text. */
  cjk: boolean;
  text: string;
  /** English: its stemmed words, all present in order. */
  words: string[];
}

/** Another name a question's topic word may appear under in an article, and what finding it there is worth (0..1). */
export interface TermAlternative {
  entry: GroupEntry;
  weight: number;
}

/** Alternatives by question topic word (see {@link WordGroups.alternatives}). */
export type TermAlternatives = ReadonlyMap<string, readonly TermAlternative[]>;

/**
 * What a related word found in an article is worth against the word asked: a shopper who writes 维修 may mean the
 * warranty, but an article that says 保修 answers 保修 better than one that says 售后. Chosen on the evaluation's
 * tuned part and questions written apart from it: 0.5 and 0.7 scored alike, 0.3 lower.
 */
export const RELATED_WORD_WEIGHT = 0.5;

/** The shop's word groups (its synonyms.yaml): equal words count as the word asked, related ones less. */
export interface WordGroupsInput {
  /** Words shoppers use interchangeably (true synonyms). */
  equal?: readonly (readonly string[])[];
  /** Words about the same thing but not the same (维修 and 保修). */
  related?: readonly (readonly string[])[];
}

/** The shop's synonym groups, ready to widen a question's topic words by the names articles may use instead. */
export class WordGroups {
  readonly #groups: Array<{ entries: GroupEntry[]; weight: number }>;

  constructor(input: WordGroupsInput = {}) {
    const build = (groups: readonly (readonly string[])[] | undefined, weight: number) =>
      (groups ?? []).map((group) => ({ entries: group.map(toEntry).filter((entry) => entry.text !== ''), weight }));
    this.#groups = [...build(input.equal, 1), ...build(input.related, RELATED_WORD_WEIGHT)];
  }

  /** Whether there is any group at all. */
  get empty(): boolean {
    return this.#groups.length === 0;
  }

  /**
   * For each of a question's topic words (`terms`) that an entry of a group names, the group's other entries with
   * the group's weight (the best weight when several groups name it).
   */
  alternatives(question: string, terms: readonly string[]): TermAlternatives {
    const out = new Map<string, TermAlternative[]>();
    if (this.#groups.length === 0) return out;
    const normalized = normalizeText(question);
    const questionWords = words(question);
    for (const group of this.#groups) {
      for (const entry of group.entries) {
        if (!entryIn(entry, normalized, questionWords)) continue;
        for (const term of terms.filter((term) => names(entry, term))) {
          const list = out.get(term) ?? [];
          for (const other of group.entries) if (other !== entry) list.push({ entry: other, weight: group.weight });
          out.set(term, list);
        }
      }
    }
    return out;
  }

  /** The words of the groups a text names that the text does not contain: what a widened search also looks for. */
  widen(text: string): string[] {
    const normalized = normalizeText(text);
    const textWords = words(text);
    const out = new Set<string>();
    for (const group of this.#groups) {
      if (!group.entries.some((entry) => entryIn(entry, normalized, textWords))) continue;
      for (const entry of group.entries) if (!entryIn(entry, normalized, textWords)) out.add(entry.text);
    }
    return [...out];
  }
}

/** How much of an alternative a passage contains: 1 when it is there whole, else 0. */
export function alternativeMatch(entry: GroupEntry, haystack: string, passageWords: ReadonlySet<string>): number {
  if (entry.cjk) return haystack.includes(entry.text) ? 1 : 0;
  return entry.words.length > 0 && entry.words.every((word) => passageWords.has(word)) ? 1 : 0;
}

function toEntry(word: string): GroupEntry {
  const text = normalizeText(word.trim());
  return { cjk: hasCjk(text), text, words: hasCjk(text) ? [] : words(text) };
}

function entryIn(entry: GroupEntry, normalized: string, textWords: readonly string[]): boolean {
  if (entry.cjk) return normalized.includes(entry.text);
  if (entry.words.length === 0) return false;
  for (let start = 0; start + entry.words.length <= textWords.length; start += 1) {
    if (entry.words.every((word, offset) => textWords[start + offset] === word)) return true;
  }
  return false;
}

// Whether an entry the question contains speaks for one of its topic words: the word is part of it ("质保" in
// "质保期"), or it is part of the word the segmenter glued ("不想要" in "不想要了").
function names(entry: GroupEntry, term: string): boolean {
  if (entry.cjk) return hasCjk(term) && (entry.text.includes(term) || (term.length >= 2 && term.includes(entry.text)));
  return entry.words.includes(term);
}
