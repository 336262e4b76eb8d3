import type { FormField, Locale } from '@kefu/protocol';
import { translate } from '../../i18n/index.js';

/** Checks a form value against its field's hints; returns the message to show, or undefined when valid. */
export function validateField(field: FormField, raw: string, locale: Locale): string | undefined {
  const value = raw.trim();
  if (!value) return field.required ? translate(locale, 'required') : undefined;
  if (field.type === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return translate(locale, 'notANumber');
    if (field.min !== undefined && number < field.min) return translate(locale, 'tooSmall', { n: field.min });
    if (field.max !== undefined && number > field.max) return translate(locale, 'tooLarge', { n: field.max });
  }
  if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return translate(locale, 'invalidEmail');
  if (field.minLength !== undefined && [...value].length < field.minLength) return translate(locale, 'tooShort', { n: field.minLength });
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return translate(locale, 'tooLong', { n: field.maxLength });
  if (field.type === 'select' && field.options && !field.options.some((option) => option.value === value)) return translate(locale, 'required');
  if (field.pattern && !matchesWhole(field.pattern, value)) return translate(locale, 'invalidFormat');
  return undefined;
}

function matchesWhole(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    // A pattern this browser cannot compile is left to the server, which checks every answer again.
    return true;
  }
}
