import { isNode, LineCounter, parseDocument } from 'yaml';
import type { ShopDataError } from './shop-data-error.js';

/** A parsed YAML or JSON file that can say on which line a value starts. */
export interface StructuredFile {
  value: unknown;
  /** The line where the value at `path` (or its nearest present parent) starts. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/** Formats a path the way a merchant finds it in the file: `orders[2].lines[0].variantId`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * Parses YAML (or JSON, which YAML 1.2 reads too) keeping each node's position, so validation problems name lines.
 * JSON is parsed by JSON.parse first (several times faster on a large catalog); positions are looked up only when
 * a problem needs one.
 */
export function readStructuredFile(text: string, file: string, kind: 'yaml' | 'json'): { parsed?: StructuredFile; errors: ShopDataError[] } {
  let value: unknown;
  if (kind === 'json') {
    try {
      value = JSON.parse(text);
    } catch (error) {
      const located = locate(text);
      const yamlError = located.document.errors[0];
      const line = yamlError?.linePos?.[0].line ?? lineAtPosition(text, (error as Error).message);
      return {
        errors: [
          {
            file,
            ...(line !== undefined ? { line } : {}),
            message: `not valid JSON: ${(error as Error).message.replace(/ in JSON at position \d+.*$/, '')}`,
            severity: 'error',
          },
        ],
      };
    }
    let located: ReturnType<typeof locate> | undefined;
    return { parsed: { value, lineOf: (path) => lineIn((located ??= locate(text)), path) }, errors: [] };
  }
  const located = locate(text);
  if (located.document.errors.length > 0) {
    return {
      errors: located.document.errors.map((error) => ({
        file,
        ...(error.linePos ? { line: error.linePos[0].line } : {}),
        message: `not valid YAML: ${error.message.split('\n')[0]}`,
        severity: 'error' as const,
      })),
    };
  }
  return { parsed: { value: located.document.toJS({ maxAliasCount: 100 }) as unknown, lineOf: (path) => lineIn(located, path) }, errors: [] };
}

function locate(text: string) {
  const lineCounter = new LineCounter();
  // uniqueKeys: a key given twice in one mapping is an error, not a silent override.
  const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: true });
  return { document, lineCounter };
}

function lineIn({ document, lineCounter }: ReturnType<typeof locate>, path: readonly PropertyKey[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
  }
  return undefined;
}

function lineAtPosition(text: string, message: string): number | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  return position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
}
