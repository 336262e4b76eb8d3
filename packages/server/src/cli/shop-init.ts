import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { readCatalogFile } from '../shop/catalog/read-catalog-file.js';
import { inspectShopFolder } from '../shop/load-shop-folder.js';
import { shopProfileSchema, type ShopProfile } from '../shop/model/index.js';
import { policyCoverageLines } from './policy-coverage.js';

/** Where `kefu shop init` writes. */
interface InitIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** What the merchant passed to `kefu shop init`. */
export interface ShopInitOptions {
  name?: string;
  currency?: string;
  timezone?: string;
  /** Comma-separated, the first is the default ("en,zh-CN"). */
  locales?: string;
  /** A platform's product export to start the folder with, copied as its catalog.csv. */
  catalog?: string;
}

const FLAG_OF: Record<string, string> = { name: '--name', currency: '--currency', timezone: '--timezone', locales: '--locales' };

/**
 * Starts a shop folder: a shop.yaml from the flags (every optional field listed, commented out, so the merchant
 * sees what else the file can say), one knowledge folder per locale and, with --catalog, the validated export as
 * catalog.csv. Resolves with the exit code: 0 made, 1 refused (nothing written), 2 a flag is not usable.
 */
export async function initShopFolder(dir: string, options: ShopInitOptions, io: InitIo): Promise<number> {
  if (!options.currency) {
    io.err('shop init needs --currency <ISO 4217>, the currency of every price in your catalog (USD, EUR, CNY…)');
    return 2;
  }
  const parsed = shopProfileSchema.safeParse({
    name: options.name ?? nameFromFolder(dir),
    currency: options.currency,
    timezone: options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    locales: (options.locales ?? 'en')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) io.err(`${FLAG_OF[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
    return 2;
  }
  const profile = parsed.data;
  if (await stat(join(dir, 'shop.yaml')).catch(() => undefined)) {
    io.err(`${join(dir, 'shop.yaml')}: already exists; shop init never overwrites a shop folder (edit it, or run kefu shop check ${dir})`);
    return 1;
  }
  if (options.catalog) {
    // Checked before anything is written: a folder is made only around a catalog the server can read.
    const result = await readCatalogFile(options.catalog, { file: options.catalog, currency: profile.currency });
    for (const problem of result.errors) io.err(`${options.catalog}${problem.line !== undefined ? `:${problem.line}` : ''}: ${problem.message}`);
    if (result.errors.length > 0) {
      io.err(
        `${options.catalog}: ${result.errors.length} error(s); nothing was written (kefu catalog check ${options.catalog} --currency ${profile.currency} lists them with warnings)`,
      );
      return 1;
    }
    for (const problem of result.warnings) io.out(`${options.catalog}${problem.line !== undefined ? `:${problem.line}` : ''}: warning: ${problem.message}`);
  }
  const existed = Boolean(await stat(dir).catch(() => undefined));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'shop.yaml'), shopYaml(profile));
  for (const locale of profile.locales) await mkdir(join(dir, 'knowledge', locale), { recursive: true });
  if (options.catalog) await copyFile(options.catalog, join(dir, 'catalog.csv'));

  const report = await inspectShopFolder(dir);
  if (!report.data) {
    // A folder that held other files (orders naming another catalog, say) may not fit: say so and undo what we wrote.
    for (const problem of report.errors) io.err(`${problem.file}${problem.line !== undefined ? `:${problem.line}` : ''}: ${problem.message}`);
    if (existed) await Promise.all([rm(join(dir, 'shop.yaml')), options.catalog ? rm(join(dir, 'catalog.csv')) : undefined]);
    else await rm(dir, { recursive: true, force: true });
    io.err(`${dir}: the new shop folder does not check (${report.errors.length} error(s)); what shop init wrote was removed`);
    return 1;
  }
  const products = report.data.products.length;
  const policies = await policyCoverageLines(dir, report.data.knowledgeDir, profile.locales[0]!);
  io.out(
    `made ${dir}: shop.yaml (${profile.name}, ${profile.currency}, ${profile.timezone}, ${profile.locales.join('/')}), knowledge/${profile.locales.join(', knowledge/')}${options.catalog ? `, catalog.csv (${products} product${products === 1 ? '' : 's'})` : ''}`,
  );
  io.out(
    [
      'next:',
      ...(options.catalog ? [] : [`  add your platform's product export as ${join(dir, 'catalog.csv')} (Shopify's product CSV format)`]),
      `  write your help articles as Markdown in ${join(dir, 'knowledge', profile.locales[0]!)}`,
      ...policies.map((line) => `  ${line}`),
      `  kefu shop check ${dir}`,
      `  KEFU_SHOP_DIR=${resolve(dir)} kefu serve   (in the Kefu repository: npm start -- --shop ${dir})`,
    ].join('\n'),
  );
  return 0;
}

/** "my-shop" → "My Shop": a starting name the merchant can change in shop.yaml. */
function nameFromFolder(dir: string): string {
  return basename(resolve(dir))
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

const value = (input: unknown) => stringify(input, { lineWidth: 0 }).trimEnd();

function shopYaml(profile: ShopProfile): string {
  return `# ${profile.name}: the shop Kefu serves (README › "Your shop as a folder" lists every field).
name: ${value(profile.name)}
currency: ${value(profile.currency)}  # every price of the catalog is in it
timezone: ${value(profile.timezone)}  # dates and office hours are shown on this clock
locales: [${profile.locales.map(value).join(', ')}]  # the first is the default

# What the shop states to shoppers; uncomment and fill in what applies.
# sells: what you sell, in one line ("linen shirts and trousers")
# assistantName: Ava
# returnWindowDays: 30
# exchangeWindowDays: 30
# supportEmail: help@example.com
# url: https://shop.example.com
# returnAddress: where returned goods are sent, as printed on a receipt
# supportReplyMinutes: 10
# supportHours:
#   - { days: [mon, tue, wed, thu, fri], open: "09:00", close: "18:00" }
# supportClosures:
#   - { date: "2026-12-25", name: Christmas }
`;
}
