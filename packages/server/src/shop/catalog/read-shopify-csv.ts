import { parse, type CsvError } from 'csv-parse/sync';
import { MoneyFormatError, parseDecimalAmount } from '../model/money.js';
import { productSchema, type Product, type Variant } from '../model/product.js';
import { recordedAudiences } from '../model/audience.js';
import type { ShopDataError } from '../shop-data-error.js';
import type { StructuredFile } from '../structured-file.js';
import { decodeTextFile } from './decode-text-file.js';
import { htmlToPlainText } from './html-to-text.js';
import { productIdFor, variantIdFor } from './catalog-ids.js';
import { optionGroupKind } from '../option-group-kind.js';
import { inSizeOrder, sizeLetters } from '../size-order.js';
import { columnLabel, locateColumns, REQUIRED_COLUMNS, VARIANT_COLUMNS, type ColumnLayout, type ShopifyColumn } from './shopify-columns.js';

/** How to read a Shopify product CSV. */
export interface ShopifyCsvOptions {
  /** The name problems are reported under (e.g. "catalog.csv"). */
  file: string;
  /** ISO 4217 currency of the prices: Shopify's CSV does not state it, the shop does. */
  currency: string;
}

/** What a catalog file held: the products read, and every problem found. */
export interface CatalogReadResult {
  products: Product[];
  errors: ShopDataError[];
  warnings: ShopDataError[];
  /** Data rows read (the header not counted); for products.json, the array's items. */
  rows: number;
  /** For products.json: the parsed file, to locate later problems by line. */
  source?: StructuredFile;
}

interface DraftVariant {
  line: number;
  optionValues: string[];
  sku?: string;
  variant: Omit<Variant, 'variantId' | 'optionValues'>;
}

interface DraftProduct {
  line: number;
  handle: string;
  title: string;
  fields: Omit<Product, 'productId' | 'handle' | 'title' | 'options' | 'variants' | 'images' | 'aliases'>;
  optionNames: string[];
  /** Shopify's single-variant convention: Option1 Name "Title", value "Default Title", i.e. no options. */
  defaultTitle: boolean;
  images: { url: string; position: number; order: number }[];
  variants: DraftVariant[];
  variantKeys: Map<string, number>;
  broken: boolean;
}

const POLICIES: Record<string, 'deny' | 'continue'> = { deny: 'deny', continue: 'continue', false: 'deny', true: 'continue', no: 'deny', yes: 'continue' };
const STATUSES: Record<string, Product['status']> = { active: 'active', draft: 'draft', archived: 'archived', unlisted: 'active' };
const GRAMS_PER: Record<string, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };
const OPTION_COLUMNS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const;
const MAX_DESCRIPTION = 20_000;
const LISTED_LINES = 8;

/**
 * Reads a catalog in Shopify's product CSV format (UTF-8 with or without BOM, CRLF or LF, quoted multi-line fields,
 * continuation rows) into Kefu products, reporting every bad row with its physical line, its column and the reason.
 */
