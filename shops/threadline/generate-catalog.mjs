#!/usr/bin/env node
// Writes catalog.csv for the Threadline example shop in Shopify's product CSV export layout (one row per variant,
// continuation rows, an images-only row, multi-line HTML bodies), deterministically: run it again and the file is
// byte for byte the same. `node shops/threadline/generate-catalog.mjs [output file]` (default: catalog.csv beside it)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HEADER = [
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published',
  'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Option3 Name', 'Option3 Value',
  'Variant SKU', 'Variant Grams', 'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Inventory Policy',
  'Variant Fulfillment Service', 'Variant Price', 'Variant Compare At Price', 'Variant Requires Shipping', 'Variant Taxable',
  'Variant Barcode', 'Image Src', 'Image Position', 'Image Alt Text', 'Gift Card', 'SEO Title', 'SEO Description',
  'Variant Image', 'Variant Weight Unit', 'Status',
];

const TOPS = ['S', 'M', 'L', 'XL'];
const TOPS_WIDE = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const DRESSES = ['XS', 'S', 'M', 'L'];
const WAIST = ['28', '30', '32', '34', '36'];
const SHOES = ['7', '8', '9', '10', '11', '12'];
const SOCKS = ['S', 'M', 'L'];

const CATEGORY = {
  Shirts: 'Apparel & Accessories > Clothing > Clothing Tops > Shirts',
  'T-Shirts': 'Apparel & Accessories > Clothing > Clothing Tops > T-Shirts',
  Sweaters: 'Apparel & Accessories > Clothing > Clothing Tops > Sweaters',
  Jeans: 'Apparel & Accessories > Clothing > Pants > Jeans',
  Pants: 'Apparel & Accessories > Clothing > Pants',
  Dresses: 'Apparel & Accessories > Clothing > Dresses',
  Outerwear: 'Apparel & Accessories > Clothing > Outerwear > Coats & Jackets',
  Shoes: 'Apparel & Accessories > Shoes',
  Socks: 'Apparel & Accessories > Clothing > Underwear & Socks > Socks',
  Hats: 'Apparel & Accessories > Clothing Accessories > Hats',
  Accessories: 'Apparel & Accessories > Clothing Accessories',
};

