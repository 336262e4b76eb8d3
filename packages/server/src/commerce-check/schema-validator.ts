import { Validator } from '@cfworker/json-schema';
import { commerceContractJsonSchemas } from '../adapters/commerce/http-contract.js';

const ENCLOSING = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', 'additionalItems']);

/** A record of the contract that has a JSON Schema. */
export type ContractRecord = 'shop' | 'product' | 'order' | 'logistics' | 'receipt' | 'duplicate' | 'orderState' | 'verified';

/** Validates answers against the contract's published JSON Schemas (what a merchant sees), not the zod schemas behind them. */
export function createSchemaValidator(): (record: ContractRecord, value: unknown) => string[] {
  const schemas = commerceContractJsonSchemas();
  const validators = new Map<string, Validator>();
  return (record, value) => {
    let validator = validators.get(record);
    if (!validator) validators.set(record, (validator = new Validator(schemas[record] as never, '2020-12', false)));
    const result = validator.validate(value);
    // The validator also reports each enclosing keyword ("properties", "items"…); the others name the field that is wrong.
    const leaves = result.errors.filter((error) => !ENCLOSING.has(error.keyword));
    return [...new Set(leaves.map((error) => `${error.instanceLocation.replace(/^#/, '') || '/'}: ${error.error}`))];
  };
}
