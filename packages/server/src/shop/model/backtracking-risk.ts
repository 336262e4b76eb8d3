/**
 * Why a shop's regular expression could make JavaScript's backtracking engine run for minutes on one shopper message,
 * or undefined when it cannot in the way careless patterns do. A shop folder's patterns (`lexicon.yaml` cues,
 * `workflows.yaml` cues and serial number) run over every message a shopper types, in the one thread that serves every
 * conversation: `([A-Z0-9]+-?)+`, a natural way to write "letters and digits with hyphens", takes a third of a second
 * on 27 characters, four times as long with every two more, and the process answers no one meanwhile.
 *
 * What it refuses is a group that can match the same text in several ways, repeated so the ways multiply: one
 * holding an unbounded quantifier (`+`, `*`, `{n,}`) repeated at all (`(\w+\s?)+`, `(a+){3}`); one holding an
 * alternative or an optional part repeated without bound (`(snag|torn)+`) or more than 10 times. A few optional parts
 * repeated a few times (`(?:-?[0-9]{4}){2}`) are kept. Polynomial blow-ups from adjacent overlapping quantifiers
 * (`\w*\w*\w*x`) are polynomialBacktrackingRisk's.
 */
export function backtrackingRisk(source: string): string | undefined {
  // Per open group: in how many ways what it holds can match — one, a bounded number, or without bound.
  const stack: Ways[] = ['one'];
  let index = 0;
  const widen = (ways: Ways) => {
    const top = stack.length - 1;
    if (RANK[ways] > RANK[stack[top]!]) stack[top] = ways;
  };
  while (index < source.length) {
    const char = source[index]!;
    if (char === '\\') {
      index = afterQuantifier(source, index + 2, widen);
    } else if (char === '[') {
      index = afterQuantifier(source, endOfClass(source, index + 1), widen);
    } else if (char === '(') {
      stack.push('one');
      index += 1;
      // A group's own prefix (?: (?= (?! (?<= (?<! (?<name>) is not an atom.
      if (source[index] === '?') index = groupBodyStart(source, index);
    } else if (char === ')') {
      const ways = stack.length > 1 ? stack.pop()! : 'one';
      const quantifier = quantifierAt(source, index + 1);
      const max = quantifier?.max ?? 1;
      if ((ways === 'unbounded' && max > 1) || (ways === 'bounded' && max > MAX_REPEATS))
        return `repeats a group that can match the same text in several ways ("${source.slice(0, index + 1 + (quantifier?.length ?? 0))}"), which can take minutes on one message: write it without a quantifier or alternative inside the repeated group`;
      widen(ways);
      if (quantifier) widen(waysOf(quantifier));
      index += 1 + (quantifier?.length ?? 0);
    } else if (char === '|') {
      widen('bounded');
      index += 1;
    } else {
      index = afterQuantifier(source, index + 1, widen);
    }
  }
  return undefined;
}

type Ways = 'one' | 'bounded' | 'unbounded';
const RANK: Record<Ways, number> = { one: 0, bounded: 1, unbounded: 2 };
/** Most repeats of a group with a few ways to match (2^10 paths at worst with two). */
const MAX_REPEATS = 10;

const waysOf = (quantifier: Quantifier): Ways => (quantifier.max === Infinity ? 'unbounded' : quantifier.min === quantifier.max ? 'one' : 'bounded');

interface Quantifier {
  min: number;
  max: number;
  /** Characters it takes in the source, a lazy `?` included. */
  length: number;
}

function quantifierAt(source: string, index: number): Quantifier | undefined {
  const lazy = (length: number) => (source[index + length] === '?' ? length + 1 : length);
  const char = source[index];
  if (char === '*') return { min: 0, max: Infinity, length: lazy(1) };
  if (char === '+') return { min: 1, max: Infinity, length: lazy(1) };
  if (char === '?') return { min: 0, max: 1, length: lazy(1) };
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(index));
  if (!braces) return undefined;
  const min = Number(braces[1]);
  const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity;
  return { min, max, length: lazy(braces[0].length) };
}

/** Past an atom's quantifier, if any, which widens the ways its group can match. */
function afterQuantifier(source: string, index: number, widen: (ways: Ways) => void): number {
  const quantifier = quantifierAt(source, index);
  if (!quantifier) return index;
  widen(waysOf(quantifier));
  return index + quantifier.length;
}

/** The index after the `]` closing a character class whose content starts at `index`. */
function endOfClass(source: string, index: number): number {
  let at = index;
  if (source[at] === '^') at += 1;
  if (source[at] === ']') at += 1;
  while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** The index of a group's body after its `?` prefix (at `index`). */
function groupBodyStart(source: string, index: number): number {
  const next = source[index + 1];
  if (next === ':' || next === '=' || next === '!') return index + 2;
  if (next === '<' && (source[index + 2] === '=' || source[index + 2] === '!')) return index + 3;
  if (next === '<') {
    const close = source.indexOf('>', index);
    return close === -1 ? source.length : close + 1;
  }
  return index + 1;
}
