/** Folds full-width characters, lower-cases and collapses whitespace: the key rules and the intent cache share. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The language a message is written in. */
export function detectLanguage(text: string): 'zh' | 'en' | 'mixed' {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latinWords = (text.match(/[a-z]{2,}/gi) ?? []).filter((word) => !/^(find|reno|pad|enco|pro|air|free|se|x\d+|k\d+|n\d+|a\d+|gb?|vs)$/i.test(word)).length;
  if (han === 0) return 'en';
  return latinWords >= 2 ? 'mixed' : 'zh';
}
