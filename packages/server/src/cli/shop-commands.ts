import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { readCatalogFile } from '../shop/catalog/read-catalog-file.js';
import type { CatalogReadResult } from '../shop/catalog/read-shopify-csv.js';
import { inspectShopFolder } from '../shop/load-shop-folder.js';
import { currencyCodeSchema, type Product } from '../shop/model/index.js';
import type { ShopDataError } from '../shop/shop-data-error.js';
import { initShopFolder, type ShopInitOptions } from './shop-init.js';
import { policyCoverageLines } from './policy-coverage.js';

/** Where the shop commands write (run-cli's CliIo, without its environment). */
interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Usage of the catalog and shop commands, for the CLI's help. */
export const SHOP_USAGE = `  kefu catalog check <file.csv|products.json|shop folder> [--currency <ISO 4217>]
                                    validate a catalog: every bad row with file:line, exit 1 if any
  kefu catalog import <file.csv> --shop <folder>
                                    validate a Shopify product CSV and write the folder's products.json
  kefu shop init <folder> --currency <ISO 4217> [--name <name>] [--timezone <IANA>] [--locales en,zh-CN] [--catalog <export.csv>]
                                    start a shop folder: shop.yaml, knowledge/<locale>/ and the export as catalog.csv
  kefu shop check <folder>          validate a whole shop folder (shop.yaml, catalog, orders, customers, knowledge)

A catalog's prices are read in the currency of the shop.yaml beside it (or in the folder), else --currency, else USD.`;

/** Runs `kefu catalog …` and `kefu shop …`; resolves with the exit code (0 ok, 1 invalid, 2 usage). */
export async function runShopCommand(
  group: 'catalog' | 'shop',
  command: string | undefined,
  rest: string[],
  options: { shop?: string } & ShopInitOptions,
  io: CliIo,
): Promise<number> {
  const usage = (problem: string) => {
    io.err(`${problem}\n\n${SHOP_USAGE}`);
    return 2;
  };
  if (options.currency !== undefined && !currencyCodeSchema.safeParse(options.currency).success)
    return usage(`--currency "${options.currency}" is not an ISO 4217 code such as USD, EUR or CNY`);
  const [target, ...extra] = rest;
  if (!target || extra.length > 0) return usage(`${group} ${command ?? ''} takes one file or folder`.replace(/\s+/g, ' '));
  if (group === 'shop' && command === 'init') return initShopFolder(target, options, io);
  if (group === 'shop') return command === 'check' ? checkShop(target, io) : usage(`unknown command "shop ${command ?? ''}"`);
  if (command === 'check') return checkCatalog(target, options.currency, io);
  if (command === 'import')
    return options.shop
      ? importCatalog(target, options.shop, io)
      : usage('catalog import needs --shop <folder>: the shop folder whose products.json it writes');
  return usage(`unknown command "catalog ${command ?? ''}"`);
}

async function checkShop(dir: string, io: CliIo): Promise<number> {
  const report = await inspectShopFolder(dir);
  printProblems(io, dir, report.errors, report.warnings);
  if (!report.data) {
    io.err(`${dir}: ${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')}: the server would refuse to start with this folder`);
    return 1;
  }
  const shop = report.data;
  const articles = shop.knowledgeDir
    ? (await import('../knowledge/ingest/read-files.js').then(({ listKnowledgeFiles }) => listKnowledgeFiles([shop.knowledgeDir!]))).length
    : 0;
  io.out(
    `${shop.profile.name} (${shop.profile.currency}, ${shop.profile.timezone}, ${shop.profile.locales.join('/')}): ${catalogSummary(shop.products)} from ${shop.catalogFile}; ${count(shop.orders.length, 'order')}, ${count(shop.customers.length, 'customer')}, ${count(articles, 'knowledge article')}, ${count(shop.profile.promotions.length, 'promotion')}`,
  );
  for (const line of await policyCoverageLines(dir, shop.knowledgeDir, shop.profile.locales[0]!)) io.out(line);
  return 0;
}

async function checkCatalog(target: string, currencyOption: string | undefined, io: CliIo): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) {
    io.err(`${target}: no such file or folder`);
    return 1;
  }
  let file = target;
  if (info.isDirectory()) {
    const candidates = [join(target, 'catalog.csv'), join(target, 'products.json')];
    const present = (
      await Promise.all(
        candidates.map((path) =>
          stat(path).then(
            () => path,
            () => undefined,
          ),
        ),
      )
    ).filter((path): path is string => Boolean(path));
    if (present.length !== 1) {
      io.err(`${target}: ${present.length === 0 ? 'has no catalog.csv or products.json' : 'has both catalog.csv and products.json: keep one catalog'}`);
      return 1;
    }
    file = present[0]!;
  }
  const currency = currencyOption ?? (await currencyBeside(info.isDirectory() ? target : join(file, '..'))) ?? 'USD';
  const result = await readCatalogFile(file, { file, currency });
  return reportCatalog(io, file, result, currency);
}

