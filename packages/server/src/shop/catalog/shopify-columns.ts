/**
 * The columns of Shopify's product CSV that Kefu reads, each under every name Shopify has written it: the long-lived
 * export layout ("Handle", "Body (HTML)", "Variant Price"…) and the 2024 layout ("URL handle", "Description",
 * "Price"…). Names are matched without regard to case or repeated spaces; other columns are ignored, except product
 * metafield columns, which become attributes.
 */
export const SHOPIFY_COLUMNS = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  body: ['Body (HTML)', 'Description', 'Body HTML'],
  vendor: ['Vendor'],
  category: ['Product Category', 'Standardized Product Type'],
  type: ['Type', 'Product Type', 'Custom Product Type'],
  tags: ['Tags'],
  // Who a product is for, in Shopify's own metafields and in the Google Shopping channel's columns: an export may
  // carry both, each filled for some products.
  gender: ['Target gender (product.metafields.shopify.target-gender)'],
  ageGroup: ['Age group (product.metafields.shopify.age-group)'],
  googleGender: ['Google Shopping / Gender'],
  googleAgeGroup: ['Google Shopping / Age Group'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  option1Name: ['Option1 Name'],
  option1Value: ['Option1 Value'],
  option2Name: ['Option2 Name'],
  option2Value: ['Option2 Value'],
  option3Name: ['Option3 Name'],
  option3Value: ['Option3 Value'],
  sku: ['Variant SKU', 'SKU'],
  grams: ['Variant Grams', 'Weight value (grams)'],
  weightUnit: ['Variant Weight Unit', 'Weight unit for display'],
  tracker: ['Variant Inventory Tracker', 'Inventory tracker'],
  quantity: ['Variant Inventory Qty', 'Inventory quantity'],
  policy: ['Variant Inventory Policy', 'Continue selling when out of stock'],
  price: ['Variant Price', 'Price'],
  compareAtPrice: ['Variant Compare At Price', 'Compare-at price'],
  barcode: ['Variant Barcode', 'Barcode'],
  imageSrc: ['Image Src', 'Product image URL'],
  imagePosition: ['Image Position'],
  variantImage: ['Variant Image', 'Variant image URL'],
} as const;

/** A column Kefu reads from a Shopify product CSV. */
export type ShopifyColumn = keyof typeof SHOPIFY_COLUMNS;

/** Columns without which a catalog cannot be read (Shopify requires Handle and Title; a variant needs a price). */
export const REQUIRED_COLUMNS: readonly ShopifyColumn[] = ['handle', 'title', 'price'];

/** Columns that carry a variant: a row with none of them filled only adds images to its product. */
export const VARIANT_COLUMNS: readonly ShopifyColumn[] = [
  'option1Value',
  'option2Value',
  'option3Value',
  'sku',
  'price',
  'compareAtPrice',
  'quantity',
  'barcode',
  'grams',
  'policy',
  'tracker',
];

// "Fit (product.metafields.custom.fit)" → "Fit"
const METAFIELD = /^(.+?)\s*\(product\.metafields\.[\w-]+\.[\w-]+\)$/i;

const normalize = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where each known column is in a header row, and which columns hold product metafields (→ attributes). */
export interface ColumnLayout {
  index: Partial<Record<ShopifyColumn, number>>;
  /** The header as the file spells it, for error messages. */
  header: string[];
  metafields: { index: number; name: string }[];
}

/** Locates Kefu's columns in a header row; the first of repeated names wins. */
export function locateColumns(header: string[]): ColumnLayout {
  const byName = new Map<string, number>();
  header.forEach((name, index) => {
    if (!byName.has(normalize(name))) byName.set(normalize(name), index);
  });
  const index: Partial<Record<ShopifyColumn, number>> = {};
  for (const [column, names] of Object.entries(SHOPIFY_COLUMNS) as [ShopifyColumn, readonly string[]][]) {
    const found = names.map((name) => byName.get(normalize(name))).find((position) => position !== undefined);
    if (found !== undefined) index[column] = found;
  }
  // A metafield Kefu reads as a column of its own (target gender, age group) is not an attribute as well.
  const known = new Set(Object.values(index));
  const metafields = header.flatMap((name, position) => {
    const match = known.has(position) ? null : METAFIELD.exec(name.trim());
    return match?.[1] ? [{ index: position, name: match[1].trim() }] : [];
  });
  return { index, header, metafields };
}

/** The name a column is shown under: the file's own spelling when present, else Shopify's classic name. */
export function columnLabel(layout: ColumnLayout, column: ShopifyColumn): string {
  const position = layout.index[column];
  return position !== undefined ? (layout.header[position] ?? SHOPIFY_COLUMNS[column][0]).trim() : SHOPIFY_COLUMNS[column][0];
}
