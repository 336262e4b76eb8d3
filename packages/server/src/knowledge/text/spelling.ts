import { englishWordCheck } from './english-dictionary.js';
import { normalizeText } from './normalize.js';
import { STOPWORDS } from './stopwords.js';
import { typoDistance } from './typo-match.js';

/** The words a knowledge base writes (as written, not stemmed), each with how many of its passages hold it. */
export type SurfaceVocabulary = ReadonlyMap<string, number>;

const LATIN_TOKEN = /[a-z]+(?:'[a-z]+)?|[^a-z]+/g;
const LATIN_WORD = /^[a-z]+$/;
// Parts of a split word are real words of the base, not a letter or two that happen to exist ("a", "re").
const MIN_PART_LENGTH = 3;

/**
 * A shopper's question with its misspelt English words read as the knowledge base's own, the way Meilisearch derives
 * a query (issue 21: the two indexes disagreed on misspelt questions, Meilisearch finding what the embedded index
 * missed): a word the base never writes becomes the base's word within the typo tolerance of `typoDistance`
 * ("retrun" → "return", "shiping" → "shipping", before stemming parts them), two words the base writes as one are
 * joined ("refund ed", "pass word"), one word the base writes as two is split ("phonenumber"). Words the base writes,
 * English words the base does not write (see `englishWordCheck`), stop words and Chinese stay as they are. Every later step (both indexes, relevance, question focus) reads the result.
 * `base`: the words the articles write (the embedded index's); `shopWords`: the shop's own (synonyms.yaml).
 */
export async function correctSpelling(question: string, base: SurfaceVocabulary, shopWords: SurfaceVocabulary = new Map()): Promise<string> {
  const normalized = normalizeText(question);
  if (!/[a-z]{3}/.test(normalized)) return question;
  // The shop's words are what a misspelling may be read as, not proof of a spelling: its synonyms.yaml lists common
  // misspellings beside the word ("warrenty", "waranty"), and a question should be read with the word itself.
  const vocabulary = shopWords.size === 0 ? base : merged([base, shopWords]);
  const tokens = normalized.match(LATIN_TOKEN) ?? [];
  const inBase = (word: string) => base.has(word) || STOPWORDS.has(word);
  // A word the base does not write may still be spelt right ("stuck" is not "stock"): only a dictionary can tell.
  if (tokens.every((token) => !LATIN_WORD.test(token) || inBase(token))) return question;
  const isWord = await englishWordCheck();
  const known = (word: string) => inBase(word) || isWord(word);
  const unknownWord = (token: string | undefined) => token !== undefined && LATIN_WORD.test(token) && !known(token);
  let changed = false;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    // "refund ed": two neighbours the base writes as one, at least one of them a word the base does not write.
    const next = tokens[i + 2];
    const notInBase = (word: string) => LATIN_WORD.test(word) && !inBase(word);
    if (LATIN_WORD.test(token) && tokens[i + 1] === ' ' && next !== undefined && LATIN_WORD.test(next) && (notInBase(token) || notInBase(next))) {
      if (vocabulary.has(token + next)) {
        out.push(token + next);
        i += 2;
        changed = true;
        continue;
      }
    }
    if (!unknownWord(token)) {
      out.push(token);
      continue;
    }
    const replacement = closestWord(token, vocabulary) ?? splitWord(token, vocabulary);
    out.push(replacement ?? token);
    changed ||= replacement !== undefined;
  }
  return changed ? out.join('') : question;
}

function merged(vocabularies: readonly SurfaceVocabulary[]): SurfaceVocabulary {
  const out = new Map<string, number>();
  for (const vocabulary of vocabularies) for (const [word, count] of vocabulary) out.set(word, (out.get(word) ?? 0) + count);
  return out;
}

// The base's word fewest typos away; on a tie the one more passages hold, then the first alphabetically (stable).
function closestWord(word: string, vocabulary: SurfaceVocabulary): string | undefined {
  let best: { word: string; typos: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    const typos = typoDistance(word, candidate);
    if (typos === undefined) continue;
    if (!best || typos < best.typos || (typos === best.typos && (count > best.count || (count === best.count && candidate < best.word)))) {
      best = { word: candidate, typos, count };
    }
  }
  return best?.word;
}

function splitWord(word: string, vocabulary: SurfaceVocabulary): string | undefined {
  for (let cut = MIN_PART_LENGTH; cut <= word.length - MIN_PART_LENGTH; cut += 1) {
    const [head, tail] = [word.slice(0, cut), word.slice(cut)];
    if (vocabulary.has(head) && vocabulary.has(tail)) return `${head} ${tail}`;
  }
  return undefined;
}
