import pluralize from 'pluralize';

// Swimwear, outerwear, footwear: a mass noun, with no plural ("our swimwear comes in", not "our swimwears come in").
const WEAR = /wear$/i;

/** Whether a kind word is a mass noun ("swimwear"): no plural, and a singular verb after it. */
export function isMassKind(kind: string): boolean {
  return WEAR.test(kind);
}

/** A kind word as English running text says a kind: in the plural ("polos"), a mass noun as it is ("swimwear"). */
export function kindPlural(kind: string): string {
  const word = kind.toLowerCase();
  return isMassKind(word) ? word : pluralize.plural(word);
}