// title, type, vendor, tags, price, compare-at, options [[name, values]…], extras
const PRODUCTS = [
  ['Linen Shirt', 'Shirts', 'Threadline', 'linen, summer, shirts', '59.00', '', [['Size', TOPS], ['Color', ['White', 'Sand', 'Navy']], ['Fit', ['Regular', 'Slim']]], { outOfStock: ['M / Navy / Slim', 'XL / Sand / Regular'] }],
  ['Oxford Button-Down Shirt', 'Shirts', 'Threadline', 'cotton, office, shirts', '54.00', '', [['Size', ['S', 'M', 'L', 'XL', 'XXL']], ['Color', ['White', 'Blue']], ['Fit', ['Regular', 'Slim']]], {}],
  ['Flannel Overshirt', 'Shirts', 'Northbound', 'flannel, autumn, shirts', '68.00', '85.00', [['Size', TOPS], ['Color', ['Red Check', 'Green Check']]], {}],
  ['Chambray Work Shirt', 'Shirts', 'Threadline', 'cotton, workwear, shirts', '49.00', '', [['Size', TOPS], ['Color', ['Light Blue']]], {}],
  ['Essential Crew Tee', 'T-Shirts', 'Threadline', 'cotton, basics, tees', '22.00', '', [['Size', TOPS_WIDE], ['Color', ['White', 'Black', 'Heather Grey', 'Olive']]], { outOfStock: ['XXL / Olive'] }],
  ['Pocket Tee', 'T-Shirts', 'Threadline', 'cotton, basics, tees', '26.00', '', [['Size', TOPS], ['Color', ['Black', 'Rust']]], {}],
  ['Organic Cotton V-Neck Tee', 'T-Shirts', 'Threadline', 'organic, cotton, tees', '24.00', '', [['Size', TOPS], ['Color', ['White', 'Navy']]], {}],
  ['Long Sleeve Waffle Tee', 'T-Shirts', 'Northbound', 'waffle, layering, tees', '34.00', '42.00', [['Size', TOPS], ['Color', ['Oat', 'Charcoal']]], {}],
  ['Mountain Graphic Tee', 'T-Shirts', 'Northbound', 'graphic, cotton, tees', '28.00', '', [['Size', TOPS], ['Color', ['Black']]], {}],
  ['Merino Crewneck Sweater', 'Sweaters', 'Northbound', 'merino, wool, knitwear', '98.00', '', [['Size', TOPS], ['Color', ['Oat', 'Navy', 'Charcoal']]], {}],
  ['Fleece Hoodie', 'Sweaters', 'Threadline', 'fleece, casual', '65.00', '', [['Size', TOPS_WIDE], ['Color', ['Grey', 'Black', 'Forest']]], {}],
  ['Straight Leg Jeans', 'Jeans', 'Indigo Mill', 'denim, jeans', '79.00', '', [['Size', WAIST], ['Color', ['Indigo', 'Washed Blue']], ['Fit', ['Regular', 'Relaxed']]], { outOfStock: ['32 / Indigo / Regular'] }],
  ['Slim Fit Jeans', 'Jeans', 'Indigo Mill', 'denim, jeans, sale', '79.00', '99.00', [['Size', WAIST], ['Color', ['Indigo', 'Black']]], {}],
  ['Chino Pants', 'Pants', 'Threadline', 'cotton, office, pants', '64.00', '', [['Size', WAIST], ['Color', ['Khaki', 'Navy', 'Olive']]], {}],
  ['Linen Drawstring Pants', 'Pants', 'Threadline', 'linen, summer, pants', '58.00', '', [['Size', TOPS], ['Color', ['Sand', 'White']]], {}],
  ['Linen Midi Dress', 'Dresses', 'Threadline', 'linen, summer, dresses', '98.00', '', [['Size', DRESSES], ['Color', ['Sage', 'Terracotta', 'Black']]], { outOfStock: ['S / Terracotta'] }],
  ['Wrap Dress', 'Dresses', 'Maren', 'dresses, sale', '88.00', '120.00', [['Size', DRESSES], ['Color', ['Floral Blue', 'Black']]], {}],
  ['Slip Dress', 'Dresses', 'Maren', 'dresses, evening', '110.00', '', [['Size', DRESSES], ['Color', ['Champagne', 'Black']], ['Material', ['Satin', 'Silk']]], { silkExtra: '60.00' }],
  ['Knit Sweater Dress', 'Dresses', 'Northbound', 'knitwear, dresses, winter', '95.00', '', [['Size', DRESSES], ['Color', ['Oat']]], { policy: 'continue', allOut: true }],
  ['Shirt Dress', 'Dresses', 'Threadline', 'cotton, dresses', '84.00', '', [['Size', DRESSES], ['Color', ['White', 'Chambray']]], {}],
  ['Air Runner Sneaker', 'Shoes', 'Stride', 'sneakers, running, shoes', '120.00', '140.00', [['Size', SHOES], ['Color', ['White', 'Black', 'Grey']]], { outOfStock: ['10 / White', '11 / White'] }],
  ['Canvas Low-Top Sneaker', 'Shoes', 'Stride', 'sneakers, canvas, shoes', '55.00', '', [['Size', SHOES], ['Color', ['White', 'Navy', 'Red']]], {}],
  ['Leather Chelsea Boot', 'Shoes', 'Stride', 'boots, leather, shoes', '180.00', '', [['Size', SHOES], ['Color', ['Brown', 'Black']]], { policy: 'continue', outOfStock: ['9 / Brown', '10 / Brown'] }],
  ['Suede Loafer', 'Shoes', 'Stride', 'loafers, suede, shoes', '140.00', '', [['Size', SHOES], ['Color', ['Tan']]], {}],
  ['Trail Hiker', 'Shoes', 'Stride', 'boots, hiking, shoes', '150.00', '', [['Size', SHOES], ['Color', ['Olive']], ['Width', ['Regular', 'Wide']]], {}],
  ['Slide Sandal', 'Shoes', 'Stride', 'sandals, summer, shoes', '35.00', '', [['Size', SOCKS], ['Color', ['Black', 'Sand']]], {}],
  ['Merino Crew Socks', 'Socks', 'Northbound', 'merino, wool, socks', '16.00', '', [['Size', SOCKS], ['Color', ['Grey', 'Navy', 'Black']]], { untracked: true }],
  ['Ankle Socks 3-Pack', 'Socks', 'Threadline', 'cotton, basics, socks', '18.00', '', [['Size', SOCKS], ['Color', ['White', 'Black']]], { untracked: true }],
  ['Wool Hiking Socks', 'Socks', 'Northbound', 'wool, hiking, socks', '22.00', '', [['Size', ['M', 'L']], ['Color', ['Charcoal']]], {}],
  ['Wool Beanie', 'Hats', 'Northbound', 'wool, winter, hats', '28.00', '', [['Color', ['Black', 'Cream', 'Rust', 'Forest']]], {}],
  ['Baseball Cap', 'Hats', 'Threadline', 'cotton, hats', '30.00', '', [['Color', ['Navy', 'Khaki', 'Black']]], {}],
  ['Bucket Hat', 'Hats', 'Threadline', 'summer, hats', '34.00', '', [['Size', ['S/M', 'L/XL']], ['Color', ['Sand', 'Black']]], {}],
  ['Straw Sun Hat', 'Hats', 'Maren', 'summer, straw, hats', '45.00', '', [], { untracked: true }],
  ['Quilted Vest', 'Outerwear', 'Northbound', 'outerwear, layering', '89.00', '', [['Size', TOPS], ['Color', ['Black', 'Olive']]], {}],
  ['Denim Jacket', 'Outerwear', 'Indigo Mill', 'denim, outerwear', '110.00', '', [['Size', TOPS], ['Color', ['Indigo']]], {}],
  ['Rain Parka', 'Outerwear', 'Northbound', 'outerwear, rain, sale', '160.00', '190.00', [['Size', TOPS], ['Color', ['Yellow', 'Navy']]], {}],
  ['Cashmere Scarf', 'Accessories', 'Maren', 'cashmere, winter, accessories', '120.00', '', [], {}],
  ['Leather Belt', 'Accessories', 'Threadline', 'leather, accessories', '45.00', '', [['Size', ['30', '32', '34', '36', '38']], ['Color', ['Brown', 'Black']]], {}],
  ['Canvas Tote Bag', 'Accessories', 'Threadline', 'canvas, bags, accessories', '29.00', '', [], { untracked: true }],
  ['Holiday Fair Isle Sweater', 'Sweaters', 'Northbound', 'knitwear, holiday', '115.00', '', [['Size', TOPS], ['Color', ['Red']]], { status: 'draft' }],
];

