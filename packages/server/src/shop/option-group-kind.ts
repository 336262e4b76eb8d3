/** What an option group is for shoppers: the sizes or the colours of a product, whatever the catalog calls it. */
export type OptionGroupKind = 'size' | 'colour';

// As catalogs name the groups, anywhere in the name: "Size", "Shoe Size", "Sizes", "尺码", "鞋码", "码数"; "Color",
// "Colour", "Colorway", "颜色", "配色".
const SIZE_GROUP = /size|尺码|码|尺寸/i;
const COLOUR_GROUP = /colou?r|颜色|配色/i;

/** The kind of an option group by its name ("Size", "Shoe Size", "尺码" → size; "Colour", "颜色" → colour), if either. */
export function optionGroupKind(name: string): OptionGroupKind | undefined {
  if (SIZE_GROUP.test(name)) return 'size';
  if (COLOUR_GROUP.test(name)) return 'colour';
  return undefined;
}
