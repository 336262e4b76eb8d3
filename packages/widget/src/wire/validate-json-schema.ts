import type { JsonSchema, PricePart, WorkflowProgress } from '@kefu/protocol';

// The zod refinements JSON Schema cannot say, with the protocol's own formulas (see its JSON_SCHEMA_EXTENSIONS).
const CHECKS: Record<NonNullable<JsonSchema['x-check']>, (value: never) => boolean> = {
  price: (part: PricePart) =>
    [part.final, ...part.promotions.map((promotion) => promotion.amount)].every((money) => money.currency === part.price.currency) &&
    part.price.amount - part.promotions.reduce((sum, promotion) => sum + promotion.amount.amount, 0) === part.final.amount,
  step: (progress: WorkflowProgress) => progress.step <= progress.of,
};

/**
 * Checks `value` against `schema` (its `$ref`s point into `defs`) the way zod checks the schema it was generated
 * from: every keyword of the protocol's JSON_SCHEMA_KEYWORDS, string lengths in UTF-16 units, patterns with their
 * own flags, and an optional key may hold `undefined`. Returns where and why the first problem is, or undefined.
 */
export function validateJsonSchema(schema: JsonSchema, value: unknown, defs: Record<string, JsonSchema>, path = 'payload'): string | undefined {
  const at = (keyword: string) => `${path}: ${keyword}`;
  const sub = (child: JsonSchema, item: unknown, key?: string | number) => validateJsonSchema(child, item, defs, key === undefined ? path : `${path}.${key}`);
  const { type } = schema;
  if (schema.$ref) return sub(defs[schema.$ref.slice(8)] as JsonSchema, value);
  if (
    type &&
    !(type === 'object'
      ? !!value && typeof value === 'object' && !Array.isArray(value)
      : type === 'array'
        ? Array.isArray(value)
        : type === 'integer'
          ? Number.isSafeInteger(value)
          : type === 'number'
            ? Number.isFinite(value)
            : typeof value === type)
  ) {
    return at(type);
  }
  if ('const' in schema && value !== schema.const) return at('const');
  if (schema.enum && !schema.enum.includes(value as string)) return at('enum');
  if (typeof value === 'string') {
    if (!(value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity))) return at('length');
    if (schema.pattern && !new RegExp(schema.pattern, schema['x-flags']).test(value)) return at('pattern');
  }
  if (typeof value === 'number' && !(value >= (schema.minimum ?? -Infinity) && value <= (schema.maximum ?? Infinity))) return at('range');
  let problem: string | undefined;
  if (Array.isArray(value)) {
    if (!(value.length >= (schema.minItems ?? 0) && value.length <= (schema.maxItems ?? Infinity))) return at('items');
    for (let index = 0; index < value.length && schema.items && !problem; index += 1) problem = sub(schema.items, value[index], index);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const properties = schema.properties ?? {};
    const keys = Object.keys(record);
    for (const key of schema.required ?? []) if (!Object.hasOwn(record, key) || record[key] === undefined) return at(`missing ${key}`);
    if (keys.length > (schema.maxProperties ?? Infinity)) return at('maxProperties');
    for (const key of keys) {
      // An object with `properties` is closed (the build drops its `additionalProperties: false`, see vite-plugin-kefu-wire).
      let child = schema.properties ? false : schema.additionalProperties;
      if (Object.hasOwn(properties, key)) {
        // zod lets an optional key hold undefined; a required one was checked above.
        if (record[key] === undefined) continue;
        child = properties[key];
      } else if (child === false) {
        return at(`unknown key ${key.slice(0, 64)}`);
      }
      problem ||= (schema.propertyNames && sub(schema.propertyNames, key, key)) || (child && sub(child, record[key], key));
    }
  }
  if (problem) return problem;
  if (schema.oneOf && schema.oneOf.filter((branch) => !sub(branch, value)).length !== 1) return at('oneOf');
  for (const part of schema.allOf ?? []) problem ||= sub(part, value);
  if (schema.if && schema.then && !sub(schema.if, value)) problem ||= sub(schema.then, value);
  if (problem) return problem;
  if (schema.not && !sub(schema.not, value)) return at('not');
  const check = schema['x-check'];
  if (check && !(CHECKS[check] as (value: unknown) => boolean)(value)) return at(check);
  return undefined;
}
