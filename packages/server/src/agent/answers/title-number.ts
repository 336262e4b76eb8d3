import pluralize from 'pluralize';

// Singular nouns ending in "s" that pluralize reads as plurals of "len", "canva".
pluralize.addIrregularRule('lens', 'lenses');
pluralize.addIrregularRule('canvas', 'canvases');

/**
 * Whether an English product title names a plural thing ("Gold Elephant Earrings", "Slim Fit Jeans"): its last word
 * is a plural noun, so the sentence says "are", not "is".
 */
export function isPluralTitle(title: string): boolean {
  const last = title.trim().split(/\s+/).at(-1) ?? '';
  // pluralize counts "jeans" as uncountable (singular too), though "the jeans are" is how it is said.
  if (/^jeans$/i.test(last)) return true;
  return /^[a-z]{3,}$/i.test(last) && pluralize.isPlural(last.toLowerCase()) && !pluralize.isSingular(last.toLowerCase());
}
