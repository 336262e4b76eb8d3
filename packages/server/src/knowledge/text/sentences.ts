/** A sentence and the whitespace that followed it in the text. */
export interface Sentence {
  text: string;
  space: string;
}

const CJK_END = /[。！？；]/;
const LATIN_END = /[!?;.]/;
// Closing marks that belong to the sentence they end: "。」", "?!", "…)".
const TRAILING = /[。！？!?；;.」』”’）)]/;

/**
 * Splits prose into sentences at Chinese and English sentence ends and at line breaks. An ASCII full
 * stop ends a sentence only before whitespace, so "3.5" and "www.example.com" stay whole.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    const next = text[i + 1];
    const ends = char === '\n' || CJK_END.test(char) || (LATIN_END.test(char) && (next === undefined || /\s/.test(next)));
    if (!ends) continue;
    let end = char === '\n' ? i : i + 1;
    while (char !== '\n' && end < text.length && TRAILING.test(text[end]!)) end += 1;
    let after = end;
    while (after < text.length && /\s/.test(text[after]!)) after += 1;
    if (end > start) out.push({ text: text.slice(start, end), space: text.slice(end, after) });
    else if (out.length > 0) out[out.length - 1]!.space += text.slice(end, after);
    start = after;
    i = after - 1;
  }
  if (start < text.length) out.push({ text: text.slice(start).trimEnd(), space: '' });
  return out;
}
