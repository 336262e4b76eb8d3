import { readFile } from 'node:fs/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const ID = 'https://kefu.invalid/openapi.yaml';

/** Validators for the schemas in packages/server/openapi.yaml, addressed as in the document. */
export interface OpenApiValidator {
  /** Errors of `body` against the documented response of `GET path` with `status` (empty when it conforms). */
  response(path: string, status: number, body: unknown): string[];
  /** Errors of a webhook body against the `webhooks:` entry named by its type (empty when it conforms). */
  webhook(body: unknown): string[];
}

type Node = Record<string, unknown>;
const pointer = (...segments: string[]) => segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const JSON_SCHEMA = ['content', 'application/json', 'schema'];

/** Loads openapi.yaml into Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) with formats. */
export async function loadOpenApi(): Promise<OpenApiValidator> {
  const document = parse(await readFile(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as Node;
  // strict off: the document's own keywords (paths, responses…) are not JSON Schema; the schemas inside it are.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (instance: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...document, $id: ID });
  const at = (path: string[]): Node | undefined => path.reduce<Node | undefined>((node, key) => node?.[key] as Node | undefined, document);
  const check = (path: string[], body: unknown) => {
    const validate = ajv.compile({ $ref: `${ID}#/${pointer(...path)}` });
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
  /** Follows a `$ref: '#/…'` to the path of its target. */
  const follow = (path: string[]): string[] => {
    const ref = at(path)?.$ref;
    return typeof ref === 'string'
      ? follow(
          ref
            .slice(2)
            .split('/')
            .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~')),
        )
      : path;
  };
  return {
    response(path, status, body) {
      const response = follow(['paths', path, 'get', 'responses', String(status)]);
      if (!at(response)) throw new Error(`openapi.yaml documents no ${status} for GET ${path}`);
      return check([...response, ...JSON_SCHEMA], body);
    },
    webhook(body) {
      const type = (body as { type?: unknown }).type;
      if (typeof type !== 'string' || !at(['webhooks', type])) return [`openapi.yaml documents no webhook ${String(type)}`];
      return check([...follow(['webhooks', type, 'post']), 'requestBody', ...JSON_SCHEMA], body);
    },
  };
}
