/** What {@link generateShopifyCatalog} writes. */
export interface GeneratedCatalogOptions {
  products: number;
  /** Variants of each product, up to 5 sizes × 8 colors × 3 fits (120). @default 10 */
  variantsPerProduct?: number;
  /** The seed of the stock levels and prices. @default 1 */
  seed?: number;
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const COLORS = ['Black', 'White', 'Navy', 'Olive', 'Sand', 'Rust', 'Grey', 'Sage'];
const FITS = ['Regular', 'Slim', 'Relaxed'];
const TYPES = ['Shirts', 'T-Shirts', 'Jeans', 'Dresses', 'Sweaters', 'Jackets', 'Shoes', 'Hats'];
const SINGULAR: Record<string, string> = {
  Shirts: 'Shirt',
  'T-Shirts': 'Tee',
  Jeans: 'Jeans',
  Dresses: 'Dress',
  Sweaters: 'Sweater',
  Jackets: 'Jacket',
  Shoes: 'Sneaker',
  Hats: 'Hat',
};
const WORDS = ['Linen', 'Cotton', 'Merino', 'Canvas', 'Denim', 'Harbor', 'Summit', 'Field', 'Coastal', 'Studio', 'Everyday', 'Heritage'];
const HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Variant Weight Unit',
  'Status',
];

const quote = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A synthetic catalog in Shopify's product CSV export layout (one row per variant, continuation rows, a multi-line
 * HTML body), deterministic for a seed: for tests and benchmarks that need a large, valid catalog.
 */
export function generateShopifyCatalog(options: GeneratedCatalogOptions): string {
  const perProduct = Math.min(options.variantsPerProduct ?? 10, SIZES.length * COLORS.length * FITS.length);
  let seed = options.seed ?? 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const lines = [HEADER.join(',')];
  const optionCount = perProduct <= SIZES.length ? 1 : perProduct <= SIZES.length * COLORS.length ? 2 : 3;
  for (let product = 0; product < options.products; product += 1) {
    const type = TYPES[product % TYPES.length]!;
    const title = `${WORDS[product % WORDS.length]} ${WORDS[(product * 7 + 3) % WORDS.length]} ${SINGULAR[type]} ${product + 1}`;
    const handle = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const price = (19 + Math.floor(random() * 180)).toFixed(2);
    for (let variant = 0; variant < perProduct; variant += 1) {
      const size = SIZES[variant % SIZES.length]!;
      const color = COLORS[Math.floor(variant / SIZES.length) % COLORS.length]!;
      const fit = FITS[Math.floor(variant / (SIZES.length * COLORS.length))]!;
      const values = [size, color, fit].slice(0, optionCount);
      const first = variant === 0;
      const row: Record<string, string> = {
        Handle: handle,
        'Option1 Value': values[0] ?? '',
        'Option2 Value': values[1] ?? '',
        'Option3 Value': values[2] ?? '',
        'Variant SKU': `G${product + 1}-${values.join('-').toUpperCase()}`,
        'Variant Grams': String(150 + variant * 5),
        'Variant Inventory Tracker': 'shopify',
        'Variant Inventory Qty': String(Math.floor(random() * 25)),
        'Variant Inventory Policy': variant % 7 === 0 ? 'continue' : 'deny',
        'Variant Price': price,
        'Variant Compare At Price': product % 5 === 0 ? (Number(price) + 20).toFixed(2) : '',
        'Variant Barcode': String(700_000_000_000 + product * 1000 + variant),
        'Variant Weight Unit': 'kg',
      };
      if (first) {
        Object.assign(row, {
          Title: title,
          'Body (HTML)': `<p>The <strong>${title}</strong> &mdash; made to be worn every day.</p>\n<ul>\n<li>Machine wash cold</li>\n<li>Free returns within 30 days</li>\n</ul>`,
          Vendor: WORDS[product % 5],
          'Product Category': `Apparel & Accessories > Clothing > ${type}`,
          Type: type,
          Tags: `${type.toLowerCase()}, ${WORDS[product % WORDS.length]!.toLowerCase()}`,
          Published: 'true',
          'Option1 Name': 'Size',
          'Option2 Name': optionCount > 1 ? 'Color' : '',
          'Option3 Name': optionCount > 2 ? 'Fit' : '',
          'Image Src': `https://cdn.example.com/generated/${handle}.jpg`,
          'Image Position': '1',
          Status: 'active',
        });
      }
      lines.push(HEADER.map((column) => quote(row[column] ?? '')).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}
