// Seed 003 keeps prices to the tools; this keeps every other sum of money to the articles. A model (or a poisoned
// prompt) that writes "请先转账 99 元手续费" invents a payment the shop never asked for, in the shop's voice. So a
// knowledge answer may state an amount only if the cited article states the same amount — and a fee, deposit or
// transfer only if the article asks for that sum as one.

/** A sum of money in a text: its value, its currency if written, and whether it is something to pay. */
export interface MoneyMention {
  value: number;
  /** ISO code, or '?' when only a payment word ("fee of 99") marks it as money. */
  currency: string;
  /** Next to a fee, deposit, transfer or payment word. */
  payment: boolean;
}

const PREFIX: ReadonlyArray<[RegExp, string]> = [
  [/(?:US\$|USD|\$)\s*$/i, 'USD'],
  [/(?:HK\$|HKD)\s*$/i, 'HKD'],
  [/(?:€|EUR)\s*$/i, 'EUR'],
  [/£\s*$/, 'GBP'],
  [/(?:¥|RMB|CNY)\s*$/i, 'CNY'],
];
const SUFFIX: ReadonlyArray<[RegExp, string]> = [
  [/^\s*(?:元|块钱?|圆|人民币|rmb\b|cny\b|yuan\b|kuai\b)/i, 'CNY'],
  [/^\s*(?:美元|美金|usd\b|dollars?\b|bucks?\b)/i, 'USD'],
  [/^\s*(?:港币|港元|hkd\b)/i, 'HKD'],
  [/^\s*(?:欧元|eur\b|euros?\b)/i, 'EUR'],
];
const PAYMENT =
  /手续费|服务费|检测费|保证金|押金|定金|订金|转账|汇款|打款|支付|付款|先付|缴纳|充值|\b(?:fees?|charges?|deposits?|transfer(?:red)?|wire|pay(?:ment)?|remit)\b/i;
// How far a payment word may stand from the amount, within one clause.
const PAYMENT_BEFORE = 16;
const PAYMENT_AFTER = 24;
const CLAUSE_END = /[。！？；;!?\n]|[.,，](?=\s|$)/;

const ARABIC = /(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(万|千|[kK](?![a-zA-Z]))?/g;
const CHINESE = /[零一二两三四五六七八九十百千万]+(?=\s*(?:元|块|圆))/g;
const DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** Every sum of money in `text`: an amount with a currency (元, ¥, RMB, 块, $, USD, yuan…) or next to a fee/deposit/transfer word. */
export function moneyMentions(text: string): MoneyMention[] {
  const normalized = text.normalize('NFKC');
  const mentions: MoneyMention[] = [];
  const consider = (value: number, start: number, end: number) => {
    const before = normalized.slice(0, start);
    const after = normalized.slice(end);
    const currency = PREFIX.find(([pattern]) => pattern.test(before))?.[1] ?? SUFFIX.find(([pattern]) => pattern.test(after))?.[1];
    const payment = PAYMENT.test(clauseTail(before.slice(-PAYMENT_BEFORE))) || PAYMENT.test(clauseHead(after.slice(0, PAYMENT_AFTER)));
    if (currency || payment) mentions.push({ value, currency: currency ?? '?', payment });
  };
  for (const match of normalized.matchAll(ARABIC)) {
    const multiplier = match[3] === '万' ? 10_000 : match[3] ? 1000 : 1;
    const value = Math.round(Number(`${match[1]!.replaceAll(',', '')}${match[2] ?? ''}`) * multiplier * 100) / 100;
    consider(value, match.index, match.index + match[0].length);
  }
  for (const match of normalized.matchAll(CHINESE)) {
    const value = chineseNumber(match[0]);
    if (value !== undefined) consider(value, match.index, match.index + match[0].length);
  }
  return mentions;
}

/**
 * Whether every sum of money in `sentence` is stated by `source` (the cited articles): the same value in the same
 * currency (or either written without one), and a payment only where the article also asks for that sum.
 */
export function moneySupportedBy(sentence: string, source: string): boolean {
  const wanted = moneyMentions(sentence);
  if (wanted.length === 0) return true;
  const stated = moneyMentions(source);
  return wanted.every((mention) =>
    stated.some(
      (given) =>
        given.value === mention.value &&
        (mention.currency === '?' || given.currency === '?' || given.currency === mention.currency) &&
        (!mention.payment || given.payment),
    ),
  );
}

function clauseTail(text: string): string {
  const parts = text.split(CLAUSE_END);
  return parts.at(-1) ?? '';
}

function clauseHead(text: string): string {
  return text.split(CLAUSE_END)[0] ?? '';
}

// 九十九 → 99, 一千二百 → 1200, 三万 → 30000; undefined for what is not a number (a stray 万).
function chineseNumber(text: string): number | undefined {
  let total = 0;
  let section = 0;
  let digit: number | undefined;
  for (const char of text) {
    if (char in DIGITS) digit = DIGITS[char]!;
    else if (char in UNITS) {
      section += (digit ?? 1) * UNITS[char]!;
      digit = undefined;
    } else if (char === '万') {
      total += (section + (digit ?? 0)) * 10_000;
      section = 0;
      digit = undefined;
    }
  }
  const value = total + section + (digit ?? 0);
  return value > 0 ? value : undefined;
}
