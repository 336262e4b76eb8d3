import validator from 'validator';

// validator.js checks what a pattern cannot: GB 11643 check characters and region codes, Luhn, RFC e-mail.
const { isEmail, isIdentityCard, isLuhnNumber } = validator;

/** The kinds of personal data the detector finds. */
export const PII_KINDS = ['phone', 'landline', 'idCard', 'bankCard', 'email', 'address'] as const;
/** One of {@link PII_KINDS}. */
export type PiiKind = (typeof PII_KINDS)[number];

/** One piece of personal data found in a text: `text.slice(start, end)` is `value`. */
export interface PiiMatch {
  kind: PiiKind;
  start: number;
  end: number;
  value: string;
}

// "Not glued to a letter or digit" — except the letter of a JSON escape (`\n138…`), because the logger
// masks its serialized lines and a phone number after a line break must not slip through.
const BEFORE = String.raw`(?<!(?<!\\)[A-Za-z0-9])`;
const AFTER = String.raw`(?![A-Za-z0-9])`;
const COUNTRY = String.raw`(?:(?:\+|00)86[\s-]?|[(（]\+?86[)）]\s?)`;

// Mainland mobile numbers: 3-4-4 with spaces or dashes, run together, or after +86 / (+86) / 0086.
const MOBILE = new RegExp(String.raw`${BEFORE}${COUNTRY}?1[3-9]\d(?:[\s-]?\d{4}){2}${AFTER}`, 'g');
// Landlines need a visible area code — "(010)", "010-", "0755 " or "+86 10 " — so that bare digit runs
// (tracking numbers, timestamps) stay untouched.
const LANDLINE = new RegExp(
  String.raw`${BEFORE}(?:${COUNTRY}[1-9]\d{1,2}[\s-]?|[(（]0[1-9]\d{1,2}[)）]\s?|0[1-9]\d{1,2}[\s-])\d{3,4}[\s-]?\d{4}(?:[-转]\d{1,5})?${AFTER}`,
  'g',
);
// 18-character resident ID: region, birth date, sequence, check character (X/x); optional spaces 6-8-4.
const ID_CARD = new RegExp(String.raw`${BEFORE}[1-9]\d{5}\s?(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\s?\d{3}[\dXx]${AFTER}`, 'g');
const ID_SHAPE = /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{4}$/;
// Card numbers: 16–19 digits from the card networks' ranges (UnionPay 62…, Visa 4…, Mastercard 2/5…,
// JCB/Amex 3…), run together or in groups of four.
const BANK_CARD = new RegExp(String.raw`${BEFORE}(?:[3-6]\d|2[2-7])\d{2}(?:[\s-]?\d{4}){3}(?:[\s-]?\d{1,3})?${AFTER}`, 'g');
// Starting only where a run of local-part characters starts keeps a long token (a base64 blob in a log line)
// linear instead of retried from each of its characters.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const NUMERAL = '[0-9一二三四五六七八九十百千零〇]+';
// A house number after a street (…路88号, …弄3号, …街12号) or a building in an estate (…小区3栋, …花园5号楼),
// then any further units (单元, 楼, 层, 室…).
const CN_HOUSE = new RegExp(
  String.raw`(?:(?:路|街|街道|大道|巷|胡同|弄)\s?${NUMERAL}\s?(?:号院|号|弄|巷)|(?:小区|花园|公寓|大厦|家园|新村|广场|苑)\s?${NUMERAL}\s?(?:号楼|栋|幢|座|号))(?:[\s,，]?[0-9A-Za-z一二三四五六七八九十百零-]+\s?(?:号楼|号院|号|弄|栋|幢|座|单元|楼|层|室|户))*`,
  'g',
);
// Where the street name ends going backwards: an administrative division stays readable (it says
// little about a person), as does the sentence around the address.
const CN_STOP = /[省市区县旗镇乡是在到址为往：:，,。；;！!？?\s"'“”「」（）()【】[\]]|街道|自治区|自治州|新区/;
const CN_NAME_CHAR = /[\u4e00-\u9fa5A-Za-z0-9·-]/;
const MAX_STREET_NAME = 12;

const STRONG_SUFFIX = 'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Highway|Hwy';
const WEAK_SUFFIX = 'Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Square|Sq|Circle|Cir|Crescent|Close';
const UNIT = String.raw`(?:,?\s*(?:Apt|Apartment|Suite|Ste|Unit|Flat|Room|#)\.?\s*#?[A-Za-z0-9-]+)?`;
// "221B Baker Street" and "12 main st" are addresses; with a weak suffix ("way", "place") the name needs capitals.
// A street name is a few words, none of them the small words of a sentence ("2 calls on the road").
const NAME_WORD = String.raw`(?!(?:the|a|an|of|and|or|to|for|on|in|at|by|my|your|our|is|are|was|with|from|per)\s)[A-Za-z][A-Za-z'.-]*\s+`;
const EN_ADDRESS = new RegExp(
  String.raw`\b\d{1,6}[A-Za-z]?\s+(?:(?:${NAME_WORD}){1,4}(?:${STRONG_SUFFIX})|(?:${NAME_WORD}){1,4}(?:${WEAK_SUFFIX}))\b\.?${UNIT}`,
  'gi',
);
const CAPITALIZED_WEAK = new RegExp(String.raw`\b\d{1,6}[A-Za-z]?\s+(?:[A-Z][A-Za-z'.-]*\s+){1,4}(?:${WEAK_SUFFIX})\b`);

/** Every piece of personal data in `text`, in order, never overlapping. */
export function detectPii(text: string): PiiMatch[] {
  const found: PiiMatch[] = [];
  const add = (kind: PiiKind, start: number, end: number) => {
    if (end <= start || found.some((other) => start < other.end && other.start < end)) return;
    found.push({ kind, start, end, value: text.slice(start, end) });
  };
  // Longer, checksummed numbers first: an ID card or card number is never read as a phone plus digits.
  for (const match of text.matchAll(ID_CARD)) {
    if (isIdentityCard(match[0].replace(/\s/g, '').toUpperCase(), 'zh-CN')) add('idCard', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(BANK_CARD)) {
    const digits = match[0].replace(/[\s-]/g, '');
    // An ID-shaped number whose check character is wrong is an order or waybill number, not a card.
    if (digits.length === 18 && ID_SHAPE.test(digits)) continue;
    if (digits.length >= 16 && digits.length <= 19 && isLuhnNumber(digits)) add('bankCard', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(EMAIL)) {
    if (isEmail(match[0])) add('email', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(MOBILE)) add('phone', match.index, match.index + match[0].length);
  for (const match of text.matchAll(LANDLINE)) add('landline', match.index, match.index + match[0].length);
  for (const match of text.matchAll(CN_HOUSE)) add('address', streetStart(text, match.index), match.index + match[0].length);
  for (const match of text.matchAll(EN_ADDRESS)) {
    const weakOnly = !new RegExp(String.raw`\b(?:${STRONG_SUFFIX})\b`, 'i').test(match[0]);
    if (weakOnly && !CAPITALIZED_WEAK.test(match[0])) continue;
    add('address', match.index, match.index + match[0].length);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** `text` with every piece of personal data replaced by its mask (see {@link maskValue}). */
export function maskPii(text: string): string {
  const found = detectPii(text);
  if (found.length === 0) return text;
  let out = '';
  let at = 0;
  for (const match of found) {
    out += text.slice(at, match.start) + maskValue(match.kind, match.value);
    at = match.end;
  }
  return out + text.slice(at);
}

/** Whether `text` holds any personal data the detector knows. */
export function containsPii(text: string): boolean {
  return detectPii(text).length > 0;
}

/**
 * The masked form of one value: enough to tell two apart (a card's last four, a mobile's prefix, an
 * e-mail's domain), never enough to use it — nor the last four phone digits that guest verification asks for.
 */
export function maskValue(kind: PiiKind, value: string): string {
  switch (kind) {
    case 'phone': {
      const digits = value.replace(/\D/g, '').replace(/^(?:0086|86)(?=1\d{10}$)/, '');
      return `${digits.slice(0, 3)}********`;
    }
    case 'landline':
      // The area code stays: it names a city, not a person.
      return value.replace(/\d{3,4}[\s-]?\d{4}(?:[-转]\d{1,5})?$/, (local) => local.replace(/\d/g, '*'));
    case 'idCard':
      return `${value.slice(0, 3)}${'*'.repeat(15)}`;
    case 'bankCard': {
      const digits = value.replace(/\D/g, '');
      return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
    }
    case 'email': {
      const at = value.lastIndexOf('@');
      return `${value[0]}***${value.slice(at)}`;
    }
    case 'address':
      return '***';
  }
}

/** Where the street name before a Chinese house number begins: after the division or words before it. */
function streetStart(text: string, markerAt: number): number {
  // "…新华街道345弄": the marker belongs to the division, so the house number starts the address.
  if (text.startsWith('街道', markerAt)) return markerAt + 2;
  let start = markerAt;
  while (start > 0 && markerAt - start < MAX_STREET_NAME) {
    const before = text.slice(Math.max(0, start - 3), start);
    const last = before.at(-1) ?? '';
    if (!CN_NAME_CHAR.test(last) || CN_STOP.test(last) || /(?:街道|自治区|自治州|新区)$/.test(before)) break;
    start -= 1;
  }
  return start;
}