const MATERIAL = {
  Shirts: 'Woven from breathable cotton and linen',
  'T-Shirts': 'Knitted from 100% combed cotton jersey (180 gsm)',
  Sweaters: 'Knitted from soft, warm yarn that keeps its shape',
  Jeans: 'Cut from 12 oz denim with 1% stretch',
  Pants: 'Cut from a midweight twill with a soft hand',
  Dresses: 'Made from a fluid fabric that drapes &amp; moves with you',
  Outerwear: 'Built for wind &amp; weather with taped seams',
  Shoes: 'Made on a cushioned, true-to-size last',
  Socks: 'Knitted with a reinforced heel &amp; toe',
  Hats: 'Finished by hand',
  Accessories: 'Made to last for years',
};
const CARE = {
  Shoes: 'Wipe clean with a damp cloth; do not machine wash.',
  Hats: 'Spot clean only.',
  Accessories: 'Spot clean; store away from direct sunlight.',
};

function body(title, type) {
  return [
    `<p>${MATERIAL[type]}, the <strong>${title}</strong> is a Threadline everyday piece.</p>`,
    '<ul>',
    `<li>${type === 'Shoes' ? 'Runs true to size &ndash; see the size chart' : 'True to size; see the size guide for measurements'}</li>`,
    `<li>Care: ${CARE[type] ?? 'machine wash cold &amp; line dry.'}</li>`,
    '<li>Free returns within 30 days</li>',
    '</ul>',
    '<p>Designed in New York.</p>',
  ].join('\n');
}

