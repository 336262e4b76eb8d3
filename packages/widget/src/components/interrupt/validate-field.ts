import type { FormField, Locale } from '@kefu/protocol';
import { translate } from '../../i18n/index.js';
import { promptText } from './prompt-strings.js';

/** Checks a form value against its field's hints; returns the message to show, or undefined when valid. */
export function validateField(field: FormField, raw: string, locale: Locale): string | undefined {
  const value = raw.trim();
  if (!value) return field.required ? promptText(locale, 'required') : undefined;
  if (field.type === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return promptText(locale, 'notANumber');
    if (field.min !== undefined && number < field.min) return promptText(locale, 'tooSmall', { n: field.min });
    if (field.max !== undefined && number > field.max) return translate(locale, 'tooLarge', { n: field.max });
  }
  if (field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return promptText(locale, 'invalidEmail');
  if (field.minLength !== undefined && [...value].length < field.minLength) return promptText(locale, 'tooShort', { n: field.minLength });
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return promptText(locale, 'tooLong', { n: field.maxLength });
  if (field.type === 'select' && field.options && !field.options.some((option) => option.value === value)) return promptText(locale, 'required');
  if (field.pattern && !matchesWhole(field.pattern, value)) return promptText(locale, 'invalidFormat');
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
