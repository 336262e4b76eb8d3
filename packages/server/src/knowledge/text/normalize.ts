const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

function chineseNumber(text: string): number {
  if (text === '十') return 10;
  if (text.startsWith('十')) return 10 + (CN_DIGITS[text[1] ?? ''] ?? 0);
  if (text.length === 3 && text[1] === '十') return (CN_DIGITS[text[0]!] ?? 0) * 10 + (CN_DIGITS[text[2]!] ?? 0);
  if (text.endsWith('十')) return (CN_DIGITS[text[0]!] ?? 0) * 10;
  return CN_DIGITS[text] ?? 0;
}

/**
 * Folds what shoppers and articles write differently into one form: full-width characters, case,
 * "七天" vs "7 天" (the most asked policy is written both ways).
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/([一二两三四五六七八九十]{1,3})(?=\s*(?:天|日|年|个月|小时|次))/g, (numeral: string) => String(chineseNumber(numeral) || numeral))
    .replace(/(\d)\s+(?=[\u3400-\u9fff])/g, '$1');
}