const code = (value) => value.replace(/[^A-Za-z0-9]+/g, '').slice(0, 4).toUpperCase();
const handleOf = (title) => title.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
// A small deterministic generator, so every run writes the same stock levels.
let seed = 20_261_125;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

function combinations(options) {
  return options.reduce((rows, [, values]) => rows.flatMap((row) => values.map((value) => [...row, value])), [[]]);
}

function quote(value) {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const rows = [];
const prefixes = new Set();
for (const [title, type, vendor, tags, price, compareAt, options, extras] of PRODUCTS) {
  const handle = handleOf(title);
  let prefix = handle.split('-').map((word) => word[0]).join('').toUpperCase().slice(0, 4);
  while (prefixes.has(prefix)) prefix = `${prefix}${prefixes.size % 10}`;
  prefixes.add(prefix);
  const grams = { Shoes: 900, Outerwear: 800, Jeans: 650, Pants: 500, Sweaters: 450, Dresses: 350, Shirts: 280, 'T-Shirts': 180, Socks: 60, Hats: 90, Accessories: 150 }[type];
  combinations(options).forEach((values, index) => {
    const label = values.join(' / ');
    const quantity = extras.allOut || extras.outOfStock?.includes(label) ? 0 : Math.floor(next() * 18) + 1;
    const silk = extras.silkExtra && values.includes('Silk');
    const variantPrice = silk ? (Number(price) + Number(extras.silkExtra)).toFixed(2) : price;
    const row = {
      Handle: handle,
      'Option1 Value': values[0] ?? 'Default Title',
      'Option2 Value': values[1] ?? '',
      'Option3 Value': values[2] ?? '',
      'Variant SKU': [`TL-${prefix}`, ...values.map(code)].join('-'),
      'Variant Grams': String(grams),
      'Variant Inventory Tracker': extras.untracked ? '' : 'shopify',
      'Variant Inventory Qty': extras.untracked ? '' : String(quantity),
      'Variant Inventory Policy': extras.policy ?? 'deny',
      'Variant Fulfillment Service': 'manual',
      'Variant Price': variantPrice,
      'Variant Compare At Price': compareAt,
      'Variant Requires Shipping': 'true',
      'Variant Taxable': 'true',
      'Variant Barcode': String(800_000_000_000 + rows.length * 7 + index),
      'Variant Weight Unit': type === 'Shoes' || type === 'Outerwear' ? 'lb' : 'oz',
    };
    if (index === 0) {
      Object.assign(row, {
        Title: title,
        'Body (HTML)': body(title, type),
        Vendor: vendor,
        'Product Category': CATEGORY[type],
        Type: type,
        Tags: tags,
        Published: extras.status === 'draft' ? 'false' : 'true',
        'Option1 Name': options[0]?.[0] ?? 'Title',
        'Option2 Name': options[1]?.[0] ?? '',
        'Option3 Name': options[2]?.[0] ?? '',
        'Image Src': `https://cdn.threadline.example/products/${handle}-1.jpg`,
        'Image Position': '1',
        'Image Alt Text': title,
        'Gift Card': 'false',
        'SEO Title': `${title} | Threadline`,
        Status: extras.status ?? 'active',
      });
    }
    rows.push(row);
  });
  // Shopify writes a product's further images as rows that carry only the handle and the image.
  rows.push({ Handle: handle, 'Image Src': `https://cdn.threadline.example/products/${handle}-2.jpg`, 'Image Position': '2', 'Image Alt Text': `${title}, detail` });
}

const csv = [HEADER, ...rows.map((row) => HEADER.map((column) => row[column] ?? ''))].map((cells) => cells.map(quote).join(',')).join('\n');
const output = process.argv[2] ?? fileURLToPath(new URL('./catalog.csv', import.meta.url));
writeFileSync(output, `${csv}\n`);
console.log(`${output}: ${PRODUCTS.length} products, ${rows.length} rows`);