async function importCatalog(source: string, dir: string, io: CliIo): Promise<number> {
  const folder = await stat(dir).catch(() => undefined);
  if (!folder?.isDirectory()) {
    // A merchant's first import is into a folder that does not exist yet: say what makes one.
    io.err(`${dir}: no such shop folder; start one with the export as its catalog: kefu shop init ${dir} --currency <ISO 4217> --catalog ${source}`);
    return 1;
  }
  if (await stat(join(dir, 'catalog.csv')).catch(() => undefined)) {
    io.err(
      `${join(dir, 'catalog.csv')}: the shop folder's catalog is this CSV, and a folder holds one catalog: copy the new export over catalog.csv (then run kefu shop check ${dir}), or remove catalog.csv to keep the catalog as products.json`,
    );
    return 1;
  }
  const currency = await currencyBeside(dir);
  if (!currency) {
    io.err(
      `${join(dir, 'shop.yaml')}: missing or without a valid currency; the catalog's prices are read in the shop's currency (kefu shop init ${dir} --currency <ISO 4217> writes one; kefu shop check ${dir} says what is wrong)`,
    );
    return 1;
  }
  const result = await readCatalogFile(source, { file: source, currency });
  if (reportCatalog(io, source, result, currency, 'nothing was written', false) !== 0) return 1;

  // The new catalog must still fit the folder (orders naming its variants, promotions naming its tags): write it
  // aside, check the folder with it, and only then put it in place.
  const target = join(dir, 'products.json');
  const previous = await readFile(target).catch(() => undefined);
  const staged = join(dir, `.products.json.${process.pid}.tmp`);
  await writeFile(staged, `${JSON.stringify(result.products, null, 2)}\n`);
  await rename(staged, target);
  const report = await inspectShopFolder(dir);
  if (!report.data) {
    if (previous) await writeFile(target, previous);
    else await rm(target, { force: true });
    printProblems(io, dir, report.errors, []);
    io.err(
      `${dir}: the imported catalog does not fit the shop folder (${count(report.errors.length, 'error')}); ${previous ? 'the previous products.json was kept' : 'nothing was written'}`,
    );
    return 1;
  }
  io.out(`wrote ${target}: ${catalogSummary(result.products)} in ${currency}, from ${basename(source)}`);
  return 0;
}

function reportCatalog(io: CliIo, file: string, result: CatalogReadResult, currency: string, onError = 'the catalog is not usable', summary = true): number {
  printProblems(io, file, result.errors, result.warnings);
  if (result.errors.length > 0) {
    io.err(`${file}: ${count(result.errors.length, 'error')}, ${count(result.warnings.length, 'warning')} in ${count(result.rows, 'row')}; ${onError}`);
    return 1;
  }
  if (summary)
    io.out(
      `${file}: ${catalogSummary(result.products)} (prices in ${currency})${result.warnings.length > 0 ? `; ${count(result.warnings.length, 'warning')}` : ''}`,
    );
  return 0;
}

/** "12 products, 184 variants, 3 option names". */
function catalogSummary(products: Product[]): string {
  const variants = products.reduce((sum, product) => sum + product.variants.length, 0);
  const optionNames = new Set(products.flatMap((product) => product.options.map((option) => option.name.toLowerCase())));
  return `${count(products.length, 'product')}, ${count(variants, 'variant')}, ${count(optionNames.size, 'option name')}`;
}

// Compiler-style locations (file:line) so terminals and editors link straight to the row.
function printProblems(io: CliIo, base: string, errors: ShopDataError[], warnings: ShopDataError[]): void {
  const show = (problem: ShopDataError) => {
    const file = problem.file === base || problem.file.startsWith('/') || problem.file.includes(base) ? problem.file : join(base, problem.file);
    const where = [problem.column !== undefined ? `column ${problem.column}` : undefined, problem.field !== undefined ? `field ${problem.field}` : undefined]
      .filter(Boolean)
      .join(', ');
    return `${file}${problem.line !== undefined ? `:${problem.line}` : ''}: ${problem.severity}: ${where ? `${where}: ` : ''}${problem.message}`;
  };
  for (const problem of errors) io.err(show(problem));
  for (const problem of warnings) io.out(show(problem));
}

async function currencyBeside(dir: string): Promise<string | undefined> {
  const text = await readFile(join(dir, 'shop.yaml'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const currency = (parseYaml(text) as { currency?: unknown } | null)?.currency;
    return currencyCodeSchema.safeParse(currency).success ? (currency as string) : undefined;
  } catch {
    return undefined;
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
