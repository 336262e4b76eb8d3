// Punctuation and connectives that start a new request; "和 / and" alone never split ("对比 X8 和 X9"), nor "plus" in
// "plus size".
const SEPARATORS =
  /[，,。；;？?！!\n]+|(?:然后|另外|还有(?![货现库吗没])|并且|顺便|同时|以及|再帮我|再问一下)|\b(?:and also|also|then|plus(?![\s-]*sizes?\b)|as well as|and tell me|and what|and how|and is|and does|and do|and can)\b/gi;

/** Splits a message into the clauses that may each carry an intent. */
export function splitClauses(text: string): string[] {
  const pieces: string[] = [];
  let last = 0;
  for (const match of text.matchAll(SEPARATORS)) {
    // A question mark stays with the clause it closes: "returns from canada?" asks, "returns from canada" may not.
    pieces.push(text.slice(last, match.index) + (/[？?]/.test(match[0]) ? '?' : ''));
    // Keep connectives that carry meaning ("and tell me") with the clause they open.
    last =
      /^[，,。；;？?！!\n]+$/.test(match[0]) || /^(?:然后|另外|还有(?![货现库吗没])|并且|顺便|同时|以及|and also|also|then|plus|as well as)$/i.test(match[0])
        ? match.index + match[0].length
        : match.index;
  }
  pieces.push(text.slice(last));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece.replace(/^\?$/, '').length > 0);
}
