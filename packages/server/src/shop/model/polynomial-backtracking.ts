import { analyse, type Literal } from 'scslre';

// scslre (by the author of eslint-plugin-regexp, whose no-super-linear-backtracking rule runs it; MIT, pure
// JavaScript, nothing fetched at run time) proves from the pattern's automaton where two quantifiers can hand the
// same characters back and forth. It was chosen over recheck (a 23 MB JAR or a 29 MB native binary beside 5.6 MB of
// JavaScript, and 2.6 s on one of the demo shop's patterns) and redos-detector (2.5 s on one pattern, and it refused
// 7 of the demo shop's 43 patterns that cannot be made slow); it reads all 43 in about 80 ms, refusing none.

/**
 * Why a shop's regular expression could make JavaScript's backtracking engine run for seconds on one shopper
 * message through quantifiers that overlap, or undefined when none do: `\w+\s*\w+\s*sale` holds the server 36 s on a
 * message of 4,000 letters, and `\bsize\s*\w*\s*\w*\s*fits?` 18 s on "size" and 4,000 spaces, because each split
 * of the run between the quantifiers is tried in turn (polynomial: the square, cube… of the message's length). The
 * catastrophic kind, a repeated group that matches in several ways, is {@link backtrackingRisk}'s. A pattern is
 * judged as if anything may follow it (it is wrapped in lookarounds, or joined with others, where it runs); the
 * quadratic cost of merely trying every start position (`\w+x`: 26 ms at 4,000 characters) is allowed.
 */
export function polynomialBacktrackingRisk(source: string, flags: string): string | undefined {
  const [report] = analyse({ source, flags }, { reportTypes: { Move: false }, assumeRejectingSuffix: true, maxReports: 1 }).reports;
  if (!report) return undefined;
  const parts =
    report.type === 'Trade'
      ? `"${report.startQuant.raw}" and "${report.endQuant.raw}"`
      : report.type === 'Self'
        ? `"${report.quant.raw}" within "${report.parentQuant.raw}"`
        : `"${report.quant.raw}"`;
  const fixed = rewritten(report.fix());
  return (
    `lets ${parts} take the same characters (${JSON.stringify(report.character.pick)}) in turn, which can take seconds on one message: ` +
    (fixed ? `write it as "${fixed}", which matches the same text` : 'make the parts next to each other unable to match the same character')
  );
}

/** The pattern with every overlap scslre can rewrite away rewritten (each fix matches the same text), or undefined. */
function rewritten(literal: Literal | undefined): string | undefined {
  for (let round = 0; literal && round < 5; round += 1) {
    const [next] = analyse(literal, { reportTypes: { Move: false }, assumeRejectingSuffix: true, maxReports: 1 }).reports;
    if (!next) return literal.source;
    literal = next.fix();
  }
  return undefined;
}
