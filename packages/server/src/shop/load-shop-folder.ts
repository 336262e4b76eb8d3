import { readFile, readdir, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { KnowledgeError } from '../knowledge/errors.js';
import { listKnowledgeFiles } from '../knowledge/ingest/read-files.js';
import { parseDocuments } from '../knowledge/ingest/parse-documents.js';
import { NOT_UTF8, utf8Text } from '../knowledge/ingest/utf8-text.js';
import { readProductsJson } from './catalog/read-products-json.js';
import { readShopifyCsv, type CatalogReadResult } from './catalog/read-shopify-csv.js';
import { crossCheckShop } from './cross-check-shop.js';
import { customerRecordSchema, orderRecordSchema, shopProfileSchema, workflowWordingSchema, type CustomerRecord, type OrderRecord } from './model/index.js';
import type { ShopData } from './shop-data.js';
import { InvalidShopError, type ShopDataError } from './shop-data-error.js';
import { fieldPath, readStructuredFile, type StructuredFile } from './structured-file.js';

/** What reading a shop folder found: the data when it is valid, and every problem either way. */
export interface ShopFolderReport {
  data?: ShopData;
  errors: ShopDataError[];
  warnings: ShopDataError[];
  /** Rows or items the catalog file held. */
  catalogRows: number;
}

/**
 * Reads and validates a shop folder: `shop.yaml`, the catalog (`catalog.csv` in Shopify's product CSV format, or
 * `products.json`), optional `orders.json` and `customers.json`, and `knowledge/`. Every problem is collected,
 * not only the first.
 */
export async function inspectShopFolder(dir: string, options: { now?: number } = {}): Promise<ShopFolderReport> {
  const root = resolve(dir);
  const errors: ShopDataError[] = [];
  const warnings: ShopDataError[] = [];
  const folder = await stat(root).catch(() => undefined);
  if (!folder?.isDirectory())
    return { errors: [{ file: dir, message: folder ? 'is not a folder' : 'no such folder', severity: 'error' }], warnings, catalogRows: 0 };
  const present = new Set(await readdir(root));

  const profileRead = present.has('shop.yaml')
    ? await readValidated(root, 'shop.yaml', 'yaml', shopProfileSchema)
    : {
        errors: [
          {
            file: 'shop.yaml',
            message: `is missing: a shop folder needs shop.yaml (name, currency, timezone, locales)${present.has('shop.yml') ? '; rename shop.yml to shop.yaml' : ''}`,
            severity: 'error' as const,
          },
        ],
      };
  errors.push(...profileRead.errors);
  const profile = profileRead.value && (await withWorkflowWording(root, present, profileRead.value, errors));

  let catalog: CatalogReadResult | undefined;
  let catalogFile: ShopData['catalogFile'] | undefined;
  if (present.has('catalog.csv') && present.has('products.json')) {
    errors.push({ file: 'catalog.csv', message: 'the folder has both catalog.csv and products.json: keep one catalog', severity: 'error' });
  } else if (!present.has('catalog.csv') && !present.has('products.json')) {
    errors.push({
      file: 'catalog.csv',
      message: "is missing: add the catalog as catalog.csv (your platform's Shopify-format product CSV export) or products.json",
      severity: 'error',
    });
  } else if (profile) {
    catalogFile = present.has('catalog.csv') ? 'catalog.csv' : 'products.json';
    const bytes = await readFile(join(root, catalogFile));
    catalog =
      catalogFile === 'catalog.csv'
        ? readShopifyCsv(bytes, { file: catalogFile, currency: profile.currency })
        : readProductsJson(bytes.toString('utf8').replace(/^\ufeff/, ''), { file: catalogFile, currency: profile.currency });
    errors.push(...catalog.errors);
    warnings.push(...catalog.warnings);
  }

  const ordersRead = present.has('orders.json')
    ? await readValidated(root, 'orders.json', 'json', orderRecordSchema.array())
    : { value: [] as OrderRecord[], errors: [] };
  const customersRead = present.has('customers.json')
    ? await readValidated(root, 'customers.json', 'json', customerRecordSchema.array())
    : { value: [] as CustomerRecord[], errors: [] };
  errors.push(...ordersRead.errors, ...customersRead.errors);

  let knowledgeDir: string | undefined;
  if (present.has('knowledge')) {
    knowledgeDir = join(root, 'knowledge');
    errors.push(...(await checkKnowledge(root, knowledgeDir)));
  }

  if (profile && catalog && catalogFile && ordersRead.value && customersRead.value && catalog.errors.length === 0) {
    const checked = crossCheckShop({
      profile,
      ...(profileRead.source ? { profileFile: profileRead.source } : {}),
      products: catalog.products,
      catalogFile,
      ...(catalog.source ? { catalogSource: catalog.source } : {}),
      orders: ordersRead.value,
      ...(ordersRead.source ? { ordersFile: ordersRead.source } : {}),
      customers: customersRead.value,
      ...(customersRead.source ? { customersFile: customersRead.source } : {}),
    });
    errors.push(...checked.errors);
    warnings.push(...checked.warnings);
  }

  const catalogRows = catalog?.rows ?? 0;
  if (errors.length > 0 || !profile || !catalog || !catalogFile || !ordersRead.value || !customersRead.value) return { errors, warnings, catalogRows };
  return {
    data: {
      dir: root,
      profile,
      products: catalog.products,
      orders: ordersRead.value,
      customers: customersRead.value,
      ...(knowledgeDir ? { knowledgeDir } : {}),
      catalogFile,
      loadedAt: options.now ?? Date.now(),
      warnings,
    },
    errors,
    warnings,
    catalogRows,
  };
}

/** Reads a shop folder for the server; throws one {@link InvalidShopError} listing every problem. */
export async function loadShopFolder(dir: string, options: { now?: number } = {}): Promise<ShopData> {
  const report = await inspectShopFolder(dir, options);
  if (!report.data) throw new InvalidShopError(dir, report.errors, report.warnings);
  return report.data;
}

/** The profile with the workflows' wording of `workflows.yaml`, when the folder has one (its problems join `errors`). */
async function withWorkflowWording(
  root: string,
  present: ReadonlySet<string>,
  profile: ShopData['profile'],
  errors: ShopDataError[],
): Promise<ShopData['profile']> {
  if (!present.has('workflows.yaml')) return profile;
  if (profile.workflows) {
    errors.push({ file: 'shop.yaml', field: 'workflows', message: 'the workflows are worded in workflows.yaml too: keep one of them', severity: 'error' });
    return profile;
  }
  const read = await readValidated(root, 'workflows.yaml', 'yaml', workflowWordingSchema);
  errors.push(...read.errors);
  return read.value ? { ...profile, workflows: read.value } : profile;
}

async function readValidated<T extends z.ZodType>(
  root: string,
  file: string,
  kind: 'yaml' | 'json',
  schema: T,
): Promise<{ value?: z.infer<T>; source?: StructuredFile; errors: ShopDataError[] }> {
  const text = (await readFile(join(root, file), 'utf8')).replace(/^\ufeff/, '');
  if (text.trim() === '') return { errors: [{ file, message: 'is empty', severity: 'error' }] };
  const { parsed, errors } = readStructuredFile(text, file, kind);
  if (!parsed) return { errors };
  const result = schema.safeParse(parsed.value);
  if (result.success) return { value: result.data, source: parsed, errors: [] };
  return {
    source: parsed,
    errors: result.error.issues.map((issue) => {
      const line = parsed.lineOf(issue.path);
      return {
        file,
        ...(line !== undefined ? { line } : {}),
        field: fieldPath(issue.path) || '(top level)',
        message: issue.message,
        severity: 'error' as const,
      };
    }),
  };
}

/**
 * Every knowledge article read as the server reads it at start (UTF-8 only, symlinks not followed), each problem
 * named by its file: read leniently, a GBK article passed here while the server refused the folder.
 */
async function checkKnowledge(root: string, knowledgeDir: string): Promise<ShopDataError[]> {
  const errors: ShopDataError[] = [];
  const seen = new Map<string, string>();
  let paths: string[];
  try {
    paths = await listKnowledgeFiles([knowledgeDir]);
  } catch (error) {
    return [{ file: relative(root, knowledgeDir), message: readProblem(error), severity: 'error' }];
  }
  for (const path of paths) {
    const file = relative(root, path);
    try {
      const text = utf8Text(await readFile(path));
      if (text === undefined) throw new KnowledgeError('BAD_PAYLOAD', NOT_UTF8, file);
      for (const document of parseDocuments(text, file)) {
        const key = document.id;
        const other = seen.get(key);
        if (other) errors.push({ file, message: `article id "${document.id}" is also the id of an article in ${other}`, severity: 'error' });
        seen.set(key, file);
      }
    } catch (error) {
      const message = readProblem(error);
      errors.push({ file, message: message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message, severity: 'error' });
    }
  }
  return errors;
}

/** A knowledge file's problem as one line: the article's own, or why the file could not be read (EACCES, EIO…). */
function readProblem(error: unknown): string {
  if (error instanceof KnowledgeError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (!code) throw error;
  return `cannot be read (${code}): ${(error as Error).message}`;
}
