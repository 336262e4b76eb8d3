/**
 * A kind a category path names above or beside its leaf, and the words a shopper says it by: "Apparel & Accessories >
 * Clothing > Pants > Cargo Pants" also files the product under Clothing and under Pants. The type of these words is the
 * segment itself, which finds every product filed anywhere below it (filedUnder in match-products.ts).
 */
export interface PathKind {
  /** The segment, as the path writes it ("Pants", "Coats & Jackets"); the whole path for its leaf. */
  readonly type: string;
  /** What a shopper calls it: the segment, each kind of an "A & B" segment, and the segment less its parent's name. */
  readonly names: readonly string[];
}

// "Coats & Jackets", "Shirts and Tops": two kinds in one segment.
const BOTH = /\s+(?:&|and)\s+/i;

/**
 * Every kind a category path names below its root ("Apparel & Accessories" names nearly anything), its leaf included,
 * as the shop wrote it. A path of one or two segments is a merchant's own ("Swimwear > Bottoms"): its root is a kind
 * too. Nothing for a type that is no path.
 */
export function pathKinds(type: string): PathKind[] {
  const segments = type.split('>').map((segment) => segment.trim());
  if (segments.length < 2 || segments.some((segment) => !segment)) return [];
  const from = segments.length > 2 ? 1 : 0;
  return segments.slice(from).map((segment, index, below) => {
    const parent = index + from > 0 ? segments[index + from - 1]! : '';
    const names = [segment, ...(BOTH.test(segment) ? segment.split(BOTH) : [])];
    // "Clothing Tops" under "Clothing": shoppers say "tops".
    if (parent && segment.toLowerCase().startsWith(`${parent.toLowerCase()} `)) names.push(segment.slice(parent.length + 1));
    return { type: index === below.length - 1 ? type : segment, names: [...new Set(names)] };
  });
}
