// A letter size in any case a catalog writes it: "xl", "Xs", "2xl", "XXS", "m". Groups: the x's, a count of x's, s or l.
const LETTER_SIZE = /^(?:(x{1,5})|([2-6])x)?([sl])$|^m$/i;
const NUMBER_SIZE = /^\d{1,3}(?:\.5)?$/;

/** A letter size upper-cased ("xl" → "XL", "2xl" → "2XL", "Xs" → "XS"); any other value as it is. */
export function sizeLetters(value: string): string {
  return LETTER_SIZE.test(value.trim()) ? value.trim().toUpperCase() : value;
}

/** Where a letter size falls from smallest to largest (M is 0, S below, L above, each x one further); else undefined. */
function letterRank(value: string): number | undefined {
  const match = LETTER_SIZE.exec(value.trim());
  if (!match) return undefined;
  if (!match[3]) return 0;
  const steps = 1 + (match[1]?.length ?? Number(match[2] ?? 0));
  return match[3].toLowerCase() === 's' ? -steps : steps;
}

/**
 * Size values from smallest to largest: numbers first ("4", "6", "10" — children's or numbered sizes), then letter
 * sizes (XS, S, M, L, XL, 2XL), then any other ("One Size") in the order given. An export lists them as the merchant
 * added them ("M, S, L, XS").
 */
export function inSizeOrder(values: readonly string[]): string[] {
  const numbers = values.filter((value) => NUMBER_SIZE.test(value.trim())).sort((a, b) => Number(a) - Number(b));
  const letters = values.filter((value) => letterRank(value) !== undefined).sort((a, b) => letterRank(a)! - letterRank(b)!);
  const others = values.filter((value) => !NUMBER_SIZE.test(value.trim()) && letterRank(value) === undefined);
  return [...numbers, ...letters, ...others];
}
