import { z } from 'zod';

/**
 * A whole number read from the environment, with a default and inclusive bounds; anything else is refused at
 * start with a message that names the range and the unit, e.g. `must be a whole number from 10 to 1800 (seconds); got 1`.
 */
export function boundedInt(fallback: number, min: number, max: number, unit: string) {
  const range = `must be a whole number from ${min} to ${max} (${unit})`;
  return z
    .string()
    .trim()
    .default(String(fallback))
    .transform((text, ctx) => {
      const value = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
      ctx.addIssue({ code: 'custom', message: `${range}; got ${JSON.stringify(text.slice(0, 40))}` });
      return z.NEVER;
    });
}
