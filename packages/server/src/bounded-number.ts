import { z } from 'zod';

/**
 * A whole number read from the environment, with a default and inclusive bounds; anything else is refused at
 * start with a message that names the range and the unit, e.g. `must be a whole number from 10 to 1800 (seconds); got 1`.
 */
export function boundedInt(fallback: number, min: number, max: number, unit: string) {
  return wholeNumber(min, max, unit, z.string().trim().default(String(fallback)));
}

/** {@link boundedInt} without a default: undefined when the variable is not set (its default depends on others). */
export function optionalBoundedInt(min: number, max: number, unit: string) {
  return wholeNumber(min, max, unit, z.string().trim()).optional();
}

function wholeNumber<T extends z.ZodType<string, string | undefined>>(min: number, max: number, unit: string, text: T) {
  const range = `must be a whole number from ${min} to ${max} (${unit})`;
  return text.transform((value, ctx) => {
    const number = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(number) && number >= min && number <= max) return number;
    ctx.addIssue({ code: 'custom', message: `${range}; got ${JSON.stringify(value.slice(0, 40))}` });
    return z.NEVER;
  });
}