export function readShopifyCsv(content: Uint8Array | string, options: ShopifyCsvOptions): CatalogReadResult {
  const errors: ShopDataError[] = [];
  const warnings: ShopDataError[] = [];
  const fail = (message: string, line?: number, column?: string) =>
    errors.push({ file: options.file, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}), message, severity: 'error' });
  const warn = (message: string, line?: number, column?: string) =>
    warnings.push({ file: options.file, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}), message, severity: 'warning' });
  const done = (products: Product[] = [], rows = 0): CatalogReadResult => ({ products, errors, warnings, rows });

  let text: string;
  if (typeof content === 'string') text = content.replace(/^\ufeff/, '');
  else {
    const decoded = decodeTextFile(content);
    if ('problem' in decoded) {
      fail(`the file ${decoded.problem}`, decoded.line);
      return done();
    }
    text = decoded.text.replace(/^\ufeff/, '');
  }
  if (text.trim() === '') {
    fail('the file is empty: a Shopify product CSV starts with a header row (Handle,Title,Body (HTML),…)');
    return done();
  }
  // csv-parse counts a CRLF inside a quoted field as two lines; with one line ending throughout, its count is exact.
  text = text.replace(/\r\n?/g, '\n');

  const records: { cells: string[]; line: number }[] = [];
  const syntax: { line?: number; field?: number; message: string }[] = [];
  const syntaxError = (error: CsvError) => {
    const line = typeof error.lines === 'number' ? error.lines : undefined;
    // csv-parse may report one broken record twice while it resynchronises.
    if (syntax.some((known) => known.line === line)) return;
    syntax.push({
      ...(line !== undefined ? { line } : {}),
      ...(typeof error.index === 'number' ? { field: error.index } : {}),
      message: `not valid CSV: ${csvReason(error)}`,
    });
  };
  try {
    // Each record is taken as it is parsed (on_record) rather than wrapped with an info object per record.
    parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        if (error) syntaxError(error);
      },
      on_record: (record: string[], context: { lines: number }) => {
        // context.lines is where the record ends; its own line breaks say where it started.
        let inner = 0;
        for (const cell of record) inner += countLineBreaks(cell);
        records.push({ cells: record, line: context.lines - inner });
        return null;
      },
    });
  } catch (error) {
    syntaxError(error as CsvError);
  }
  const header = records[0]?.line === 1 ? records[0].cells : undefined;
  for (const { line, field, message } of syntax) {
    const column = field !== undefined ? header?.[field]?.trim() : undefined;
    fail(message, line, column || undefined);
  }

  const [head, ...rows] = records;
  if (!head) {
    if (syntax.length === 0) fail('the file is empty: a Shopify product CSV starts with a header row (Handle,Title,Body (HTML),…)');
    return done();
  }
  const layout = locateColumns(head.cells);
  const missing = REQUIRED_COLUMNS.filter((column) => layout.index[column] === undefined);
  if (missing.length > 0) {
    for (const column of missing)
      fail(
        `the header has no ${columnLabel(layout, column)} column, which a Shopify product CSV needs${column === 'handle' ? ' (or "URL handle")' : column === 'price' ? ' (or "Price")' : ''}`,
        head.line,
        columnLabel(layout, column),
      );
    return done([], rows.length);
  }
  if (layout.index.quantity === undefined) {
    warn(
      `the header has no Variant Inventory Qty column (Shopify leaves it out for shops with several locations): no stock levels are known, every variant is treated as untracked`,
      head.line,
    );
  }

  const label = (column: ShopifyColumn) => columnLabel(layout, column);
  const drafts = new Map<string, DraftProduct>();
  const skuLines = new Map<string, number[]>();
  const untrackedWithQuantity: number[] = [];
  const trackedWithoutQuantity: number[] = [];

  for (const { cells, line } of rows) {
    const get = (column: ShopifyColumn) => cellOf(cells, layout, column);
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length > layout.header.length && cells.slice(layout.header.length).some((cell) => cell.trim() !== '')) {
      fail(`the row has ${cells.length} fields but the header has ${layout.header.length}: a field holds an unquoted comma or the header is short`, line);
      continue;
    }
    const handle = get('handle');
    if (!handle) {
      fail(`${label('handle')} is empty: every row names the handle of its product`, line, label('handle'));
      continue;
    }
    const key = handle.toLowerCase();
    let draft = drafts.get(key);
    const title = get('title');
    if (title && draft && title !== draft.title) {
      fail(`handle "${handle}" is already used by "${draft.title}" on line ${draft.line}: handles are unique`, line, label('handle'));
      continue;
    }
    if (title && !draft) {
      draft = productRow(cells, line, handle, title, layout, fail, warn);
      drafts.set(key, draft);
    } else if (!draft) {
      fail(
        `a continuation row (no ${label('title')}) for handle "${handle}", but no row before it starts that product with a ${label('title')}`,
        line,
        label('title'),
      );
      continue;
    } else {
      for (const [nameColumn] of OPTION_COLUMNS) {
        const name = get(nameColumn);
        const position = Number(nameColumn[6]) - 1;
        const own = draft.defaultTitle ? undefined : draft.optionNames[position];
        if (name && !(draft.defaultTitle && position === 0 && name === 'Title') && name.toLowerCase() !== own?.toLowerCase()) {
          fail(`"${name}" differs from the option name the product row (line ${draft.line}) gives${own ? ` ("${own}")` : ' (none)'}`, line, label(nameColumn));
          draft.broken = true;
        }
      }
    }

    if (VARIANT_COLUMNS.some((column) => get(column) !== '')) {
      const variant = variantRow(get, line, draft, options.currency, label, fail, warn, {
        untrackedWithQuantity,
        trackedWithoutQuantity,
        quantityColumn: layout.index.quantity !== undefined,
      });
      if (variant) {
        draft.variants.push(variant);
        if (variant.sku) skuLines.set(variant.sku, [...(skuLines.get(variant.sku) ?? []), line]);
      } else draft.broken = true;
    }
    const image = get('imageSrc');
    if (image) {
      const url = imageUrl(image);
      if (!url) {
        fail(`"${image.slice(0, 80)}" is not an http(s) image URL`, line, label('imageSrc'));
        draft.broken = true;
      } else {
        const positionText = get('imagePosition');
        const position = positionText && /^\d+$/.test(positionText) ? Number(positionText) : Number.MAX_SAFE_INTEGER;
        if (positionText && !/^\d+$/.test(positionText)) {
          fail(`"${positionText}" is not an image position (a whole number)`, line, label('imagePosition'));
          draft.broken = true;
        }
        draft.images.push({ url, position, order: draft.images.length });
      }
    }
  }

  if (untrackedWithQuantity.length > 0) {
    warn(
      `${untrackedWithQuantity.length} variant${untrackedWithQuantity.length === 1 ? ' has' : 's have'} a ${label('quantity')} but an empty ${label('tracker')} (${lineList(untrackedWithQuantity)}): Shopify does not track their stock, so neither does Kefu`,
    );
  }
  if (trackedWithoutQuantity.length > 0 && layout.index.quantity !== undefined) {
    warn(
      `${trackedWithoutQuantity.length} tracked variant${trackedWithoutQuantity.length === 1 ? ' has' : 's have'} an empty ${label('quantity')} (${lineList(trackedWithoutQuantity)}): treated as untracked, stock unknown`,
    );
  }
  const sharedSkus = new Set<string>();
  for (const [sku, lines] of skuLines) {
    if (lines.length < 2) continue;
    sharedSkus.add(sku);
    warn(
      `SKU "${sku}" is shared by ${lines.length} variants (${lineList(lines)}): Shopify allows it, but an order cannot name one of them by SKU`,
      lines[1],
      label('sku'),
    );
  }

  const products: Product[] = [];
  const usedVariantIds = new Set<string>();
  for (const draft of drafts.values()) {
    if (draft.variants.length === 0) {
      if (!draft.broken) fail(`product "${draft.handle}" has no variant: its rows give no ${label('price')}`, draft.line, label('price'));
      continue;
    }
    if (draft.broken) continue;
    const productId = productIdFor(draft.handle);
    // Sizes as shoppers read them: "xl", "Xs" and "2xl" upper-cased, and from smallest to largest, whatever the
    // order the merchant added them in; the variants follow their groups' order (their ids are kept).
    const sized = draft.optionNames.map((name) => optionGroupKind(name) === 'size');
    const shownValues = (values: readonly string[]) => values.map((value, position) => (sized[position] ? sizeLetters(value) : value));
    const optionGroups = draft.optionNames.map((name, position) => {
      const values = unique(draft.variants.map((variant) => shownValues(variant.optionValues)[position] ?? ''));
      return { name, values: sized[position] ? inSizeOrder(values) : values };
    });
    const rank = (index: number) => shownValues(draft.variants[index]!.optionValues).map((value, position) => optionGroups[position]!.values.indexOf(value));
    // The draft's variants by their place in the product: `order[i]` is the draft variant at place i.
    const order = draft.variants
      .map((_, index) => index)
      .sort((a, b) => {
        const [x, y] = [rank(a), rank(b)];
        const differs = x.findIndex((value, position) => value !== y[position]);
        return differs === -1 ? 0 : x[differs]! - y[differs]!;
      });
    const images = unique([...draft.images].sort((a, b) => a.position - b.position || a.order - b.order).map((image) => image.url));
    const candidate = {
      productId,
      handle: draft.handle,
      title: draft.title,
      ...draft.fields,
      images,
      options: optionGroups,
      variants: draft.variants
        .map((variant, index) => {
          const variantId = variantIdFor(productId, index, variant.sku && !sharedSkus.has(variant.sku) ? variant.sku : undefined, usedVariantIds);
          usedVariantIds.add(variantId);
          return { variantId, optionValues: shownValues(variant.optionValues), ...variant.variant };
        })
        .map((_, place, variants) => variants[order[place]!]!),
    };
    const parsed = productSchema.safeParse(candidate);
    if (parsed.success) {
      products.push(parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'variants' && typeof index === 'number') {
        const variant = draft.variants[order[index] ?? index];
        fail(issue.message, variant?.line ?? draft.line, label(VARIANT_FIELD_COLUMNS[String(field)] ?? 'price'));
      } else {
        const column = PRODUCT_FIELD_COLUMNS[String(first)];
        errors.push({
          file: options.file,
          line: draft.line,
          ...(column ? { column: label(column) } : { field: issue.path.join('.') }),
          message: issue.message,
          severity: 'error',
        });
      }
    }
  }
  return done(products, rows.length);
}

