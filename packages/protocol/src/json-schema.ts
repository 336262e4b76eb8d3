import * as z from 'zod/mini';
import { FORBIDDEN_KEYS } from './primitives.js';

/** A JSON Schema node as `toJsonSchemaDocument` emits it: only these keywords, nothing else. */
export interface JsonSchema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  const?: string | number | boolean;
  enum?: ReadonlyArray<string | number | boolean>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  'x-flags'?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: false | JsonSchema;
  propertyNames?: JsonSchema;
  maxProperties?: number;
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  not?: JsonSchema;
  'x-check'?: 'price' | 'step';
}

/** Every keyword a {@link JsonSchema} may carry; the generator throws on any other. */
export const JSON_SCHEMA_KEYWORDS = [
  '$ref',
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'x-flags',
  'minimum',
  'maximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'maxProperties',
  'oneOf',
  'allOf',
  'if',
  'then',
  'not',
  'x-check',
] as const;

type ZodJsonSchema = z.core.JSONSchema.BaseSchema;

/** Named JSON Schemas in one document; they reference each other as `#/$defs/<name>`. */
export interface JsonSchemaDocument {
  $defs: Record<string, JsonSchema>;
}

/**
 * Keywords beyond JSON Schema 2020-12 that carry what zod checks and JSON Schema cannot say.
 * `x-flags`: the flags of `pattern` (zod's regexes keep theirs, JSON Schema patterns have none).
 * `x-check`: a named refinement a validator re-implements: `price` (every amount in the list price's currency, and
 * `price.amount − Σ promotions[].amount.amount = final.amount`), `step` (`step <= of`).
 */
export const JSON_SCHEMA_EXTENSIONS = ['x-flags', 'x-check'] as const;

// Every zod refinement reachable from a converted schema must be listed here, by its message: an unlisted one
// throws, so a new refinement can never be dropped silently from the generated schemas.
const REFINEMENTS: ReadonlyArray<[RegExp, (json: ZodJsonSchema, match: RegExpExecArray) => void]> = [
  [/^final must equal price − promotions$/, (json) => check(json, 'price')],
  [/^step must not exceed of$/, (json) => check(json, 'step')],
  [/^forbidden key$/, (json) => Object.assign(json, { not: { enum: [...FORBIDDEN_KEYS] } })],
  [/^at most (\d+) keys$/, (json, match) => Object.assign(json, { maxProperties: Number(match[1]) })],
  // An uploaded file is given by link or by upload id, exactly one of the two.
  [/^give either url or uploadId$/, (json) => Object.assign(json, { oneOf: [{ required: ['url'] }, { required: ['uploadId'] }] })],
];

/**
 * Converts named protocol schemas to one JSON Schema document, so a client can validate what it receives
 * without shipping zod. A schema given under two names is emitted once; the second name is a `$ref`.
 */
export function toJsonSchemaDocument(named: Record<string, z.ZodMiniType>): JsonSchemaDocument {
  const registry = z.registry<{ id: string }>();
  const aliases: Record<string, string> = {};
  for (const [name, schema] of Object.entries(named)) {
    const first = registry.get(schema)?.id;
    if (first) aliases[name] = first;
    else registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `#/$defs/${id}`,
    override: ({ zodSchema, jsonSchema }) => extend(zodSchema, jsonSchema),
  });
  const $defs: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    $defs[name] = checkKeywords(rest, name);
  }
  for (const [name, first] of Object.entries(aliases)) $defs[name] = { $ref: `#/$defs/${first}` };
  return { $defs };
}

// Validators implement exactly JSON_SCHEMA_KEYWORDS: a keyword beyond them (a new zod feature, say) must fail the
// build rather than be ignored by a validator.
function checkKeywords(node: ZodJsonSchema, path: string): JsonSchema {
  for (const [keyword, value] of Object.entries(node)) {
    if (!(JSON_SCHEMA_KEYWORDS as readonly string[]).includes(keyword)) throw new Error(`${path}: unsupported keyword "${keyword}"`);
    if (keyword === 'properties') for (const [key, child] of Object.entries(value as object)) checkKeywords(child, `${path}.${key}`);
    else if (keyword === 'oneOf' || keyword === 'allOf')
      (value as ZodJsonSchema[]).forEach((child, index) => checkKeywords(child, `${path}.${keyword}.${index}`));
    else if (['items', 'additionalProperties', 'propertyNames', 'if', 'then', 'not'].includes(keyword) && value !== false) {
      if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${path}.${keyword}: must be a schema`);
      checkKeywords(value as ZodJsonSchema, `${path}.${keyword}`);
    } else if (keyword === 'type' && typeof value !== 'string') throw new Error(`${path}: type must be one name`);
  }
  return node as JsonSchema;
}

function extend(schema: z.core.$ZodType, json: ZodJsonSchema): void {
  const checks = schema._zod.def.checks ?? [];
  const patterns = [
    ...checks.map((candidate) => (candidate._zod.def as { pattern?: unknown }).pattern),
    ...((schema._zod.bag.patterns ?? []) as Iterable<unknown>),
  ];
  for (const pattern of patterns) {
    if (!(pattern instanceof RegExp) || !pattern.flags) continue;
    if (json.pattern !== pattern.source) throw new Error(`/${pattern.source}/${pattern.flags}: a flagged pattern must be the only one`);
    json['x-flags'] = pattern.flags;
  }
  for (const candidate of checks) {
    const def = candidate._zod.def as { check: string; error?: () => unknown };
    if (def.check !== 'custom') continue;
    const message = messageOf(def.error?.());
    const known = REFINEMENTS.map(([test, apply]) => [test.exec(message), apply] as const).find(([match]) => match);
    if (!known) throw new Error(`refinement "${message}" has no JSON Schema form: add it to REFINEMENTS and to the validators`);
    known[1](json, known[0] as RegExpExecArray);
  }
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

function check(json: ZodJsonSchema, name: string): void {
  if (json['x-check']) throw new Error(`two x-check refinements on one schema: ${String(json['x-check'])}, ${name}`);
  json['x-check'] = name;
}
