/**
 * How many units of a line the shopper said they return: "one of the tees", "2 of them", "just one", "退一件T恤",
 * "其中两件". Language, not shop: numbers and the words that count a piece of something.
 */
const EN_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const ZH_NUMBERS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

const EN_WORD = `\\d{1,2}|${Object.keys(EN_NUMBERS).join('|')}`;
// "one of the tees", "2 of them"; "just one", "only 2".
const EN_UNITS = new RegExp(`\\b(${EN_WORD})\\s+of\\b|\\b(?:just|only)\\s+(${EN_WORD})\\b`, 'i');
// An answer to "how many?" that starts with its number: "1 tee", "two tees" ("make it 1 tee" at the confirmation).
const EN_LEADING = new RegExp(`^(${EN_WORD})\\s+[a-z]`, 'i');
// "一件", "两个", "其中1件": a number with the word that counts pieces.
const ZH_UNITS = /(\d{1,2}|[一两二三四五六七八九十])\s*(?:件|个|条|双|只|套|顶|副|条)/;

/** The units the shopper named in `text` (`answer`: said at "how many?", "1 tee" counts too), else undefined. */
export function unitsToldIn(text: string, answer = false): number | undefined {
  const en = EN_UNITS.exec(text);
  const word = en?.[1] ?? en?.[2] ?? (answer ? EN_LEADING.exec(text.trim())?.[1] : undefined) ?? ZH_UNITS.exec(text)?.[1];
  if (!word) return undefined;
  const units = /^\d+$/.test(word) ? Number(word) : (EN_NUMBERS[word.toLowerCase()] ?? ZH_NUMBERS[word]);
  return units && units > 0 ? units : undefined;
}

// "both tees", "all (of) the tees", "return all of them"; "两件都退", "全部退掉", "都退了吧", "全退", "两件都换", "都要修".
const EN_EVERY = /\b(?:both|all)\b/i;
const ZH_EVERY = /全部|(?:都|全)(?:要)?[退换修]|一起[退换修]/;

/** Whether the shopper said every unit ("both", "all", "全部", "都退"), not a number of them. */
export function allUnitsToldIn(text: string): boolean {
  return EN_EVERY.test(text) || ZH_EVERY.test(text);
}
