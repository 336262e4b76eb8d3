import type { ErrorCode } from '@kefu/protocol';

/** One problem found in a shop folder's files, located as precisely as the file allows. */
export interface ShopDataError {
  /** The file, relative to the shop folder (or as given on the command line). */
  file: string;
  /** The physical line in the file, counting the lines of multi-line quoted fields. */
  line?: number;
  /** The CSV column, as the file's header spells it. */
  column?: string;
  /** The field path in a JSON or YAML file ("orders[2].lines[0].variantId"). */
  field?: string;
  message: string;
  /** Errors make the shop invalid; warnings are reported and the data is used. */
  severity: 'error' | 'warning';
}

/** Formats a problem the way a merchant reads it: `catalog.csv line 14, column Variant Price: "12,5x" is not an amount`. */
export function formatShopDataError(problem: ShopDataError): string {
  const where = [problem.file, problem.line !== undefined ? `line ${problem.line}` : undefined].filter(Boolean).join(' ');
  const what = [
    problem.column !== undefined ? `column ${problem.column}` : undefined,
    problem.field !== undefined ? `field ${problem.field}` : undefined,
  ].filter(Boolean);
  return `${[where, ...what].join(', ')}: ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`;
}

// A server log or a terminal should not receive a hundred thousand lines; the full list stays on `errors`.
const LISTED = 200;

/** A shop folder or catalog that cannot be used: every error found, not only the first. */
export class InvalidShopError extends Error {
  override name = 'InvalidShopError';
  /** The protocol error code for bad input. */
  readonly code: ErrorCode = 'BAD_PAYLOAD';

  constructor(
    /** What was read: the shop folder or the catalog file. */
    readonly source: string,
    readonly errors: ShopDataError[],
    readonly warnings: ShopDataError[] = [],
  ) {
    const listed = errors.slice(0, LISTED).map((problem) => `  ${formatShopDataError(problem)}`);
    if (errors.length > LISTED) listed.push(`  … and ${errors.length - LISTED} more`);
    super(`${source} is not a valid shop: ${errors.length} error${errors.length === 1 ? '' : 's'}\n${listed.join('\n')}`);
  }
}
