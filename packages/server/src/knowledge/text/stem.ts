// A light suffix stripper: enough to meet "returns"/"returned"/"returning" and "invoices"/"invoice".
const RULES: Array<[RegExp, string]> = [
  [/ies$/, 'y'],
  [/sses$/, 'ss'],
  [/([^s])s$/, '$1'],
  [/eed$/, 'ee'],
  [/(\w{3,})(?:ing|ed)$/, '$1'],
];

/** Reduces an English word to a crude stem; other words pass through. */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 3) return word;
  let out = word;
  for (const [pattern, replacement] of RULES) {
    if (pattern.test(out)) {
      out = out.replace(pattern, replacement);
      break;
    }
  }
  return out.replace(/e$/, '');
}