const VARIANT_FIELD_COLUMNS: Record<string, ShopifyColumn> = {
  sku: 'sku',
  optionValues: 'option1Value',
  price: 'price',
  compareAtPrice: 'compareAtPrice',
  inventory: 'quantity',
  barcode: 'barcode',
  weight: 'grams',
  imageUrl: 'variantImage',
};
const PRODUCT_FIELD_COLUMNS: Record<string, ShopifyColumn> = {
  handle: 'handle',
  title: 'title',
  type: 'type',
  vendor: 'vendor',
  tags: 'tags',
  description: 'body',
  images: 'imageSrc',
  options: 'option1Name',
  variants: 'price',
  status: 'status',
  category: 'category',
};

function productRow(
  cells: string[],
  line: number,
  handle: string,
  title: string,
  layout: ColumnLayout,
  fail: (message: string, line?: number, column?: string) => void,
  warn: (message: string, line?: number, column?: string) => void,
): DraftProduct {
  const get = (column: ShopifyColumn) => cellOf(cells, layout, column);
  const label = (column: ShopifyColumn) => columnLabel(layout, column);
  let broken = false;
  const names = OPTION_COLUMNS.map(([nameColumn]) => get(nameColumn));
  const defaultTitle = names[0] === 'Title' && (get('option1Value') === 'Default Title' || get('option1Value') === '') && !names[1] && !names[2];
  const optionNames: string[] = [];
  if (!defaultTitle) {
    names.forEach((name, position) => {
      if (!name) return;
      if (optionNames.length !== position) {
        const nameColumn = OPTION_COLUMNS[position]?.[0] ?? 'option1Name';
        fail(
          `"${name}" is given but ${label(OPTION_COLUMNS[optionNames.length]?.[0] ?? 'option1Name')} is empty: options are numbered from 1 without gaps`,
          line,
          label(nameColumn),
        );
        broken = true;
      }
      if (optionNames.some((other) => other.toLowerCase() === name.toLowerCase())) {
        fail(`option name "${name}" is given twice`, line, label(OPTION_COLUMNS[position]?.[0] ?? 'option1Name'));
        broken = true;
      }
      optionNames.push(name);
    });
  }

  const statusText = get('status').toLowerCase();
  let status: Product['status'] = 'active';
  if (statusText) {
    const known = STATUSES[statusText];
    if (known) status = known;
    else {
      fail(`"${get('status')}" is not a product status (active, draft, archived or unlisted)`, line, label('status'));
      broken = true;
    }
  }
  const published = get('published').toLowerCase();
  if (published && !['true', 'false'].includes(published)) {
    fail(`"${get('published')}" is not TRUE or FALSE`, line, label('published'));
    broken = true;
  }
  // An unpublished product is not on the online store, which is all a shopper talking to Kefu can buy from.
  if (published === 'false' && status === 'active') status = 'draft';

  let description = htmlToPlainText(cells[layout.index.body ?? -1] ?? '');
  if (description.length > MAX_DESCRIPTION) {
    warn(`the description is ${description.length} characters after removing HTML; the first ${MAX_DESCRIPTION} are kept`, line, label('body'));
    description = description.slice(0, MAX_DESCRIPTION);
  }
  const attributes: Record<string, string> = {};
  // Shopify links an option to the metafield of its name ("Size (product.metafields.shopify.size)": "s; m; l; xl"):
  // the option group already holds those values, so an attribute of the same name would answer twice.
  const options = new Set(optionNames.map((name) => name.toLowerCase()));
  for (const { index, name } of layout.metafields) {
    const value = (cells[index] ?? '').trim();
    if (value && !(name in attributes) && !options.has(name.toLowerCase()) && value.length <= 500) attributes[name] = value;
  }
  const type = get('type');
  const category = get('category');
  const vendor = get('vendor');
  const tags = unique(
    get('tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  );
  const audience = [...new Set((['gender', 'googleGender', 'ageGroup', 'googleAgeGroup'] as const).flatMap((column) => recordedAudiences(get(column))))];
  return {
    line,
    handle,
    title,
    fields: {
      ...(audience.length ? { audience } : {}),
      ...(type || category ? { type: type || category } : {}),
      ...(category ? { category } : {}),
      ...(vendor ? { vendor } : {}),
      tags,
      description,
      highlights: [],
      attributes,
      status,
    },
    optionNames,
    defaultTitle,
    images: [],
    variants: [],
    variantKeys: new Map(),
    broken,
  };
}

function variantRow(
  get: (column: ShopifyColumn) => string,
  line: number,
  draft: DraftProduct,
  currency: string,
  label: (column: ShopifyColumn) => string,
  fail: (message: string, line?: number, column?: string) => void,
  warn: (message: string, line?: number, column?: string) => void,
  notes: { untrackedWithQuantity: number[]; trackedWithoutQuantity: number[]; quantityColumn: boolean },
): DraftVariant | undefined {
  let ok = true;
  const bad = (message: string, column: ShopifyColumn) => {
    fail(message, line, label(column));
    ok = false;
  };

  const optionValues: string[] = [];
  OPTION_COLUMNS.forEach(([nameColumn, valueColumn], position) => {
    const value = get(valueColumn);
    if (draft.defaultTitle) {
      if (position === 0 && value && value !== 'Default Title')
        bad(`"${value}" is given but the product has no options (Option1 Name "Title" with "Default Title" on line ${draft.line})`, valueColumn);
      else if (position > 0 && value) bad(`"${value}" is given but the product has no options (line ${draft.line})`, valueColumn);
      return;
    }
    const name = draft.optionNames[position];
    if (value && !name) {
      bad(
        `"${value}" is given but the product has no ${label(nameColumn)} (line ${draft.line}): ${draft.optionNames.length === 0 ? 'it has no options' : `it has ${draft.optionNames.length} option name${draft.optionNames.length === 1 ? '' : 's'}`}`,
        valueColumn,
      );
    } else if (name && !value) {
      bad(`${label(valueColumn)} is empty: every variant needs a value for option "${name}"`, valueColumn);
    } else if (name) optionValues.push(value);
  });
  if (ok) {
    const key = optionValues.map((value) => value.toLowerCase()).join('\u0000');
    const first = draft.variantKeys.get(key);
    if (first !== undefined)
      bad(
        `duplicates the option values of the variant on line ${first} (${optionValues.join(' / ') || 'no options'})`,
        draft.optionNames.length > 0 ? 'option1Value' : 'price',
      );
    else draft.variantKeys.set(key, line);
  }

  const money = (column: ShopifyColumn): number | undefined => {
    const text = get(column);
    if (!text) return undefined;
    try {
      return parseDecimalAmount(text, currency);
    } catch (error) {
      if (!(error instanceof MoneyFormatError)) throw error;
      bad(error.message, column);
      return undefined;
    }
  };
  const price = money('price');
  if (!get('price')) bad(`${label('price')} is empty: every variant needs a price`, 'price');
  let compareAt = money('compareAtPrice');
  if (compareAt !== undefined && price !== undefined && compareAt <= price) {
    warn(`${label('compareAtPrice')} ${get('compareAtPrice')} is not above the price ${get('price')}: not shown as a sale`, line, label('compareAtPrice'));
    compareAt = undefined;
  }

  const tracker = get('tracker');
  const quantityText = get('quantity');
  let quantity: number | undefined;
  if (quantityText) {
    if (!/^-?\d+$/.test(quantityText)) bad(`"${quantityText.slice(0, 40)}" is not a quantity (a whole number)`, 'quantity');
    else if (Number(quantityText) < 0)
      bad(`${quantityText} is a negative quantity: write 0, and ${label('policy')} continue to take orders when out of stock`, 'quantity');
    else quantity = Number(quantityText);
  }
  const policyText = get('policy');
  const policy = policyText ? POLICIES[policyText.toLowerCase()] : 'deny';
  if (!policy) bad(`"${policyText.slice(0, 40)}" is not an inventory policy (deny or continue)`, 'policy');
  let tracked = tracker !== '' && quantity !== undefined;
  if (!tracker && quantity !== undefined) notes.untrackedWithQuantity.push(line);
  if (tracker && !quantityText && notes.quantityColumn) notes.trackedWithoutQuantity.push(line);
  if (!notes.quantityColumn) tracked = false;

  let weight: Variant['weight'];
  const gramsText = get('grams');
  const unitText = get('weightUnit').toLowerCase() || 'g';
  const gramsPerUnit = GRAMS_PER[unitText];
  if (!gramsPerUnit) bad(`"${get('weightUnit')}" is not a weight unit (g, kg, lb or oz)`, 'weightUnit');
  if (gramsText) {
    const grams = Number(gramsText);
    if (!/^\d+(\.\d+)?$/.test(gramsText) || !Number.isFinite(grams)) bad(`"${gramsText.slice(0, 40)}" is not a weight in grams`, 'grams');
    else if (grams > 0 && gramsPerUnit) weight = { value: Math.round((grams / gramsPerUnit) * 1000) / 1000, unit: unitText as 'g' | 'kg' | 'lb' | 'oz' };
  }

  const sku = get('sku');
  const barcode = get('barcode').replace(/^'/, '');
  const variantImage = get('variantImage');
  const imageUrlValue = variantImage ? imageUrl(variantImage) : undefined;
  if (variantImage && !imageUrlValue) bad(`"${variantImage.slice(0, 80)}" is not an http(s) image URL`, 'variantImage');

  if (!ok || price === undefined || !policy) return undefined;
  return {
    line,
    optionValues,
    ...(sku ? { sku } : {}),
    variant: {
      ...(sku ? { sku } : {}),
      price: { amount: price, currency },
      ...(compareAt !== undefined ? { compareAtPrice: { amount: compareAt, currency } } : {}),
      inventory: tracked ? { tracked: true, quantity: quantity ?? 0, policy } : { tracked: false, policy },
      ...(barcode ? { barcode } : {}),
      ...(weight ? { weight } : {}),
      ...(imageUrlValue ? { imageUrl: imageUrlValue } : {}),
    },
  };
}

function cellOf(cells: string[], layout: ColumnLayout, column: ShopifyColumn): string {
  const index = layout.index[column];
  return index === undefined ? '' : (cells[index] ?? '').trim();
}

function imageUrl(text: string): string | undefined {
  const url = text.startsWith('//') ? `https:${text}` : text;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && url.length <= 2048 ? url : undefined;
  } catch {
    return undefined;
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

function lineList(lines: number[]): string {
  const shown = lines.slice(0, LISTED_LINES).join(', ');
  return `line${lines.length === 1 ? '' : 's'} ${shown}${lines.length > LISTED_LINES ? `, … ${lines.length - LISTED_LINES} more` : ''}`;
}

const CSV_REASONS: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field: put the whole field in quotes and double the quotes inside it ("")',
  CSV_INVALID_CLOSING_QUOTE: 'text right after a closing quote: double the quotes inside a quoted field ("")',
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed (a missing ")',
};

function csvReason(error: CsvError): string {
  const known = CSV_REASONS[error.code];
  if (known) return known;
  // csv-parse's messages name the line themselves; the line is reported on its own.
  return error.message
    .replace(/\s+at line \d+/, '')
    .replace(/ on field \d+/, '')
    .replace(/^[\w ]+: /, (prefix) => prefix.toLowerCase());
}
