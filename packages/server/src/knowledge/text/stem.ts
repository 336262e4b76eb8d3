// A light suffix stripper: enough to meet "returns"/"returned"/"returning" and "invoices"/"invoice".
const RULES: Array<[RegExp, string]> = [
  [/ies$/, 'y'],
  [/sses$/, 'ss'],
  [/([^s])s$/, '$1'],
  [/eed$/, 'ee'],
  [/(\w{3,})(?:ing|ed)$/, '$1'],
];
// "shipping" → "shipp" → "ship", as Porter's step 1b undoubles; ll, ss and zz stay ("call", "press").
const DOUBLED = /([^aeiouylsz])\1$/;

/** Reduces an English word to a crude stem; other words pass through. */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  let out = word;
  for (const [pattern, replacement] of RULES) {
    if (pattern.test(out)) {
      out = out.replace(pattern, replacement);
      if (replacement === '$1') out = out.replace(DOUBLED, '$1');
      break;
    }
  }
  return out.replace(/e$/, '');
}
